/**
 * `team-agg-pppc` and `team-game-pppc` rows: points per possession by play context, from the
 * counted possessions of play-by-play games. Per context `{ctx}Poss`, `{ctx}Pts`, `{ctx}Ppp`
 * (points per possession) and `{ctx}PossFreq` (share of the row's possessions). Contexts:
 *
 * - `total`: every possession;
 * - `transition` / `halfCourt`: the engine's transition flag and its complement;
 * - how the possession started, from the end of the opponent's previous one: `afterTov`
 *   (turnover; `afterStl` the live-ball part, with a steal), `afterDrb` (defensive rebound),
 *   `afterScore` (made shot or made last free throw), `periodStart` (first of a period);
 *   `afterTov + afterDrb + afterScore + periodStart = total`;
 * - `secondChance`: possessions with a live offensive rebound; their points are those scored
 *   after the first such rebound (second-chance points).
 *
 * `isOffense: true` rows are the team's possessions, `false` its opponents'. Box-score games
 * have no possessions to classify: a row without play-by-play (`gpPbp` 0, or `coverage` not
 * 'pbp') has every context field null.
 */
import { z } from 'zod';
import { GameCoverageSchema } from './team-games';
import { StatsRowIdentityFields, nullableNumbers, withSuffix } from './fields';

export const PLAY_CONTEXT_NAMES = [
  'total',
  'transition',
  'halfCourt',
  'afterTov',
  'afterStl',
  'afterDrb',
  'afterScore',
  'periodStart',
  'secondChance',
] as const;

const ContextFields = {
  ...nullableNumbers(withSuffix(PLAY_CONTEXT_NAMES, 'Poss')),
  ...nullableNumbers(withSuffix(PLAY_CONTEXT_NAMES, 'Pts')),
  ...nullableNumbers(withSuffix(PLAY_CONTEXT_NAMES, 'Ppp')),
  ...nullableNumbers(withSuffix(PLAY_CONTEXT_NAMES, 'PossFreq')),
};

const TeamSideFields = {
  ...StatsRowIdentityFields,
  competitionId: z.number().int().positive(),
  teamId: z.number().int().positive(),
  teamMarket: z.string(),
  isOffense: z.boolean(),
};

export const TeamAggPppcRowSchema = z.object({
  ...TeamSideFields,
  scope: z.literal('season'),
  conferenceId: z.number().int().nonnegative().nullable(),
  gp: z.number().int().nonnegative(),
  gpPbp: z.number().int().nonnegative(),
  ...ContextFields,
});
export type TeamAggPppcRow = z.infer<typeof TeamAggPppcRowSchema>;

export const TeamGamePppcRowSchema = z.object({
  ...TeamSideFields,
  gameId: z.number().int().positive(),
  gameDate: z.string().nullable(),
  teamIdAgst: z.number().int().positive().nullable(),
  teamMarketAgst: z.string(),
  coverage: GameCoverageSchema,
  ...ContextFields,
});
export type TeamGamePppcRow = z.infer<typeof TeamGamePppcRowSchema>;
