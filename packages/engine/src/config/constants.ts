/**
 * The engine's constants table (METHODS, preamble): every number a method depends on lives here,
 * keyed by (gender, division, season), so a rule change is a new row, not a code change.
 *
 * How a lookup works: `CONSTANT_ROWS` is read top to bottom; every row whose conditions match the
 * key patches the result (one level deep: a row replaces the fields it names inside a group, e.g.
 * `court.threePointLine`, and leaves the rest). The first row is the complete base; later rows
 * carry a rule change or a gender/division difference and say why. Keep rows in chronological
 * order so the last matching row is the newest rule.
 *
 * Coordinates follow the contract's `CourtLocation`: feet from the basket's centre, y toward half
 * court. METHODS measures some heights from the baseline; those are named `…FromBaselineFt` here
 * and converted with `court.basketFromBaselineFt` (5.25 ft) where they are used.
 */
import { getCompetition } from '@courtside/contract';
import type { CanonicalGame, Gender } from '@courtside/contract';

export type Division = 1 | 2 | 3;

export interface ConstantsKey {
  readonly gender: Gender;
  readonly division: Division;
  /** The calendar year the season starts in: 2025 for 2025-26. */
  readonly seasonStartYear: number;
}

/** The three-point line: an arc around the basket, with straight corners along the sidelines. */
export interface ThreePointLine {
  /** Radius of the arc from the basket's centre, in feet. */
  readonly arcFt: number;
  /**
   * Distance of the straight corner segments from the basket's centre (|x|), in feet. Equal to
   * `arcFt` when the arc runs down to the basket's level (the old college lines).
   */
  readonly cornerFt: number;
}

export interface CourtGeometry {
  readonly lengthFt: number;
  readonly widthFt: number;
  readonly basketFromBaselineFt: number;
  readonly laneWidthFt: number;
  readonly freeThrowLineFromBaselineFt: number;
  readonly restrictedArcFt: number;
  readonly threePointLine: ThreePointLine;
}

/** Thresholds of the shot zones (see game/zones.ts for what each one means). */
export interface ZoneGeometry {
  /** At the rim: d ≤ this (METHODS §5). */
  readonly rimFt: number;
  /** Basic 'paint' zone of the NCAA shot files: a two closer than this (and not at the rim). */
  readonly basicPaintMaxFt: number;
  /** Basic corner three and the baseline twos: at most this far from the baseline. */
  readonly cornerBandFromBaselineFt: number;
  /** METHODS' corner three (detailed `c3`): where the 6.75 m line's corners meet the arc. */
  readonly methodsCornerFromBaselineFt: number;
  /** Long two (`lng2`): a mid-range two from at least this far. */
  readonly longTwoFt: number;
  /** Top of the key (`tok3`): an above-the-break three within this angle of straight on. */
  readonly topOfKeyHalfAngleDeg: number;
  /** Long three (`lng3`): a three from at least this far. */
  readonly longThreeFt: number;
  /** Heave: d ≥ this; excluded from efficiency (METHODS §5). */
  readonly heaveFt: number;
  /** The NBA line, for `nba3`: 23'9" arc, 22 ft corners up to 14 ft from the baseline. */
  readonly nbaLine: ThreePointLine;
}

