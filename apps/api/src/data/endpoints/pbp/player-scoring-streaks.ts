/**
 * player-scoring-streaks: stretches where one player scored all of his team's points, from 7
 * points up (e.g. "9 straight Notre Dame points"), with what the opponent scored meanwhile.
 * Play-by-play games only.
 */
import type { PlayerScoringStreakRow } from '@courtside/contract/schemas';
import { PlayerScoringStreakRowSchema } from '@courtside/contract/schemas';
import { PLAYER_STREAK_MIN_POINTS, playerScoringStreaks } from '@courtside/warehouse';
import type { DataEndpoint } from '../../endpoint';
import { pbpContext, requireOneOf } from './support/context';
import { spanFields } from './support/spans';

const NAME = 'player-scoring-streaks';

export const playerScoringStreaksEndpoint: DataEndpoint<PlayerScoringStreakRow> = {
  name: NAME,
  access: 'free',
  playerLevel: true,
  summary: `Player scoring streaks: ${PLAYER_STREAK_MIN_POINTS}+ consecutive team points all scored by one player, with the opponent's points meanwhile, the clock and the score. Play-by-play games only.`,
  requires: ['competitionId'],
  accepts: ['competitionId', 'teamId', 'playerId', 'gameId'],
  row: PlayerScoringStreakRowSchema,
  example: { competitionId: 38529, teamId: 591997 },
  notes: ['Needs teamId, playerId or gameId. Longest streaks first.'],
  async handle(request) {
    requireOneOf(NAME, request.config, ['teamId', 'playerId', 'gameId']);
    const context = await pbpContext(NAME, request);
    const streaks = await playerScoringStreaks(request.db, {
      competitionId: context.competitionId,
      teamId: context.teamId,
      playerId: context.playerId,
      gameId: context.gameId,
    });
    return streaks.map((s): PlayerScoringStreakRow => ({
      _id: `${s.gameId}-${s.teamId}-${s.startSeq}`,
      updated: context.updated,
      competitionId: context.competitionId,
      gameId: s.gameId,
      gameDate: s.gameDate,
      playerId: s.playerId,
      fullName: s.fullName,
      teamId: s.teamId,
      teamIdAgst: s.teamIdAgst,
      streakPts: s.points,
      scoringPlays: s.scoringPlays,
      ptsAgstDuring: s.ptsAgstDuring,
      ...spanFields(context.format, s),
      teamScoreStart: s.teamScoreStart,
      oppScoreStart: s.oppScoreStart,
    }));
  },
};
