/**
 * How the odds before the tournament held up against what happened: every team's chance of
 * reaching each round (the round of 32 … the title) set beside whether it did, over the rounds
 * already decided. Scored two ways: the Brier score (the mean squared miss, 0 perfect) against a
 * forecaster that knows only how many teams reach each round, and a reliability table (of the
 * predictions near a given chance, how many came true).
 */
import { BRACKET_ODDS_ROUND_KEYS } from '@courtside/contract';
import type { BracketOddsRow } from '@courtside/contract/schemas';

/**
 * The rounds scored, by the odds' numbering (r: alive at the start of round r, 7 the title).
 * Reaching the round of 64 is left out: it is certain for every team but the First Four's.
 */
export const SCORED_ROUNDS = [2, 3, 4, 5, 6, 7] as const;
export type ScoredRound = (typeof SCORED_ROUNDS)[number];

/** What a prediction of the round is about, in words: "reaching the Sweet 16". */
export const ROUND_PREDICTION: Readonly<Record<ScoredRound, string>> = {
  2: 'reaching the round of 32',
  3: 'reaching the Sweet 16',
  4: 'reaching the Elite Eight',
  5: 'reaching the Final Four',
  6: 'reaching the final',
  7: 'winning the title',
};

/** The reliability table's rows: from ≤ chance < to, the last one including 1. */
export const RELIABILITY_BINS: ReadonlyArray<{ from: number; to: number }> = [
  { from: 0, to: 0.1 },
  { from: 0.1, to: 0.25 },
  { from: 0.25, to: 0.5 },
  { from: 0.5, to: 0.75 },
  { from: 0.75, to: 0.9 },
  { from: 0.9, to: 1 },
];

export interface ReliabilityRow {
  from: number;
  to: number;
  /** "25–50%". */
  range: string;
  /** (team, round) predictions whose chance falls in the range. */
  predictions: number;
  /** Their mean chance; null without any. */
  meanPredicted: number | null;
  /** The share of them that came true; null without any. */
  happened: number | null;
}

export interface TitleOdds {
  teamId: number;
  teamMarket: string;
  /** The chance of the title before the tournament. */
  oddsChampion: number;
}

export interface Calibration {
  /** The rounds decided for every team, in order. */
  rounds: ScoredRound[];
  teams: number;
  /** teams × rounds. */
  predictions: number;
  brier: number;
  /** The Brier score of giving every team the same chance of a round: the share that made it. */
  baselineBrier: number;
  reliability: ReliabilityRow[];
  /** The team with the best title odds (the first listed on a tie). */
  favorite: TitleOdds;
  /** Null until the final is played. */
  champion: TitleOdds | null;
}

const oddsOf = (row: BracketOddsRow, round: ScoredRound): number =>
  row[BRACKET_ODDS_ROUND_KEYS[round - 1] ?? 'oddsChampion'];

/**
 * Whether the team was alive at the start of the round, once the round is decided: a team that
 * lost in round e reached every round up to e; the champion, and a team still alive once the
 * round is decided, reached it.
 */
export function reachedRound(row: BracketOddsRow, round: ScoredRound): boolean {
  return row.eliminatedRound === null || row.eliminatedRound >= round;
}

/**
 * The rounds whose outcome is known for every team. A round is decided once every game before
 * it has been played, which is when the teams not yet eliminated are exactly as many as the
 * round has places (each game eliminates one team). The number of places is the sum of the
 * round's odds, since every simulated tournament fills each round exactly. A round the whole
 * field is sure to reach (one a small bracket skips) predicts nothing and is left out.
 *
 * Whole rounds only: counting each team as soon as its own game is played would, in a round
 * half played, take in every loser's miss while leaving out the winners still to play.
 */
export function decidedRounds(rows: readonly BracketOddsRow[]): ScoredRound[] {
  return SCORED_ROUNDS.filter((round) => {
    const places = Math.round(rows.reduce((sum, row) => sum + oddsOf(row, round), 0));
    const stillIn = rows.filter((row) => reachedRound(row, round)).length;
    return places < rows.length && stillIn === places;
  });
}