export interface EngineConstants {
  readonly court: CourtGeometry;
  readonly zones: ZoneGeometry;
  /** METHODS §1. */
  readonly possessions: {
    /** `Poss = FGA − ORB + TOV + c·FTA`; 0.475 for college, 0.44 in the pro formulas. */
    readonly ftaCoefficient: number;
    readonly proFtaCoefficient: number;
  };
  /** METHODS §3. */
  readonly ratings: {
    readonly barthagExponent: number;
    readonly homeCourtFactor: {
      readonly home: number;
      readonly away: number;
      readonly neutral: number;
    };
    /** Home-court advantage in points (re-estimated per season). */
    readonly homeCourtPoints: number;
    /** Iterate adjusted ratings until the largest change is below this. */
    readonly convergenceTolerance: number;
    /** Recency weight: games older than `fullWeightDays` lose `perDay` a day, down to `floor`. */
    readonly recency: {
      readonly fullWeightDays: number;
      readonly perDay: number;
      readonly floor: number;
    };
    /** Standard deviation of the final margin around the expected one (WP = Φ(spread/σ)). */
    readonly marginSigma: number;
    /** The preseason prior and shrinkage of the adjusted ratings (team-ratings.ts, preseason-prior.ts). */
    readonly prior: {
      /** Pseudo-games of the preseason expectation before the first game… */
      readonly initialGames: number;
      /** …fading linearly to nothing over this many games. */
      readonly fadeGames: number;
      /** Pseudo-games of shrinkage toward the national average, kept all season. */
      readonly floorGames: number;
      /** Share of last season's offsets carried over: base + perReturningShare·returning share. */
      readonly carryBase: number;
      readonly carryPerReturningShare: number;
      /** Returning share assumed when it is unknown. */
      readonly defaultReturningShare: number;
      /** Share of last season's tempo offset carried over (coaches keep their pace). */
      readonly tempoCarry: number;
      /** Share of its conference's mean offsets a team new to the pool is expected to have. */
      readonly newcomerConferenceCarry: number;
      /** AdjEM offsets by conference tier when there is no last season (first season). */
      readonly tierMargin: { readonly power: number; readonly other: number };
    };
  };
  /** METHODS §7. */
  readonly winProbability: {
    /** σ of the sanity curve, for a whole game of `referenceSeconds`. */
    readonly sigma: number;
    readonly referenceSeconds: number;
  };
  /** METHODS §6. */
  readonly clutch: { readonly windowSeconds: number; readonly maxMargin: number };
  readonly decidingShots: {
    readonly windowSeconds: number;
    readonly maxDeficitTwo: number;
    readonly maxDeficitThree: number;
  };
  readonly runs: { readonly minPoints: number; readonly headlinePoints: number };
  readonly garbageTime: {
    /** Leader's naive win probability where the taper starts (weight 1 below)… */
    readonly taperFrom: number;
    /** …and where the weight reaches 0. */
    readonly zeroAt: number;
    /** The alternative rule: margin of at least this with at most `maxStarters` on the floor. */
    readonly alternativeMargin: number;
    readonly alternativeMaxStarters: number;
  };
  readonly transition: { readonly windowSeconds: number };
  /** METHODS §4 and §8 qualifiers. */
  readonly qualifiers: {
    readonly lineupMinPossessions: number;
    readonly playerMinMinutesShare: number;
    readonly percentileMinMinutesShare: number;
    readonly percentilePoolMinPlayers: number;
  };
  /** METHODS §4: RAPM's publication thresholds and prior (season/rapm-coverage.ts, rapm-prior.ts). */
  readonly rapm: {
    /** Play-by-play games with usable stints a rating pool needs to publish RAPM at all… */
    readonly minGames: number;
    /** …and offensive possessions of its median team in those stints. */
    readonly minMedianTeamPossessions: number;
    /** Possessions on the floor (offence + defence) a player needs to be published. */
    readonly minPlayerPossessions: number;
    /** K in r = n/(n + K): how far the box prior is regressed to the average player. */
    readonly boxStabilizationPossessions: number;
    /** Most weight last season's RAPM can have in the prior… */
    readonly previousSeasonCarry: number;
    /** …reached as last season's possessions on the floor grow past this. */
    readonly previousSeasonStabilizationPossessions: number;
  };
}

type ConstantsPatch = { readonly [K in keyof EngineConstants]?: Partial<EngineConstants[K]> };

export interface ConstantsRow {
  readonly when: {
    readonly gender?: Gender;
    readonly divisions?: readonly Division[];
    /** First and last season (start years, inclusive) the row applies to. */
    readonly fromSeason?: number;
    readonly toSeason?: number;
  };
  readonly set: ConstantsPatch;
  /** Why the row exists, with its METHODS source. */
  readonly why: string;
}

const ft = (feet: number, inches = 0): number => feet + inches / 12;

/** 20'9", the college line from 2008-09 (men) / 2011-12 (women). */
const LINE_20_9: ThreePointLine = { arcFt: ft(20, 9), cornerFt: ft(20, 9) };
/** 22'1.75" (6.75 m) with 21'8" (6.60 m) straight corners. */
const LINE_22_1_75: ThreePointLine = { arcFt: ft(22, 1.75), cornerFt: ft(21, 8) };

/** The first season with a national three-point line (men 1986-87; women 1987-88). */
export const FIRST_THREE_POINT_SEASON = 1986;

