/**
 * A player's sums (season scope, game, period or clutch split) → the vocabulary's player line,
 * with the rates computed by the engine's playerRates (METHODS §2) from the player's line, the
 * team's line over the same games or split, and the opponents' rebounds, attempts and
 * possessions. Counting stats stay whole numbers; a rate without a denominator is null.
 */
import { playerRates } from '@courtside/engine';
import type { BoxCounts, PlayerRates, PlayerSeasonInput } from '@courtside/engine';
import type { Counting } from '@courtside/warehouse';

export interface PlayerSums {
  readonly playerId: number | null;
  readonly teamId: number | null;
  readonly games: number;
  readonly mins: number;
  readonly offPoss: number;
  readonly stats: Counting;
  readonly pfd: number;
  readonly plusMinus: number;
  readonly team: { minutes: number; poss: number; stats: Counting };
  readonly opponent: { orb: number; drb: number; fga: number; fga3: number; poss: number };
}

const box = (stats: Counting): BoxCounts => ({
  pts: stats.pts,
  fgm: stats.fgm,
  fga: stats.fga,
  fgm3: stats.fgm3,
  fga3: stats.fga3,
  ftm: stats.ftm,
  fta: stats.fta,
  orb: stats.orb,
  drb: stats.drb,
  ast: stats.ast,
  stl: stats.stl,
  blk: stats.blk,
  tov: stats.tov,
  pf: stats.pf,
});

/** The engine's rates of a player line (ids only label the result). */
export function ratesOf(sums: PlayerSums): PlayerRates {
  const input: PlayerSeasonInput = {
    playerId: sums.playerId ?? 0,
    teamId: sums.teamId ?? 0,
    position: null,
    games: sums.games,
    minutes: sums.mins,
    stats: box(sums.stats),
    team: {
      ...box(sums.team.stats),
      games: sums.games,
      minutes: sums.team.minutes,
      poss: sums.team.poss,
    },
    opponent: sums.opponent,
  };
  return playerRates(input);
}

export interface PlayerLineValues {
  mins: number;
  poss: number;
  ptsScored: number;
  fgm: number;
  fga: number;
  fgm2: number;
  fga2: number;
  fgm3: number;
  fga3: number;
  ftm: number;
  fta: number;
  orb: number;
  drb: number;
  reb: number;
  ast: number;
  stl: number;
  blk: number;
  tov: number;
  pf: number;
  pfd: number;
  plusMinus: number;
  fgPct: number | null;
  fg2Pct: number | null;
  fg3Pct: number | null;
  ftPct: number | null;
  efgPct: number | null;
  tsPct: number | null;
  fga3Rate: number | null;
  ftaRate: number | null;
  orbPct: number | null;
  drbPct: number | null;
  rebPct: number | null;
  astPct: number | null;
  astTov: number | null;
  stlPct: number | null;
  blkPct: number | null;
  tovPct: number | null;
  usagePct: number | null;
}

export function playerLineValues(
  sums: PlayerSums,
  rates: PlayerRates = ratesOf(sums),
): PlayerLineValues {
  const s = sums.stats;
  return {
    mins: sums.mins,
    poss: sums.offPoss,
    ptsScored: s.pts,
    fgm: s.fgm,
    fga: s.fga,
    fgm2: s.fgm2,
    fga2: s.fga2,
    fgm3: s.fgm3,
    fga3: s.fga3,
    ftm: s.ftm,
    fta: s.fta,
    orb: s.orb,
    drb: s.drb,
    reb: s.orb + s.drb,
    ast: s.ast,
    stl: s.stl,
    blk: s.blk,
    tov: s.tov,
    pf: s.pf,
    pfd: sums.pfd,
    plusMinus: sums.plusMinus,
    fgPct: rates.fgPct,
    fg2Pct: rates.fg2Pct,
    fg3Pct: rates.fg3Pct,
    ftPct: rates.ftPct,
    efgPct: rates.efgPct,
    tsPct: rates.tsPct,
    fga3Rate: rates.fga3Rate,
    ftaRate: rates.ftaRate,
    orbPct: rates.orbPct,
    drbPct: rates.drbPct,
    rebPct: rates.rebPct,
    astPct: rates.astPct,
    astTov: rates.astTov,
    stlPct: rates.stlPct,
    blkPct: rates.blkPct,
    tovPct: rates.tovPct,
    usagePct: rates.usagePct,
  };
}

/** 'game' → 'Full Game', 'clutch' → 'Clutch'; periods through the contract's labels. */
export const FULL_GAME_LABEL = 'Full Game';
export const CLUTCH_LABEL = 'Clutch';
