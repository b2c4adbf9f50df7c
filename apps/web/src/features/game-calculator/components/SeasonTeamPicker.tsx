/**
 * One side of the matchup: a season, then a team of that season (searchable). Team ids belong to
 * one season, so the season is chosen first; changing it clears the team. The chosen team's
 * season comes from the URL; before a team is chosen the picker remembers the season picked.
 */
import { useMemo, useState } from 'react';
import { DIVISIONS, getCompetition, type Gender } from '@courtside/contract';
import { Combobox, type ComboboxOption } from '@/components/forms/Combobox';
import { CompetitionSelect } from '@/components/stats/CompetitionSelect';
import { useSeasonTeams } from '../api/teams';
import { parseSeasonTeam, type SeasonTeam } from '../content/calculator-filters';

export interface SeasonTeamPickerProps {
  /** Prefix of the controls' ids. */
  id: string;
  /** "First team", "Second team". */
  legend: string;
  value: SeasonTeam | null;
  onChange: (value: SeasonTeam | null) => void;
  defaultCompetitionId: number;
  preferredGender: Gender;
  /** Only these seasons are offered (the other team's gender); all when absent. */
  competitionIds?: readonly number[];
}

/**
 * An option names its team's own season: a team picked from a list still on screen while the
 * season changes stays paired with the season it belongs to, never with the new one.
 */
const optionValue = (team: SeasonTeam): string => `${team.competitionId}:${team.teamId}`;

const divisionName = (divisionId: number) =>
  DIVISIONS.find((division) => division.id === divisionId)?.name ?? '';

export function SeasonTeamPicker({
  id,
  legend,
  value,
  onChange,
  defaultCompetitionId,
  preferredGender,
  competitionIds,
}: SeasonTeamPickerProps) {
  const [pendingSeason, setPendingSeason] = useState(defaultCompetitionId);
  const competitionId = value?.competitionId ?? pendingSeason;
  const teams = useSeasonTeams(competitionId);
  const season = getCompetition(competitionId)?.label ?? 'this season';
  const options = useMemo<ComboboxOption[]>(
    () =>
      (teams.data ?? [])
        .map((team) => ({
          value: optionValue(team),
          label: [team.teamMarket, team.teamName].filter(Boolean).join(' '),
          detail: [divisionName(team.divisionId), team.conferenceShortName]
            .filter(Boolean)
            .join(' · '),
        }))
        .sort((x, y) => x.label.localeCompare(y.label)),
    [teams.data],
  );
  return (
    <fieldset className="game-calculator__side">
      <legend className="visually-hidden">{legend}</legend>
      <div className="game-calculator__field">
        <CompetitionSelect
          id={`${id}-season`}
          label={`${legend} season`}
          value={competitionId}
          preferredGender={preferredGender}
          competitionIds={competitionIds}
          onChange={(next) => {
            setPendingSeason(next);
            if (value !== null) onChange(null);
          }}
        />
      </div>
      <div className="game-calculator__field game-calculator__field--wide">
        <Combobox
          id={`${id}-team`}
          label={<span className="small">{legend}</span>}
          options={options}
          value={value === null ? null : optionValue(value)}
          onChange={(option) =>
            onChange(option === null ? null : (parseSeasonTeam(option) ?? null))
          }
          placeholder={teams.status === 'pending' ? 'Loading teams…' : 'Type to search teams'}
          disabled={teams.status !== 'success'}
          noMatches={(text) => `No ${season} team matches “${text}”.`}
        />
      </div>
      {teams.status === 'error' && (
        <p className="small text-danger mb-0" role="alert">
          The teams of {season} could not be read.{' '}
          <button
            type="button"
            className="btn btn-link btn-sm p-0 align-baseline"
            onClick={() => void teams.refetch()}
          >
            Retry
          </button>
        </p>
      )}
    </fieldset>
  );
}
