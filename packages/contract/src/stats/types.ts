/**
 * The shape of one entry of the stat registry: everything the layers that send, validate, sum
 * or show a statistic need to know about it, as plain data (no zod, no engine), so the web can
 * read it as well as the API.
 */

/** What the number measures. */
export type StatUnit =
  | 'count'
  | 'points'
  | 'fraction'
  | 'ratio'
  | 'pointsPer100Possessions'
  | 'possessionsPer40Minutes'
  | 'rank';

/** How a value is written for people (the web's formats of the same names). */
export type StatFormat =
  | 'integer'
  | 'signedInteger'
  | 'decimal1'
  | 'decimal2'
  | 'signedDecimal1'
  | 'pct'
  | 'rating'
  | 'rank';

/** Which way is better; 'neutral' stats (tempo, attempts of a style) have no good end. */
export type StatDirection = 'higher' | 'lower' | 'neutral';

/**
 * How a total converts for display: per game, per 40 minutes, per 100 possessions. An empty
 * list means the value is shown as sent (rates, ratings, values already per game).
 */
export type StatScale = 'perGame' | 'per40' | 'per100';

/** What a stat is about (the web groups its column picker by it). */
export type StatFamily = 'box' | 'shooting' | 'ratings' | 'team' | 'player';

/** The row families that carry a stat: team lines (aggregates and games) and player lines. */
export type StatRowFamily = 'team' | 'player';

/**
 * Who is served the stat: 'public' stats are in the public player list
 * (`player-agg-stats-public`; a counting stat there as its `…Pg` form), 'full' ones only in the
 * full rows of the tiers that open them.
 */
export type StatTier = 'public' | 'full';

export interface StatEntry<K extends string = string> {
  /** The response field, spelled as spec/response-fields.md has it. */
  readonly key: K;
  /** Full name, e.g. "Effective field-goal %". */
  readonly label: string;
  /** Column header, e.g. "eFG%" (at most 16 characters). */
  readonly shortLabel: string;
  /** The definition (METHODS formulas), one or more sentences. */
  readonly description: string;
  readonly unit: StatUnit;
  readonly format: StatFormat;
  readonly direction: StatDirection;
  readonly scaling: readonly StatScale[];
  readonly family: StatFamily;
  /**
   * May be null in a row that has a box score: the source lacks it (steals and fouls of the
   * NCAA team box, the play-by-play extras, any rate without a denominator).
   */
  readonly nullable: boolean;
  readonly rows: readonly StatRowFamily[];
  readonly tier: StatTier;
}

/** Labels of a derived form that reads better than the generated ones ("PPG", "Points allowed"). */
export interface FormLabels {
  readonly label?: string;
  readonly shortLabel?: string;
  readonly description?: string;
}

/** A counting stat: a sum over games of one column of the game rows. */
export interface CountingStatEntry<
  K extends string = string,
  A extends string = string,
  B extends boolean = boolean,
  C extends string | null = string | null,
> extends StatEntry<K> {
  /**
   * The snake_case column of the warehouse's game rows it sums (`opp_` + column for the
   * opponent); null for a stat that is the sum of others (`sumOf`).
   */
  readonly column: C;
  /** The counting stats it adds up when it has no column of its own (reb = orb + drb). */
  readonly sumOf: readonly string[];
  /** The opponent's version: `{key}Agst`, except points (`ptsAgst`). */
  readonly agstKey: A;
  /** In the official box-score line (players and team totals of a game's box). */
  readonly inOfficialBox: B;
  /** Label overrides of the `…Pg` and `…Agst` forms. */
  readonly perGameLabels: FormLabels;
  readonly agstLabels: FormLabels;
}

/** A rate, share or rating: computed by the engine from counting stats, named here. */
export interface RateStatEntry<K extends string = string> extends StatEntry<K> {
  /** Team rows carry the opponents' version, `{key}Agst`. */
  readonly hasAgst: boolean;
}
