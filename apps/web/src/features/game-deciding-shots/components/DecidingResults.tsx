/**
 * What the filters keep: a line of totals, the shots on the half court (made ●, missed ×, each
 * dot named for assistive technology and downloadable as PNG), the list of shots linked to
 * their plays, and the player and team leaderboards over the situation filters (made/missed
 * left out: a percentage needs both).
 *
 * The free tier reads only its trial players' shots (§6): it is told so, and its team
 * leaderboard is the API's whole-season team rows (content/team-totals.ts) rather than a count
 * of the few shots it can read.
 */
import { useCallback, useMemo } from 'react';
import { getCompetition } from '@courtside/contract';
import { ShotChart } from '@/components/stats/charts/ShotChart';
import {
  EmptyState,
  TrialPlayersEmpty,
  TrialPlayersNote,
  usePlayerAccess,
} from '@/components/stats/states';
import { threePointLineFor } from '@/lib/charts/court-geometry';
import type { ShotPoint } from '@/lib/charts/hex-bins';
import { formatValue } from '@/lib/stats/format';
import type { DecidingFilterValues } from '../content/deciding-filters';
import type { DecidingRoute } from '../content/deciding-route';
import {
  decidingTotals,
  matchesResult,
  matchesSituation,
  playerLeaders,
  shotsInListOrder,
  teamLeaders,
  type DecidingShot,
} from '../content/deciding-shots';
import { shotLabel } from '../content/shot-text';
import { teamLeadersFromRows } from '../content/team-totals';
import type { DecidingData } from '../hooks/use-deciding-data';
import { PlayerLeaderboard, TeamLeaderboard } from './DecidingLeaderboards';
import { DecidingShotList } from './DecidingShotList';

export interface DecidingResultsProps {
  route: DecidingRoute;
  data: DecidingData;
  filters: DecidingFilterValues;
  scopeText: string;
}

const count = (value: number, one: string, many: string): string =>
  `${value} ${value === 1 ? one : many}`;

const NO_MATCH = 'No tying or go-ahead shots match these filters.';
export const TRIAL_NO_MATCH =
  'None of your trial players took a tying or go-ahead shot that matches these filters.';
export const TRIAL_TEAM_NOTE =
  "Team totals count every tying and go-ahead attempt of the season, so only the conference and team filters apply to them: the others need each attempt, and your free tier reads only its trial players' attempts.";

export function DecidingResults({ route, data, filters, scopeText }: DecidingResultsProps) {
  const { shots, teams, conferenceNames } = data;
  const trial = usePlayerAccess() === 'trial';
  const situation = useMemo(
    () => shots.filter((shot) => matchesSituation(shot, filters, teams)),
    [shots, filters, teams],
  );
  const teamRows = useMemo(
    () => (trial ? teamLeadersFromRows(data.teamRows, filters) : teamLeaders(situation, teams)),
    [trial, data.teamRows, filters, situation, teams],
  );
  const conferenceName = useCallback(
    (teamId: number) => {
      const conferenceId = teams.get(teamId)?.conferenceId ?? null;
      return conferenceId === null ? '' : (conferenceNames.get(conferenceId) ?? '');
    },
    [teams, conferenceNames],
  );

  return (
    <>
      {situation.length === 0 ? (
        trial ? (
          <TrialPlayersEmpty message={TRIAL_NO_MATCH} />
        ) : (
          <EmptyState message={NO_MATCH} />
        )
      ) : (
        <ShotsPart
          route={route}
          situation={situation}
          data={data}
          filters={filters}
          scopeText={scopeText}
          trial={trial}
        />
      )}
      {teamRows.length > 0 && (
        <TeamLeaderboard
          teams={teamRows}
          conferenceName={conferenceName}
          scopeText={scopeText}
          note={trial ? <p className="small text-body-secondary">{TRIAL_TEAM_NOTE}</p> : null}
        />
      )}
    </>
  );
}

interface ShotsPartProps extends DecidingResultsProps {
  situation: readonly DecidingShot[];
  trial: boolean;
}

function ShotsPart({ route, situation, data, filters, scopeText, trial }: ShotsPartProps) {
  const { teams } = data;
  const listed = useMemo(
    () => shotsInListOrder(situation.filter((shot) => matchesResult(shot, filters))),
    [situation, filters],
  );
  const players = useMemo(() => playerLeaders(situation, teams), [situation, teams]);
  const totals = useMemo(() => decidingTotals(situation), [situation]);
  const points = useMemo(
    () =>
      listed.flatMap((shot): ShotPoint[] =>
        shot.x === null || shot.y === null
          ? []
          : [{ x: shot.x, y: shot.y, made: shot.isMade, label: shotLabel(shot) }],
      ),
    [listed],
  );
  const newest = getCompetition(route.competitionIds.at(-1) ?? 0);
  const line =
    newest === undefined
      ? undefined
      : threePointLineFor(newest.gender, newest.yearStart, route.division.id);
  const unlocated = listed.length - points.length;

  return (
    <>
      {trial && <TrialPlayersNote />}
      <p className="deciding-summary" data-testid="deciding-summary">
        {trial ? 'Your trial players: ' : ''}
        {count(totals.decidingFga, 'attempt', 'attempts')}, {totals.decidingFgm} made (
        {formatValue('pct', totals.decidingFgPct)}), {totals.decidingPts} points:{' '}
        {count(totals.tyingFga, 'tying attempt', 'tying attempts')} (
        {formatValue('pct', totals.tyingFgPct)}) and{' '}
        {count(totals.goAheadFga, 'go-ahead attempt', 'go-ahead attempts')} (
        {formatValue('pct', totals.goAheadFgPct)});{' '}
        {count(totals.gameWinners, 'game-winner', 'game-winners')}.
      </p>
      <div className="deciding-layout">
        <div className="deciding-layout__court">
          <ShotChart
            mode="dots"
            shots={points}
            title={`Game-deciding shots, ${scopeText}`}
            description={
              unlocated === 0
                ? undefined
                : `${count(unlocated, 'shot has', 'shots have')} no location and ${unlocated === 1 ? 'is' : 'are'} not drawn.`
            }
            line={line}
            exportNote={`Courtside · tying and go-ahead attempts, ${scopeText}`}
          />
        </div>
        <div className="deciding-layout__list">
          {listed.length === 0 ? (
            <EmptyState message="No shots with this result among the situations chosen." />
          ) : (
            <DecidingShotList
              // New filters start the list from its first page again.
              key={JSON.stringify(filters)}
              shots={listed}
              teams={teams}
              scopeText={scopeText}
            />
          )}
        </div>
      </div>
      {filters.result !== 'any' && (
        <p className="small text-body-secondary">
          The leaderboards count made and missed shots alike (a percentage needs both): the result
          filter applies to the court and the list of shots.
        </p>
      )}
      <div className="deciding-leaderboards">
        <PlayerLeaderboard players={players} scopeText={scopeText} />
      </div>
    </>
  );
}
