/**
 * lineup-agg-stats-top: the season's five-player units of a team, or the top units of a
 * conference or division (METHODS §4), from stints of play-by-play games; units are keyed by
 * roster ids so home and away games add up. Most-played first; teams without play-by-play have
 * no units.
 */
import type { LineupAggRow } from '@courtside/contract/schemas';
import { LineupAggRowSchema } from '@courtside/contract/schemas';
import { lineupSeasonTotals } from '@courtside/warehouse';
import type { DataEndpoint } from '../../endpoint';
import { inputError, pbpContext } from './support/context';
import { LINEUP_MIN_POSS, lineupFields } from './support/lineup-rows';

const NAME = 'lineup-agg-stats-top';
/** Without a team, the answer keeps this many units (the qualified ones, best net rating first). */
const TOP_UNITS = 100;

export const lineupAggStatsTopEndpoint: DataEndpoint<LineupAggRow> = {
  name: NAME,
  access: 'free',
  // Not player-level: a row is a five-man unit's team numbers (the team's points, possessions
  // and shots while those five played), team data tier 1 may see for every team; the trial
  // rule cuts players' own lines, and a unit is no player's own line.
  summary: `Season lineups (five-player units): pName1-5/pId1-5, gpPbp, minsPbp, poss, ptsScored, ptsAgst, plusMinus, fgm/fga, ortg/drtg/netRtg, efgPct; a team's units by minutes, or the top ${TOP_UNITS} qualified units (≥ ${LINEUP_MIN_POSS} possessions) of a conference or division by net rating. Play-by-play games only.`,
  requires: ['competitionId'],
  accepts: ['competitionId', 'teamId', 'conferenceId', 'divisionId', 'scope'],
  row: LineupAggRowSchema,
  example: { competitionId: 38529, teamId: 591997 },
  notes: ['scope: season only (lineups are not cut by other scopes yet).'],
  async handle(request) {
    const { config } = request;
    const context = await pbpContext(NAME, request);
    if (config.scope !== undefined && config.scope !== 'season') {
      throw inputError(NAME, 'scope', `{name} must be season, got "${config.scope}"`);
    }
    const units = await lineupSeasonTotals(request.db, {
      competitionId: context.competitionId,
      teamId: context.teamId,
      divisionId: context.divisionId,
      conferenceId: context.conferenceId,
    });
    const rows = units.map((unit): LineupAggRow => ({
      _id: `${context.competitionId}-${unit.teamId}-${unit.unitKey}`,
      updated: context.updated,
      competitionId: context.competitionId,
      scope: 'season',
      ...lineupFields(unit),
    }));
    if (context.teamId !== null) return rows;
    return rows
      .filter((row) => row.isQualified)
      .sort((a, b) => (b.netRtg ?? -Infinity) - (a.netRtg ?? -Infinity) || b.poss - a.poss)
      .slice(0, TOP_UNITS);
  },
};
