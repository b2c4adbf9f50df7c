/**
 * The controls above a player leaderboard: the "qualified players only" switch (the 10%-of-team-
 * minutes qualifier of the stat dictionary's leaderboards) and, on the free plan, the note that
 * only the trial players are listed (the server filters them; this says why the list is short).
 */
interface QualifiedPlayersControlsProps {
  /** Unique on the page: ties the switch to its label. */
  readonly id: string;
  readonly className: string;
  readonly qualifiedOnly: boolean;
  readonly onQualifiedOnlyChange: (qualifiedOnly: boolean) => void;
  readonly trialPlayersOnly: boolean;
}

export function QualifiedPlayersControls({
  id,
  className,
  qualifiedOnly,
  onQualifiedOnlyChange,
  trialPlayersOnly,
}: QualifiedPlayersControlsProps) {
  return (
    <div className={className}>
      <div className="form-check form-switch mb-0">
        <input
          id={id}
          className="form-check-input"
          type="checkbox"
          role="switch"
          checked={qualifiedOnly}
          onChange={(event) => onQualifiedOnlyChange(event.target.checked)}
        />
        <label className="form-check-label" htmlFor={id}>
          Qualified players only (10% of team minutes)
        </label>
      </div>
      {trialPlayersOnly && (
        <p className="small text-body-secondary mb-0" role="note">
          Your free plan lists its trial players only; upgrade for every player.
        </p>
      )}
    </div>
  );
}
