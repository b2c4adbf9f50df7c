/**
 * team-shooting-streaks: a team's longest runs of consecutive makes and misses (field goals,
 * threes, free throws) over its play-by-play games in order (they may span games), or within
 * one game.
 */
import type { ShootingStreakRow } from '@courtside/contract/schemas';
import { ShootingStreakRowSchema } from '@courtside/contract/schemas';
import type { DataEndpoint } from '../../endpoint';
import { shootingStreakRows } from './support/shooting-streak-rows';

const NAME = 'team-shooting-streaks';

export const teamShootingStreaksEndpoint: DataEndpoint<ShootingStreakRow> = {
  name: NAME,
  access: 'free',
  summary:
    "A team's longest shooting streaks: consecutive makes and misses of field goals, threes and free throws (streakKind fgMake, fgMiss, fg3Make, fg3Miss, ftMake, ftMiss), over its play-by-play games in order or within one game. Box-only games have no attempts.",
  requires: ['competitionId'],
  accepts: ['competitionId', 'teamId', 'gameId'],
  row: ShootingStreakRowSchema,
  example: { competitionId: 38529, teamId: 591997 },
  notes: ['Needs teamId or gameId. One row per team and kind (the earliest longest on ties).'],
  handle: (request) => shootingStreakRows(NAME, request, 'team'),
};
