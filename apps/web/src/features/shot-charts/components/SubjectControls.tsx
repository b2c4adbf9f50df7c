/**
 * What one chart shows: the season, a team or player or a whole division, and how it is drawn
 * (mode, side of the ball). The team is chosen by school (the shared TeamPicker) or by one of
 * the season's top teams; the player within the team's roster of that season.
 */
import { DIVISIONS, type Competition } from '@courtside/contract';
import { CompetitionSelect } from '@/components/stats/CompetitionSelect';
import { ToggleGroup } from '@/components/stats/ToggleGroup';
import { SHOT_CHART_MODES } from '@/components/stats/shooting/shot-chart-modes';
import { TeamPicker } from '@/components/forms/TeamPicker';
import { useStatsDefaults } from '@/lib/stats/stats-defaults';
import {
  seasonChange,
  teamChange,
  type ChartChoice,
  type ChartKey,
} from '../content/chart-choices';
import {
  LEAGUE_DOTS_NOTE,
  LEAGUE_MODE_OPTIONS,
  SIDE_OPTIONS,
  SUBJECT_OPTIONS,
} from '../content/chart-text';
import type { ChartSubject } from '../hooks/use-chart-subject';
import { QuickPicks } from './QuickPicks';

const DIVISION_OPTIONS = DIVISIONS.map((division) => ({
  value: String(division.id),
  label: division.name,
}));

export interface SubjectControlsProps {
  chart: ChartKey;
  /** The chart's choices as drawn (see effectiveChoice). */
  choice: ChartChoice;
  competition: Competition;
  subject: ChartSubject;
  onChange: (patch: Partial<ChartChoice>) => void;
}

export function SubjectControls({
  chart,
  choice,
  competition,
  subject,
  onChange,
}: SubjectControlsProps) {
  const { gender } = useStatsDefaults();
  const isLeague = choice.subject === 'league';
  return (
    <div className="shot-charts__controls">
      <div className="shot-charts__field">
        <CompetitionSelect
          id={`${chart}-season`}
          label="Season"
          value={choice.season}
          onChange={(season) => onChange(seasonChange(season))}
          preferredGender={gender}
        />
      </div>
      <div className="shot-charts__field">
        <span className="form-label small mb-0 d-block" aria-hidden="true">
          Shots of
        </span>
        <ToggleGroup
          label="Shots of"
          options={SUBJECT_OPTIONS}
          value={choice.subject}
          onChange={(subject) => onChange({ subject })}
        />
      </div>
      {isLeague ? (
        <div className="shot-charts__field">
          <span className="form-label small mb-0 d-block" aria-hidden="true">
            Division
          </span>
          <ToggleGroup
            label="Division"
            options={DIVISION_OPTIONS}
            value={String(choice.division)}
            onChange={(division) => onChange({ division: Number(division) })}
          />
        </div>
      ) : (
        <>
          <div className="shot-charts__field shot-charts__field--wide">
            <TeamPicker
              id={`${chart}-team`}
              label="Team"
              gender={competition.gender}
              teamId={choice.team}
              onChange={(teamId) => onChange(teamChange(teamId))}
            />
          </div>
          <PlayerSelect chart={chart} choice={choice} subject={subject} onChange={onChange} />
          <QuickPicks
            chart={chart}
            competition={competition}
            choice={choice}
            team={subject.team}
            onChange={onChange}
          />
        </>
      )}
      <div className="shot-charts__field">
        <span className="form-label small mb-0 d-block" aria-hidden="true">
          Drawn as
        </span>
        <ToggleGroup
          label="Drawn as"
          options={isLeague ? LEAGUE_MODE_OPTIONS : SHOT_CHART_MODES}
          value={choice.mode}
          onChange={(mode) => onChange({ mode })}
        />
      </div>
      {!isLeague && choice.player === null && (
        <div className="shot-charts__field">
          <span className="form-label small mb-0 d-block" aria-hidden="true">
            Attempts
          </span>
          <ToggleGroup
            label="Attempts"
            options={SIDE_OPTIONS}
            value={choice.side}
            onChange={(side) => onChange({ side })}
          />
        </div>
      )}
      {isLeague && <p className="shot-charts__note small mb-0">{LEAGUE_DOTS_NOTE}</p>}
    </div>
  );
}

interface PlayerSelectProps {
  chart: ChartKey;
  choice: ChartChoice;
  subject: ChartSubject;
  onChange: (patch: Partial<ChartChoice>) => void;
}

/** The players of the team's roster that season, by name; "Whole team" is no player. */
function PlayerSelect({ chart, choice, subject, onChange }: PlayerSelectProps) {
  const { roster } = subject;
  const players = [...(roster.data ?? [])].sort((a, b) => a.fullName.localeCompare(b.fullName));
  const listed = choice.player === null || players.some((row) => row.playerId === choice.player);
  const id = `${chart}-player`;
  return (
    <div className="shot-charts__field">
      <label className="form-label small mb-0" htmlFor={id}>
        Player
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={choice.player === null ? '' : String(choice.player)}
        disabled={subject.team.status !== 'found' || roster.status !== 'success'}
        onChange={(event) =>
          onChange({ player: event.target.value === '' ? null : Number(event.target.value) })
        }
      >
        <option value="">Whole team</option>
        {!listed && choice.player !== null && (
          <option value={String(choice.player)}>Loading players…</option>
        )}
        {players.map((player) => (
          <option key={player.playerId} value={String(player.playerId)}>
            {player.fullName}
            {player.jerseyNum === null ? '' : ` #${player.jerseyNum}`}
          </option>
        ))}
      </select>
      {roster.status === 'error' && (
        <p className="small text-danger mb-0" role="alert">
          The roster could not be loaded.{' '}
          <button
            type="button"
            className="btn btn-link btn-sm p-0"
            onClick={() => void roster.refetch()}
          >
            Retry
          </button>
        </p>
      )}
    </div>
  );
}
