/**
 * The page's choices: season, division, conference and team (the drill-down). Each is a
 * labelled native control or a button group, reachable and usable by keyboard, and offers only
 * values the page can ask for. Changing the season or the division leaves the team (team ids
 * belong to one season) and the conference behind.
 */
import { useId } from 'react';
import type { DivisionLabel, Gender } from '@courtside/contract';
import { ConferenceSelect } from '@/components/forms/ConferenceSelect';
import { DIVISION_OPTIONS } from '@/components/forms/division-options';
import { LabeledSelect } from '@/components/forms/LabeledSelect';
import { CompetitionSelect } from '@/components/stats/CompetitionSelect';
import { ToggleGroup } from '@/components/stats/ToggleGroup';
import type { SetFilters } from '@/lib/stats/url-filters';
import type { StreakFilterValues } from '../content/streak-filters';

export interface ConferenceChoice {
  conferenceId: number;
  label: string;
}

export interface TeamChoice {
  teamId: number;
  label: string;
}

export interface StreakControlsProps {
  filters: StreakFilterValues;
  setFilters: SetFilters<StreakFilterValues>;
  gender: Gender;
  /** The season the picker shows: the newest of the page's. */
  competitionId: number;
  conferences: readonly ConferenceChoice[];
  conferenceId: number | null;
  teams: readonly TeamChoice[];
}

const ALL_TEAMS = 0;

export function StreakControls({
  filters,
  setFilters,
  gender,
  competitionId,
  conferences,
  conferenceId,
  teams,
}: StreakControlsProps) {
  const id = useId();
  const teamOptions = [
    { value: ALL_TEAMS, label: 'All teams (leaderboard)' },
    ...teams.map((team) => ({ value: team.teamId, label: team.label })),
  ];
  const teamValue =
    filters.team !== null && teams.some((team) => team.teamId === filters.team)
      ? filters.team
      : ALL_TEAMS;
  return (
    <div className="streak-controls">
      <div className="streak-controls__field">
        <CompetitionSelect
          id={`${id}-season`}
          label="Season"
          value={competitionId}
          onChange={(season) => setFilters({ competitionIds: [season], team: null })}
          preferredGender={gender}
        />
      </div>
      <div className="streak-controls__group">
        <span className="form-label small mb-0">Division</span>
        <ToggleGroup<DivisionLabel>
          label="Division"
          options={DIVISION_OPTIONS}
          value={filters.division}
          onChange={(division) => setFilters({ division, conference: null, team: null })}
        />
      </div>
      <ConferenceSelect
        className="streak-controls__field"
        id={`${id}-conference`}
        conferences={conferences}
        labelOf={(conference) => conference.label}
        value={conferenceId}
        onChange={(conference) => setFilters({ conference, team: null })}
      />
      <LabeledSelect
        className="streak-controls__field"
        id={`${id}-team`}
        label="Team"
        options={teamOptions}
        value={teamValue}
        onChange={(team) => setFilters({ team: team === ALL_TEAMS ? null : team })}
      />
    </div>
  );
}