const BASE: EngineConstants = {
  court: {
    lengthFt: 94,
    widthFt: 50,
    basketFromBaselineFt: 5.25,
    laneWidthFt: 12,
    freeThrowLineFromBaselineFt: 19,
    restrictedArcFt: 4,
    threePointLine: { arcFt: ft(19, 9), cornerFt: ft(19, 9) },
  },
  zones: {
    rimFt: 4,
    basicPaintMaxFt: 15,
    cornerBandFromBaselineFt: 14,
    methodsCornerFromBaselineFt: 9.8,
    longTwoFt: 17,
    topOfKeyHalfAngleDeg: 22.5,
    longThreeFt: 25,
    heaveFt: 40,
    nbaLine: { arcFt: ft(23, 9), cornerFt: 22 },
  },
  possessions: { ftaCoefficient: 0.475, proFtaCoefficient: 0.44 },
  ratings: {
    barthagExponent: 11.5,
    homeCourtFactor: { home: 1.014, away: 0.986, neutral: 1 },
    homeCourtPoints: 3.75,
    convergenceTolerance: 0.01,
    // Engine default: no recency decay (T-Rank's form is 40 days, then −1% a day to 0.6). Over a
    // season, decay mostly discounts the non-conference games that tie conferences together:
    // without it the 2024-25 men's margins at Selection Sunday agree better with KenPom
    // (Spearman 0.9958 → 0.9967, T-Rank unchanged at 0.993) and the demo league's D-I ratings
    // recover its hidden strengths better (0.883 → 0.904 with the shrinkage below).
    recency: { fullWeightDays: 40, perDay: 0, floor: 1 },
    marginSigma: 10,
    // Engine defaults. The floor is set so the spread of adjusted margins matches the published
    // T-Rank and KenPom ratings of 2024-25 (men, at Selection Sunday: SD ratio 1.03 and 1.02,
    // rank correlation 0.993 and 0.997; packages/warehouse published-ratings test). The preseason
    // part fades over 20 games (about late January), as the published systems phase theirs out.
    // Carry-over: year-to-year slopes of AdjEM on 2023-24…2025-26 are 0.86-0.94 for a whole
    // team; a team returning half its minutes keeps 0.65. Tier margins: mean AdjEM of
    // power-conference and other D-I teams over the same seasons (men +17/−5, women +24/−7),
    // shrunk like the fit.
    prior: {
      initialGames: 8,
      fadeGames: 20,
      floorGames: 1.8,
      carryBase: 0.45,
      carryPerReturningShare: 0.4,
      defaultReturningShare: 0.5,
      tempoCarry: 0.5,
      newcomerConferenceCarry: 0.5,
      tierMargin: { power: 16, other: -4.5 },
    },
  },
  winProbability: { sigma: 10, referenceSeconds: 2400 },
  clutch: { windowSeconds: 300, maxMargin: 5 },
  decidingShots: { windowSeconds: 30, maxDeficitTwo: 2, maxDeficitThree: 3 },
  runs: { minPoints: 8, headlinePoints: 10 },
  garbageTime: {
    taperFrom: 0.99,
    zeroAt: 0.9999,
    alternativeMargin: 10,
    alternativeMaxStarters: 2,
  },
  transition: { windowSeconds: 10 },
  qualifiers: {
    lineupMinPossessions: 50,
    playerMinMinutesShare: 0.1,
    percentileMinMinutesShare: 0.4,
    percentilePoolMinPlayers: 30,
  },
  // Engine defaults, reasoned in rapm-coverage.ts and rapm-prior.ts; to be tuned on held-out
  // seasons once several full play-by-play seasons are in the warehouse.
  rapm: {
    minGames: 40,
    minMedianTeamPossessions: 300,
    minPlayerPossessions: 250,
    boxStabilizationPossessions: 300,
    previousSeasonCarry: 0.5,
    previousSeasonStabilizationPossessions: 1000,
  },
};

/** Women's σ (engine default, see the row): 11 rather than the men's 10. */
const WOMEN_SIGMA = 11;

