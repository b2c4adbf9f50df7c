/**
 * The engine's game prediction (METHODS §3 "Prediction", engine season/predictions.ts) for a
 * row of the game list, from the two teams' stored adjusted ratings and the competition's league
 * averages: expected points of each side, the home margin and the home win probability, with the
 * home-court factors unless the site is neutral. The venue factors and σ come from the same
 * constants row the ratings were fitted with (team-ratings build: Division I row of the
 * competition's gender and season), so the prediction re-applies exactly what the fit removed.
 *
 * The stored ratings are those of the last build: for a game still to be played they are the
 * ratings to date (a projection); for a played game they already include its result, so the
 * numbers are the expectation the season's ratings give for it (retrospective), not a forecast
 * made before tip-off.
 */
import type { Gender } from '@courtside/contract';
import { constantsFor, predictGame, seasonModelOptions } from '@courtside/engine';
import type { LeagueAverages, MatchupRating, PredictOptions } from '@courtside/engine';

export type GamePredictionKind = 'projected' | 'retrospective';

export interface GameListPrediction {
  kind: GamePredictionKind;
  predictedHomeScore: number;
  predictedAwayScore: number;
  /** Home minus away, points. */
  predictedHomeMargin: number;
  /** 0-1. */
  homeWinProbability: number;
}

/** What a game row carries for its prediction; any null means no prediction. */
export interface PredictionInputs {
  home: MatchupRating | null;
  away: MatchupRating | null;
  league: LeagueAverages | null;
  gender: Gender | null;
  seasonStartYear: number | null;
  isNeutral: boolean;
  played: boolean;
}

// One options bundle per (gender, season): constantsFor folds the whole constants table.
const optionsCache = new Map<string, PredictOptions>();

function predictOptions(gender: Gender, seasonStartYear: number): PredictOptions {
  const cacheKey = `${gender}|${seasonStartYear}`;
  const cached = optionsCache.get(cacheKey);
  if (cached !== undefined) return cached;
  // Division 1: the row buildTeamRatings fits every competition's ratings with.
  const options = seasonModelOptions(
    constantsFor({ gender, division: 1, seasonStartYear }),
  ).predictions;
  optionsCache.set(cacheKey, options);
  return options;
}

export function gameListPrediction(inputs: PredictionInputs): GameListPrediction | null {
  const { home, away, league, gender, seasonStartYear } = inputs;
  if (home === null || away === null || league === null) return null;
  if (gender === null || seasonStartYear === null) return null;
  const prediction = predictGame(home, away, league, {
    ...predictOptions(gender, seasonStartYear),
    site: inputs.isNeutral ? 'neutral' : 'home',
  });
  return {
    kind: inputs.played ? 'retrospective' : 'projected',
    predictedHomeScore: prediction.pointsA,
    predictedAwayScore: prediction.pointsB,
    predictedHomeMargin: prediction.spread,
    homeWinProbability: prediction.winProbability,
  };
}
