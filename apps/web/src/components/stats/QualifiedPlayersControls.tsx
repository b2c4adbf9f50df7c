/**
 * The control above a player leaderboard: the "qualified players only" switch (the 10%-of-team-
 * minutes qualifier of the stat dictionary's leaderboards). The free tier's note on its trial
 * players comes with the list itself (PlayerDataState).
 */
interface QualifiedPlayersControlsProps {
  /** Unique on the page: ties the switch to its label. */
  readonly id: string;
  readonly className: string;
  readonly qualifiedOnly: boolean;
  readonly onQualifiedOnlyChange: (qualifiedOnly: boolean) => void;
}

export function QualifiedPlayersControls({
  id,
  className,
  qualifiedOnly,
  onQualifiedOnlyChange,
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
    </div>
  );
}
