/**
 * Option bundles of the season models for one (gender, division, season), read from the
 * engine's constants table (config/constants.ts, METHODS preamble), so that a rule or parameter
 * change is a table row, never an edit here. Model-specific choices that the table does not
 * carry (blowout threshold, RAPM λ grid, box coefficients) keep the defaults of their modules.
 */
import type { EngineConstants } from '../config/constants';
import type { PercentileOptions } from './percentiles';
import type { PerOptions } from './per';
import type { PredictOptions } from './predictions';
import type { PriorWeights } from './preseason-prior';
import type { TeamRatingsOptions } from './team-ratings';

export interface SeasonModelOptions {
  /** Everything but the prior, whose offsets depend on the pool (preseason-prior.ts). */
  teamRatings: TeamRatingsOptions;
  /** The prior's weights, to go with those offsets. */
  priorWeights: PriorWeights;
  predictions: PredictOptions;
  percentiles: PercentileOptions;
  per: PerOptions;
  /** Share of team minutes under which a player is flagged / excluded. */
  minMinutesShare: number;
}

export function seasonModelOptions(constants: EngineConstants): SeasonModelOptions {
  const { ratings, qualifiers } = constants;
  return {
    teamRatings: {
      homeCourt: ratings.homeCourtFactor,
      recency: ratings.recency,
      barthagExponent: ratings.barthagExponent,
      tolerance: ratings.convergenceTolerance,
    },
    priorWeights: {
      initialGames: ratings.prior.initialGames,
      fadeGames: ratings.prior.fadeGames,
      floorGames: ratings.prior.floorGames,
    },
    predictions: { homeCourt: ratings.homeCourtFactor, sigma: ratings.marginSigma },
    percentiles: {
      minPoolSize: qualifiers.percentilePoolMinPlayers,
      excludeBelowMinutesShare: qualifiers.playerMinMinutesShare,
      qualifyingMinutesShare: qualifiers.percentileMinMinutesShare,
    },
    per: { possessionFtaCoefficient: constants.possessions.ftaCoefficient },
    minMinutesShare: qualifiers.playerMinMinutesShare,
  };
}
