/**
 * Prior means for RAPM (METHODS §4: "shrink toward a box-score prior and pool seasons" [S30]).
 * rapm.ts shrinks each player toward β₀ instead of 0; this module builds β₀ per player id.
 *
 * 1. Box split (boxRatingSplit). The box rating (box-rating.ts, BPM-style) is one number; RAPM
 *    has two. Following BPM 2.0's OBPM/DBPM [S13], the raw rating's terms are split by the side
 *    of the ball they describe: offence = points, FGA, FTA, 3PM, assists, turnovers, offensive
 *    rebounds; defence = defensive rebounds, steals, blocks, fouls; the intercept and the role
 *    terms (F, C) go half to each. The team constant is split the same way against the team's
 *    adjusted offence and defence: with m_i = MP_i/(TmMP/5) and A the average efficiency of
 *    the team's rating pool (its division),
 *        c_O = (AdjO − A − Σ m·rawO)/Σ m,    c_D = (A − AdjD − Σ m·rawD)/Σ m,
 *    so OBPM = rawO + c_O, DBPM = rawD + c_D, OBPM + DBPM = BPM exactly (c_O + c_D = c when
 *    AdjEM = AdjO − AdjD), and a team's minutes-weighted OBPMs add up to its AdjO − A (DBPMs to
 *    A − AdjD). A player with two teams in a season gets the possession-weighted mean of his
 *    rows. No rating (no minutes, steals/blocks not recorded, team unrated) → no box prior.
 *
 * 2. Box reliability. A box rating from a few minutes is mostly noise (one made three in four
 *    minutes is a huge rate), so the box part of the prior is regressed to the average player:
 *        box prior = r·(OBPM, DBPM),   r = n/(n + K_box),
 *    n = the player's possessions on the floor (box-rating.ts floorPossessions), K_box =
 *    boxStabilizationPossessions (engine default 300: half weight after ≈ 4 full games).
 *
 * 3. Season pooling. Last season's published RAPM of the same person (the warehouse matches
 *    players.person_id) enters with weight
 *        w = carry·m/(m + K_prev),   m = last season's possessions on the floor ((off + def)/2),
 *    carry = previousSeasonCarry (engine default 0.5: a year apart players develop, change role
 *    and team, so last season never speaks for more than half), K_prev =
 *    previousSeasonStabilizationPossessions (engine default 1,000: a starter's full season of
 *    ≈ 2,000 → w ≈ 0.33, a bench season of 300 → w ≈ 0.12). Prior = w·last season +
 *    (1 − w)·box prior; a newcomer (no RAPM last season) keeps the box prior alone, a player
 *    without a box rating w·last season, a player with neither 0 (the average player).
 *
 * Constants: EngineConstants.rapm (config/constants.ts). rapm.ts then centres the whole prior at
 * possession-weighted mean 0 per side, so these means only move players relative to each other.
 */
import {
  BOX_FEATURES,
  DEFAULT_BOX_COEFFICIENTS,
  boxFeatureRow,
  floorPossessions,
  leagueBoxRates,
  type BoxCoefficients,
  type BoxFeature,
  type LeagueBoxRates,
} from './box-rating';
import type { PlayerSeasonInput } from './inputs';
import type { RapmPrior } from './rapm';

/** Box-score terms that describe the offence; the others describe the defence. */
export const OFFENSIVE_BOX_FEATURES: ReadonlySet<BoxFeature> = new Set([
  'pts',
  'fga',
  'fta',
  'fgm3',
  'ast',
  'tov',
  'orb',
]);

export interface TeamAdjustedEfficiency {
  /** AdjO and AdjD, points per 100 possessions. */
  ortgAdj: number;
  drtgAdj: number;
  /** Average efficiency A of the team's rating pool (AdjO and AdjD are relative to it). */
  averageEfficiency: number;
}

export interface BoxRatingSplitOptions {
  teams: ReadonlyMap<number, TeamAdjustedEfficiency>;
  coefficients?: BoxCoefficients;
  league?: LeagueBoxRates;
}

export interface BoxRatingSplit {
  playerId: number;
  obpm: number;
  dbpm: number;
  /** Possessions on the floor the rating rests on (all teams of the season). */
  possessions: number;
}

interface SplitRow {
  p: PlayerSeasonInput;
  share: number;
  rawO: number;
  rawD: number;
}

function splitRaw(row: readonly number[], c: BoxCoefficients): { rawO: number; rawD: number } {
  const last = BOX_FEATURES.length + 1;
  const shared = c.intercept + c.forward * (row[last] ?? 0) + c.center * (row[last + 1] ?? 0);
  let rawO = shared / 2;
  let rawD = shared / 2;
  BOX_FEATURES.forEach((f, k) => {
    const term = c.rates[f] * (row[k + 1] ?? 0);
    if (OFFENSIVE_BOX_FEATURES.has(f)) rawO += term;
    else rawD += term;
  });
  return { rawO, rawD };
}