interface Prediction {
  chance: number;
  happened: boolean;
  /** The chance a forecaster knowing only the round's share of the field would give. */
  baseline: number;
}

/**
 * A team's chance of a round counts when it could have gone either way: not a certainty (0 or 1,
 * e.g. every team of a small bracket reaching the rounds it skips) and not the same chance as the
 * round before, which is the same event again (a round the team passes without a game).
 */
function isPrediction(row: BracketOddsRow, round: ScoredRound): boolean {
  const chance = oddsOf(row, round);
  const before = row[BRACKET_ODDS_ROUND_KEYS[round - 2] ?? 'oddsRound64'];
  return chance > 0 && chance < 1 && chance !== before;
}

function predictionsOf(
  rows: readonly BracketOddsRow[],
  rounds: readonly ScoredRound[],
): Prediction[] {
  return rounds.flatMap((round) => {
    const share = rows.filter((row) => reachedRound(row, round)).length / rows.length;
    return rows
      .filter((row) => isPrediction(row, round))
      .map((row) => ({
        chance: oddsOf(row, round),
        happened: reachedRound(row, round),
        baseline: share,
      }));
  });
}

const percent = (fraction: number): string => `${Math.round(fraction * 100)}`;

function reliabilityTable(predictions: readonly Prediction[]): ReliabilityRow[] {
  return RELIABILITY_BINS.map(({ from, to }, index) => {
    const last = index === RELIABILITY_BINS.length - 1;
    const inBin = predictions.filter(
      ({ chance }) => chance >= from && (chance < to || (last && chance <= to)),
    );
    const count = inBin.length;
    return {
      from,
      to,
      range: `${percent(from)}–${percent(to)}%`,
      predictions: count,
      meanPredicted:
        count === 0 ? null : inBin.reduce((sum, { chance }) => sum + chance, 0) / count,
      happened: count === 0 ? null : inBin.filter(({ happened }) => happened).length / count,
    };
  });
}

const squaredMiss = (chance: number, happened: boolean): number =>
  (chance - (happened ? 1 : 0)) ** 2;

const titleOdds = (row: BracketOddsRow): TitleOdds => ({
  teamId: row.teamId,
  teamMarket: row.teamMarket,
  oddsChampion: row.oddsChampion,
});

/**
 * The calibration of the odds before the tournament (rows of scope `pre`, which carry what
 * actually happened), or null while no scored round is decided.
 */
export function calibration(rows: readonly BracketOddsRow[]): Calibration | null {
  const rounds = decidedRounds(rows);
  const [first, ...rest] = rows;
  if (rounds.length === 0 || first === undefined) return null;
  const predictions = predictionsOf(rows, rounds);
  const mean = (miss: (prediction: Prediction) => number) =>
    predictions.reduce((sum, prediction) => sum + miss(prediction), 0) / predictions.length;
  const favorite = rest.reduce(
    (best, row) => (row.oddsChampion > best.oddsChampion ? row : best),
    first,
  );
  const champion = rows.find((row) => row.isChampion);
  return {
    rounds,
    teams: rows.length,
    predictions: predictions.length,
    brier: mean(({ chance, happened }) => squaredMiss(chance, happened)),
    baselineBrier: mean(({ baseline, happened }) => squaredMiss(baseline, happened)),
    reliability: reliabilityTable(predictions),
    favorite: titleOdds(favorite),
    champion: champion === undefined ? null : titleOdds(champion),
  };
}

/**
 * How much smaller the odds' Brier score is than the baseline's, as a fraction (negative when
 * the odds did worse): the Brier skill score.
 */
export function brierSkill({ brier, baselineBrier }: Calibration): number {
  return baselineBrier === 0 ? 0 : 1 - brier / baselineBrier;
}