export const CONSTANT_ROWS: readonly ConstantsRow[] = [
  { when: {}, set: BASE, why: 'Base values of METHODS §1-§8; the 19\'9" line of 1986-2008.' },
  {
    when: { gender: 'FEMALE' },
    set: { ratings: { marginSigma: WOMEN_SIGMA }, winProbability: { sigma: WOMEN_SIGMA } },
    why:
      'METHODS §3/§7 fit σ separately for women. Engine default: a least-squares margin rating ' +
      'fit on the 2023-24..2025-26 NCAA schedules leaves a residual SD of 12.0 for women and ' +
      "11.0 for men; scaling the men's published 10 by that ratio gives 11.",
  },
  {
    when: { gender: 'FEMALE' },
    set: { ratings: { prior: { ...BASE.ratings.prior, tierMargin: { power: 22, other: -6.5 } } } },
    why:
      'Women: power-conference teams stand further above the rest (mean AdjEM +24 against −7 ' +
      'in 2023-24..2025-26, shrunk like the fit).',
  },
  {
    when: { gender: 'MALE', fromSeason: 2008 },
    set: { court: { threePointLine: LINE_20_9 } },
    why: 'Men, all divisions: 20\'9" from 2008-09 (METHODS §5 [S32]).',
  },
  {
    when: { gender: 'FEMALE', fromSeason: 2011 },
    set: { court: { threePointLine: LINE_20_9 } },
    why: 'Women: 20\'9" from 2011-12 (METHODS §5 [S33]).',
  },
  {
    when: { gender: 'MALE', divisions: [1], fromSeason: 2019 },
    set: { court: { threePointLine: LINE_22_1_75 } },
    why: 'Men D-I: 22\'1.75" (the 6.75 m line) from 2019-20 (METHODS §5 [S32][S35]).',
  },
  {
    when: { gender: 'MALE', divisions: [2, 3], fromSeason: 2020 },
    set: { court: { threePointLine: LINE_22_1_75 } },
    why: 'Men D-II/III: 22\'1.75" from 2020-21 (METHODS §5 [S32]).',
  },
  {
    when: { gender: 'FEMALE', fromSeason: 2021 },
    set: { court: { threePointLine: LINE_22_1_75 } },
    why: 'Women: 22\'1.75" from 2021-22 (METHODS §5 [S33][S34]).',
  },
];

function matches(row: ConstantsRow, key: ConstantsKey): boolean {
  const { gender, divisions, fromSeason, toSeason } = row.when;
  return (
    (gender === undefined || gender === key.gender) &&
    (divisions === undefined || divisions.includes(key.division)) &&
    (fromSeason === undefined || key.seasonStartYear >= fromSeason) &&
    (toSeason === undefined || key.seasonStartYear <= toSeason)
  );
}

function applyPatch(target: EngineConstants, patch: ConstantsPatch): EngineConstants {
  // One level deep on purpose: a row names whole fields of a group (a line, a factor set).
  const merged: Record<string, unknown> = { ...target };
  for (const [group, fields] of Object.entries(patch)) {
    merged[group] = { ...(merged[group] as object), ...fields };
  }
  return merged as unknown as EngineConstants;
}

/** The constants in force for one gender, division and season. */
export function constantsFor(key: ConstantsKey, rows = CONSTANT_ROWS): EngineConstants {
  if (!Number.isInteger(key.seasonStartYear) || key.seasonStartYear < FIRST_THREE_POINT_SEASON) {
    throw new RangeError(`No constants for the ${key.seasonStartYear} season`);
  }
  return rows
    .filter((row) => matches(row, key))
    .reduce((acc, row) => applyPatch(acc, row.set), BASE);
}

/**
 * The season a game belongs to: its competition's start year when known, else from the date
 * (college seasons start in November, so January-June games belong to the previous year's season).
 */
export function seasonStartYearOf(game: Pick<CanonicalGame, 'competitionId' | 'date'>): number {
  const competition = game.competitionId === null ? undefined : getCompetition(game.competitionId);
  if (competition) return competition.yearStart;
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(game.date);
  if (!match) throw new RangeError(`Unreadable game date ${game.date}`);
  const year = Number(match[1]);
  return Number(match[2]) >= 7 ? year : year - 1;
}

/** The constants for a game (division 1 unless told: the canonical game does not carry it). */
export function constantsForGame(
  game: Pick<CanonicalGame, 'gender' | 'competitionId' | 'date'>,
  division: Division = 1,
): EngineConstants {
  return constantsFor({ gender: game.gender, division, seasonStartYear: seasonStartYearOf(game) });
}

/** Constants of the newest season (2025-26 men's D-I), for callers without a key. */
export const DEFAULT_CONSTANTS: EngineConstants = constantsFor({
  gender: 'MALE',
  division: 1,
  seasonStartYear: 2025,
});
