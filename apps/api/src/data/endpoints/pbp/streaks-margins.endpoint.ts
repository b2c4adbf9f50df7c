/**
 * streaks-margins: how each play-by-play game's margin moved for a team: largest lead and
 * deficit, lead changes, ties, time ahead/behind/level, comebacks and blown leads.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import type { StreaksMarginRow } from '@courtside/contract/schemas';
import { gameMargins } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';
import { requireOneOf } from './support/context';

const NAME = 'streaks-margins';

export const streaksMarginsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    requireOneOf(NAME, request.params, ['teamId', 'gameId', 'conferenceId', 'divisionId']);
    const context = await requestContext(NAME, request);
    const games = await gameMargins(request.db, {
      competitionId: context.competitionId,
      teamId: context.teamId,
      gameId: context.gameId,
      divisionId: context.divisionId,
      conferenceId: context.conferenceId,
    });
    return games.map((g): StreaksMarginRow => ({
      _id: `${g.gameId}-${g.teamId}`,
      updated: context.updated,
      competitionId: context.competitionId,
      gameId: g.gameId,
      gameDate: g.gameDate,
      teamId: g.teamId,
      teamIdAgst: g.teamIdAgst,
      isHome: g.isHome,
      isWin: g.isWin,
      ptsScored: g.ptsScored,
      ptsAgst: g.ptsAgst,
      finalMargin: g.ptsScored - g.ptsAgst,
      maxLead: g.maxLead,
      maxLeadAgst: g.maxDeficit,
      leadChanges: g.leadChanges,
      timesTied: g.timesTied,
      secsLeading: g.secsLeading,
      secsTrailing: g.secsTrailing,
      secsTied: g.secsTied,
      pctTimeLeading: g.gameSeconds > 0 ? g.secsLeading / g.gameSeconds : 0,
      comebackPts: g.isWin ? g.maxDeficit : 0,
      blownLeadPts: g.isWin ? 0 : g.maxLead,
    }));
  },
});
