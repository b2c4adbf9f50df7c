/**
 * Player rates over a season (METHODS §2) and the simple box-score rating, Game Score per 40.
 *
 * Team-share rates credit a player with his share of what happened while he was on the floor,
 * estimating "while on the floor" by his minute share MP/(TmMP/5) (TmMP = 200 per game + 25 per
 * overtime, so TmMP/5 is the game length):
 *   TS% = PTS/(2·(FGA + 0.44·FTA))            eFG% = (FGM + 0.5·3PM)/FGA
 *   USG% = (FGA + 0.44·FTA + TOV)·(TmMP/5)/(MP·(TmFGA + 0.44·TmFTA + TmTOV))
 *   AST% = AST/((MP/(TmMP/5))·TmFGM − FGM)    TOV% = TOV/(FGA + 0.44·FTA + TOV)
 *   ORB% = ORB·(TmMP/5)/(MP·(TmORB + OppDRB)), DRB% with TmDRB + OppORB, REB% with all boards
 *   STL% = STL·(TmMP/5)/(MP·OppPoss)           BLK% = BLK·(TmMP/5)/(MP·(OppFGA − Opp3PA))
 *   Per40 = stat·40/MP.
 * Percentages are returned as fractions (the API's `…Pct` convention): USG% 20% is 0.20.
 * Because the usage shares of a team's players add up to its plays, the minutes-weighted mean
 * USG% of a team is exactly 20% when every play is credited to a player (team turnovers, which
 * belong to no one, pull it slightly below).
 *
 * Game Score (Hollinger) = PTS + 0.4·FGM − 0.7·FGA − 0.4·(FTA − FTM) + 0.7·ORB + 0.3·DRB + STL
 * + 0.7·AST + 0.7·BLK − 0.4·PF − TOV, summed over the season and put per 40 minutes.
 *
 * Honest gaps: MP = 0 gives null for every rate; a rate whose denominator is zero (no shots, no
 * opponent possessions) is null; missing steals or blocks give null STL%, BLK%, their per-40 and
 * Game Score — never a 0 that would read as "recorded none". Players under 10% of the team's
 * minutes are flagged (METHODS §8) but still computed, so the caller decides what to show.
 */
import { DEFAULT_CONSTANTS } from '../config/constants';
import type { BoxCounts, PlayerSeasonInput } from './inputs';
import {
  effectiveFgPct,
  playsUsed,
  threePointAttemptRate,
  threePointPct,
  trueShootingPct,
} from './rate-formulas';

/** Share of team minutes below which a player is excluded everywhere (METHODS §8). */
export const MIN_MINUTES_SHARE = DEFAULT_CONSTANTS.qualifiers.playerMinMinutesShare;

export type Per40Stat =
  | 'pts'
  | 'fgm'
  | 'fga'
  | 'fgm3'
  | 'fga3'
  | 'ftm'
  | 'fta'
  | 'orb'
  | 'drb'
  | 'reb'
  | 'ast'
  | 'stl'
  | 'blk'
  | 'tov'
  | 'pf';

export interface PlayerRates {
  playerId: number;
  teamId: number;
  minutes: number;
  /** MP/(TmMP/5): the share of the team's available minutes, 0..1. */
  minutesShare: number;
  /** Under MIN_MINUTES_SHARE. */
  belowMinutesThreshold: boolean;
  fgPct: number | null;
  fg2Pct: number | null;
  fg3Pct: number | null;
  ftPct: number | null;
  efgPct: number | null;
  tsPct: number | null;
  fga3Rate: number | null;
  ftaRate: number | null;
  usagePct: number | null;
  astPct: number | null;
  tovPct: number | null;
  orbPct: number | null;
  drbPct: number | null;
  rebPct: number | null;
  stlPct: number | null;
  blkPct: number | null;
  astTov: number | null;
  per40: Record<Per40Stat, number | null>;
  gameScore: number | null;
  gameScorePer40: number | null;
}

/** a/b, or null when b is not positive or either side is missing. */
function ratio(a: number | null, b: number | null): number | null {
  if (a === null || b === null || !(b > 0) || !Number.isFinite(a)) return null;
  return a / b;
}

/** Hollinger's Game Score of a line; null when steals or blocks were not recorded. */
export function gameScore(s: BoxCounts): number | null {
  if (s.stl === null || s.blk === null) return null;
  return (
    s.pts +
    0.4 * s.fgm -
    0.7 * s.fga -
    0.4 * (s.fta - s.ftm) +
    0.7 * s.orb +
    0.3 * s.drb +
    s.stl +
    0.7 * s.ast +
    0.7 * s.blk -
    0.4 * s.pf -
    s.tov
  );
}

export function playerRates(
  p: PlayerSeasonInput,
  options: { minMinutesShare?: number } = {},
): PlayerRates {
  const s = p.stats;
  const tm = p.team;
  const opp = p.opponent;
  const mp = p.minutes > 0 ? p.minutes : null;
  const gameLength = tm.minutes / 5;
  const minutesShare = gameLength > 0 ? p.minutes / gameLength : 0;
  // (TmMP/5)/MP: the factor that turns a team total into "per player-minute on the floor".
  const floorFactor = mp === null ? null : gameLength / mp;
  const share = (stat: number | null, teamTotal: number): number | null =>
    floorFactor === null || stat === null ? null : ratio(stat * floorFactor, teamTotal);
  const per40 = (stat: number | null): number | null =>
    mp === null || stat === null ? null : (stat * 40) / mp;
  const plays = playsUsed(s.fga, s.fta, s.tov);
  const gs = gameScore(s);
  const reb = s.orb + s.drb;

  return {
    playerId: p.playerId,
    teamId: p.teamId,
    minutes: p.minutes,
    minutesShare,
    belowMinutesThreshold: minutesShare < (options.minMinutesShare ?? MIN_MINUTES_SHARE),
    fgPct: ratio(s.fgm, s.fga),
    fg2Pct: ratio(s.fgm - s.fgm3, s.fga - s.fga3),
    fg3Pct: threePointPct(s),
    ftPct: ratio(s.ftm, s.fta),
    efgPct: effectiveFgPct(s.fgm, s.fgm3, s.fga),
    tsPct: trueShootingPct(s.pts, s.fga, s.fta),
    fga3Rate: threePointAttemptRate(s),
    ftaRate: ratio(s.fta, s.fga),
    usagePct: share(plays, playsUsed(tm.fga, tm.fta, tm.tov)),
    astPct: mp === null ? null : ratio(s.ast, (p.minutes / gameLength) * tm.fgm - s.fgm),
    tovPct: ratio(s.tov, plays),
    orbPct: share(s.orb, tm.orb + opp.drb),
    drbPct: share(s.drb, tm.drb + opp.orb),
    rebPct: share(reb, tm.orb + tm.drb + opp.orb + opp.drb),
    stlPct: share(s.stl, opp.poss),
    blkPct: share(s.blk, opp.fga - opp.fga3),
    astTov: ratio(s.ast, s.tov),
    per40: {
      pts: per40(s.pts),
      fgm: per40(s.fgm),
      fga: per40(s.fga),
      fgm3: per40(s.fgm3),
      fga3: per40(s.fga3),
      ftm: per40(s.ftm),
      fta: per40(s.fta),
      orb: per40(s.orb),
      drb: per40(s.drb),
      reb: per40(reb),
      ast: per40(s.ast),
      stl: per40(s.stl),
      blk: per40(s.blk),
      tov: per40(s.tov),
      pf: per40(s.pf),
    },
    gameScore: gs,
    gameScorePer40: per40(gs),
  };
}