/** OBPM/DBPM per player id (see 1. above); players without a full box rating are left out. */
export function boxRatingSplit(
  players: readonly PlayerSeasonInput[],
  options: BoxRatingSplitOptions,
): Map<number, BoxRatingSplit> {
  const coefficients = options.coefficients ?? DEFAULT_BOX_COEFFICIENTS;
  const league = options.league ?? leagueBoxRates(players);
  const rows: SplitRow[] = [];
  for (const p of players) {
    const x = boxFeatureRow(p, league);
    const gameLength = p.team.minutes / 5;
    if (!x || !(gameLength > 0)) continue;
    rows.push({ p, share: p.minutes / gameLength, ...splitRaw(x, coefficients) });
  }
  const sums = new Map<number, { m: number; mO: number; mD: number }>();
  for (const r of rows) {
    const s = sums.get(r.p.teamId) ?? { m: 0, mO: 0, mD: 0 };
    s.m += r.share;
    s.mO += r.share * r.rawO;
    s.mD += r.share * r.rawD;
    sums.set(r.p.teamId, s);
  }
  const merged = new Map<number, { o: number; d: number; n: number }>();
  for (const r of rows) {
    const s = sums.get(r.p.teamId);
    const team = options.teams.get(r.p.teamId);
    if (!s || !(s.m > 0) || !team) continue;
    const cO = (team.ortgAdj - team.averageEfficiency - s.mO) / s.m;
    const cD = (team.averageEfficiency - team.drtgAdj - s.mD) / s.m;
    const n = floorPossessions(r.p);
    const acc = merged.get(r.p.playerId) ?? { o: 0, d: 0, n: 0 };
    // A row without possessions still carries the rating, with a token weight.
    const w = n > 0 ? n : 1e-9;
    acc.o += w * (r.rawO + cO);
    acc.d += w * (r.rawD + cD);
    acc.n += w;
    merged.set(r.p.playerId, acc);
  }
  const out = new Map<number, BoxRatingSplit>();
  for (const [playerId, acc] of merged) {
    out.set(playerId, {
      playerId,
      obpm: acc.o / acc.n,
      dbpm: acc.d / acc.n,
      possessions: acc.n > 1e-6 ? acc.n : 0,
    });
  }
  return out;
}

export interface RapmPriorSettings {
  boxStabilizationPossessions: number;
  previousSeasonCarry: number;
  previousSeasonStabilizationPossessions: number;
}

export interface PreviousSeasonRapm {
  orapm: number;
  drapm: number;
  /** Offence + defence possessions last season (the warehouse's rapm.poss). */
  possessions: number;
}

export type RapmPriorSource = 'box' | 'box+previous' | 'previous' | 'none';

export interface RapmPriorDetail extends RapmPrior {
  source: RapmPriorSource;
  /** r of the box part and w of last season (0 when absent). */
  boxReliability: number;
  previousWeight: number;
}

/**
 * Prior mean per player id (see 2. and 3. above) for every id in `playerIds`; ids with neither
 * a box split nor last season get { 0, 0, source 'none' }.
 */
export function rapmPriors(
  playerIds: Iterable<number>,
  box: ReadonlyMap<number, BoxRatingSplit>,
  previous: ReadonlyMap<number, PreviousSeasonRapm>,
  settings: RapmPriorSettings,
): Map<number, RapmPriorDetail> {
  const kBox = settings.boxStabilizationPossessions;
  const kPrev = settings.previousSeasonStabilizationPossessions;
  const carry = settings.previousSeasonCarry;
  if (!(kBox > 0) || !(kPrev > 0) || !(carry >= 0 && carry <= 1))
    throw new Error(
      'rapmPriors: stabilization possessions must be positive and the carry within [0, 1]',
    );
  const out = new Map<number, RapmPriorDetail>();
  for (const id of playerIds) {
    const b = box.get(id);
    const last = previous.get(id);
    const r = b ? b.possessions / (b.possessions + kBox) : 0;
    const boxO = b ? r * b.obpm : 0;
    const boxD = b ? r * b.dbpm : 0;
    const m = last ? Math.max(0, last.possessions) / 2 : 0;
    const w = last ? (carry * m) / (m + kPrev) : 0;
    out.set(id, {
      orapm: w * (last?.orapm ?? 0) + (1 - w) * boxO,
      drapm: w * (last?.drapm ?? 0) + (1 - w) * boxD,
      source: b && last ? 'box+previous' : b ? 'box' : last ? 'previous' : 'none',
      boxReliability: r,
      previousWeight: w,
    });
  }
  return out;
}
