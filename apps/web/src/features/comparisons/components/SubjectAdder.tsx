/**
 * Adds one subject to the comparison: a season, then a team of that season (searchable), then —
 * for players — one of the team's players. Team and player ids belong to one season, so each
 * subject is chosen with its own; the same team may be added for two seasons. The form offers
 * only subjects that can be added: none once four are compared, none already compared.
 */
import { useMemo, useState } from 'react';
import { DIVISIONS, getCompetition, type Gender } from '@courtside/contract';
import { Combobox, type ComboboxOption } from '@/components/forms/Combobox';
import { CompetitionSelect } from '@/components/stats/CompetitionSelect';
import { useTeamPlayers } from '../api/player-agg-stats-public';
import { useSeasonTeams } from '../api/teams';
import { MAX_SUBJECTS, subjectKey, type ComparisonKind } from '../content/comparison-filters';

export interface SubjectAdderProps {
  kind: ComparisonKind;
  /** The keys already compared. */
  subjectKeys: readonly string[];
  onAdd: (key: string) => void;
  defaultCompetitionId: number;
  preferredGender: Gender;
}

const divisionName = (divisionId: number) =>
  DIVISIONS.find((division) => division.id === divisionId)?.name ?? '';

export function SubjectAdder({
  kind,
  subjectKeys,
  onAdd,
  defaultCompetitionId,
  preferredGender,
}: SubjectAdderProps) {
  const [competitionId, setCompetitionId] = useState(defaultCompetitionId);
  const [teamId, setTeamId] = useState<number | null>(null);
  const [playerId, setPlayerId] = useState<number | null>(null);
  const teams = useSeasonTeams(competitionId);
  const players = useTeamPlayers(
    kind === 'players' && teamId !== null ? { competitionId, teamId } : null,
  );
  const season = getCompetition(competitionId)?.label ?? 'this season';
  const noun = kind === 'teams' ? 'team' : 'player';

  const teamOptions = useMemo<ComboboxOption[]>(
    () =>
      (teams.data ?? [])
        .map((team) => ({
          value: String(team.teamId),
          label: [team.teamMarket, team.teamName].filter(Boolean).join(' '),
          detail: [divisionName(team.divisionId), team.conferenceShortName]
            .filter(Boolean)
            .join(' · '),
        }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [teams.data],
  );
  const playerOptions = useMemo(
    () =>
      (players.data ?? [])
        .flatMap((row) =>
          row.playerId === null || row.gp === 0
            ? []
            : [
                {
                  playerId: row.playerId,
                  label: row.position ? `${row.fullName} (${row.position})` : row.fullName,
                },
              ],
        )
        .sort((a, b) => a.label.localeCompare(b.label)),
    [players.data],
  );

  if (subjectKeys.length >= MAX_SUBJECTS) {
    return (
      <p className="comparisons__full small text-body-secondary">
        A comparison holds {MAX_SUBJECTS} {kind} at most: remove one to add another.
      </p>
    );
  }

  const chosenId = kind === 'teams' ? teamId : playerId;
  const key = chosenId === null ? null : subjectKey(competitionId, chosenId);
  const duplicate = key !== null && subjectKeys.includes(key);

  const add = () => {
    if (key === null || duplicate) return;
    onAdd(key);
    setTeamId(null);
    setPlayerId(null);
  };

  return (
    <form
      className="comparisons__adder"
      aria-label={`Add a ${noun}`}
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
    >
      <div className="comparisons__field">
        <CompetitionSelect
          id="comparisons-season"
          label="Season"
          value={competitionId}
          preferredGender={preferredGender}
          onChange={(id) => {
            setCompetitionId(id);
            setTeamId(null);
            setPlayerId(null);
          }}
        />
      </div>
      <div className="comparisons__field comparisons__field--wide">
        <Combobox
          id="comparisons-team"
          label={<span className="small">Team</span>}
          options={teamOptions}
          value={teamId === null ? null : String(teamId)}
          onChange={(value) => {
            setTeamId(value === null ? null : Number(value));
            setPlayerId(null);
          }}
          placeholder={teams.status === 'pending' ? 'Loading teams…' : 'Type to search teams'}
          disabled={teams.status !== 'success'}
          noMatches={(text) => `No ${season} team matches “${text}”.`}
        />
      </div>
      {kind === 'players' && (
        <div className="comparisons__field comparisons__field--wide">
          <label className="form-label small mb-0" htmlFor="comparisons-player">
            Player
          </label>
          <select
            id="comparisons-player"
            className="form-select form-select-sm"
            value={playerId ?? ''}
            disabled={teamId === null || players.status !== 'success'}
            onChange={(event) =>
              setPlayerId(event.target.value === '' ? null : Number(event.target.value))
            }
          >
            <option value="">
              {teamId === null
                ? 'Choose a team first'
                : players.status === 'pending'
                  ? 'Loading players…'
                  : playerOptions.length === 0
                    ? 'No players with games'
                    : 'Choose a player'}
            </option>
            {playerOptions.map((option) => (
              <option key={option.playerId} value={option.playerId}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="comparisons__field comparisons__field--action">
        <button
          type="submit"
          className="btn btn-primary btn-sm"
          disabled={key === null || duplicate}
        >
          Add {noun}
        </button>
      </div>
      {duplicate && (
        <p className="comparisons__hint small mb-0" role="status">
          This {noun} is already compared for {season}.
        </p>
      )}
      {(teams.status === 'error' || players.status === 'error') && (
        <p className="comparisons__hint small text-danger mb-0" role="alert">
          The {teams.status === 'error' ? 'teams' : 'players'} of {season} could not be read.{' '}
          <button
            type="button"
            className="btn btn-link btn-sm p-0 align-baseline"
            onClick={() => void (teams.status === 'error' ? teams.refetch() : players.refetch())}
          >
            Retry
          </button>
        </p>
      )}
    </form>
  );
}
