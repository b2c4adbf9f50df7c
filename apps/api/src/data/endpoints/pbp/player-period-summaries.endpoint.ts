/**
 * player-period-summaries: a player's play-by-play games by period: games on the floor in the
 * period, minutes, points, shooting, rebounds, assists, plus-minus; over the season or one game.
 */
import { OFFICIAL_BOX_COUNTS, countFromSums } from '@courtside/contract';
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import type { PlayerPeriodSummaryRow } from '@courtside/contract/schemas';
import { effectiveFgPct, threePointPct } from '@courtside/engine';
import { playerPeriodSummaries } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';
import { requireOneOf } from './support/context';
import { labelOf, ratio, valuesByKey } from './support/values';

const NAME = 'player-period-summaries';

export const playerPeriodSummariesEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    requireOneOf(NAME, request.params, ['teamId', 'playerId', 'gameId']);
    const context = await requestContext(NAME, request);
    const rows = await playerPeriodSummaries(request.db, {
      competitionId: context.competitionId,
      teamId: context.teamId,
      playerId: context.playerId,
      gameId: context.gameId,
    });
    return rows.map((row): PlayerPeriodSummaryRow => {
      const s = row.stats;
      const mins = row.seconds / 60;
      return {
        _id: `${context.competitionId}-${context.gameId ?? 'season'}-${row.teamId}-${row.playerId}-${row.period}`,
        updated: context.updated,
        competitionId: context.competitionId,
        gameId: context.gameId,
        playerId: row.playerId,
        fullName: row.fullName,
        teamId: row.teamId,
        period: row.period,
        periodLabel: labelOf(context.format, row.period),
        gpPbp: row.gp,
        mins,
        // The period splits hold every box column: a count is never null here.
        ...valuesByKey(OFFICIAL_BOX_COUNTS, (key) => countFromSums(key, s) ?? 0),
        plusMinus: s.plus_minus,
        minsPg: ratio(mins, row.gp),
        ptsScoredPg: ratio(s.pts, row.gp),
        fgPct: ratio(s.fgm, s.fga),
        fg3Pct: threePointPct(s),
        ftPct: ratio(s.ftm, s.fta),
        efgPct: effectiveFgPct(s.fgm, s.fgm3, s.fga),
      };
    });
  },
});
