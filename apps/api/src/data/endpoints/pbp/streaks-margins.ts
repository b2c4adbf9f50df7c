/**
 * streaks-margins: how each play-by-play game's margin moved for a team: largest lead and
 * deficit, lead changes, ties, time ahead/behind/level, comebacks and blown leads.
 */
import type { StreaksMarginRow } from '@courtside/contract/schemas';
import { StreaksMarginRowSchema } from '@courtside/contract/schemas';
import { gameMargins } from '@courtside/warehouse';
import type { DataEndpoint } from '../../endpoint';
import { pbpContext, requireOneOf } from './support/context';

const NAME = 'streaks-margins';

export const streaksMarginsEndpoint: DataEndpoint<StreaksMarginRow> = {
  name: NAME,
  access: 'free',
  summary:
    'Margins per play-by-play game and team: final margin, largest lead and deficit (maxLeadAgst), lead changes, ties, seconds leading/trailing/tied, comeback and blown-lead points. Box-only games give no rows.',
  // A game names its competition: `game/{id}/` alone is enough.
  requires: [],
  accepts: ['competitionId', 'teamId', 'gameId', 'conferenceId', 'divisionId'],
  row: StreaksMarginRowSchema,
  example: { competitionId: 38529, teamId: 591997 },
  notes: [
    'Needs team, game, conference or division; competition unless a game is given.',
    'A lead change is a change of leader (ties in between do not count); a tie is counted each time the score becomes level.',
  ],
  async handle(request) {
    requireOneOf(NAME, request.config, ['teamId', 'gameId', 'conferenceId', 'divisionId']);
    const context = await pbpContext(NAME, request);
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
};
