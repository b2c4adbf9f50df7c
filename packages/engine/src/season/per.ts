/**
 * Player Efficiency Rating (Hollinger [S12], METHODS §2), with league constants from the pool
 * the caller passes (one gender × division × season):
 *
 *   factor = 2/3 − (0.5·lgAST/lgFGM)/(2·lgFGM/lgFTM)
 *   VOP    = lgPTS/(lgFGA − lgORB + lgTOV + c·lgFTA)      (c = the possession coefficient, §1)
 *   DRB%   = (lgTRB − lgORB)/lgTRB
 *   uPER   = (1/MP)·[3PM + ⅔·AST + (2 − factor·tmAST/tmFGM)·FGM
 *            + FTM·0.5·(1 + (1 − tmAST/tmFGM) + ⅔·tmAST/tmFGM)
 *            − VOP·TOV − VOP·DRB%·(FGA − FGM) − VOP·0.44·(0.44 + 0.56·DRB%)·(FTA − FTM)
 *            + VOP·(1 − DRB%)·(TRB − ORB) + VOP·DRB%·ORB + VOP·STL + VOP·DRB%·BLK
 *            − PF·(lgFTM/lgPF − 0.44·(lgFTA/lgPF)·VOP)]
 *   aPER   = uPER·lgPace/tmPace        PER = aPER·15/lg_aPER
 *
 * lg_aPER is the minutes-weighted mean aPER of the rated players, so the league's
 * minutes-weighted mean PER is 15 by construction. Pace is possessions per 40 minutes. Players
 * without minutes or without steals/blocks recorded get null and stay out of lg_aPER.
 */
import { DEFAULT_CONSTANTS } from '../config/constants';
import type { PlayerSeasonInput, TeamSeasonTotals } from './inputs';

/** Box-score possession coefficient of METHODS §1 (pro formulas use 0.44). */
export const DEFAULT_POSSESSION_FTA_COEFFICIENT = DEFAULT_CONSTANTS.possessions.ftaCoefficient;

export interface LeagueTotals {
  pts: number;
  fgm: number;
  fga: number;
  ftm: number;
  fta: number;
  orb: number;
  drb: number;
  ast: number;
  tov: number;
  pf: number;
  poss: number;
  minutes: number;
}

/** Sums the season totals of the league's teams (each team once). */
export function leagueTotals(teams: readonly TeamSeasonTotals[]): LeagueTotals {
  const t: LeagueTotals = {
    pts: 0,
    fgm: 0,
    fga: 0,
    ftm: 0,
    fta: 0,
    orb: 0,
    drb: 0,
    ast: 0,
    tov: 0,
    pf: 0,
    poss: 0,
    minutes: 0,
  };
  for (const team of teams) {
    for (const key of Object.keys(t) as (keyof LeagueTotals)[]) t[key] += team[key];
  }
  return t;
}

function teamsOf(players: readonly PlayerSeasonInput[]): TeamSeasonTotals[] {
  const byTeam = new Map<number, TeamSeasonTotals>();
  for (const p of players) if (!byTeam.has(p.teamId)) byTeam.set(p.teamId, p.team);
  return [...byTeam.values()];
}

export interface PerOptions {
  league?: LeagueTotals;
  possessionFtaCoefficient?: number;
}

export interface PerResult {
  playerId: number;
  teamId: number;
  uper: number | null;
  per: number | null;
}

export function playerEfficiencyRatings(
  players: readonly PlayerSeasonInput[],
  options: PerOptions = {},
): PerResult[] {
  const lg = options.league ?? leagueTotals(teamsOf(players));
  const c = options.possessionFtaCoefficient ?? DEFAULT_POSSESSION_FTA_COEFFICIENT;
  const factor = 2 / 3 - (0.5 * (lg.ast / lg.fgm)) / (2 * (lg.fgm / lg.ftm));
  const vop = lg.pts / (lg.fga - lg.orb + lg.tov + c * lg.fta);
  const drbPct = lg.drb / (lg.orb + lg.drb);
  const foulCost = lg.ftm / lg.pf - 0.44 * (lg.fta / lg.pf) * vop;
  const lgPace = (40 * lg.poss) / (lg.minutes / 5);

  const adjusted = players.map((p) => {
    const s = p.stats;
    if (!(p.minutes > 0) || s.stl === null || s.blk === null) return null;
    const astShare = p.team.fgm > 0 ? p.team.ast / p.team.fgm : 0;
    const uper =
      (s.fgm3 +
        (2 / 3) * s.ast +
        (2 - factor * astShare) * s.fgm +
        s.ftm * 0.5 * (1 + (1 - astShare) + (2 / 3) * astShare) -
        vop * s.tov -
        vop * drbPct * (s.fga - s.fgm) -
        vop * 0.44 * (0.44 + 0.56 * drbPct) * (s.fta - s.ftm) +
        vop * (1 - drbPct) * s.drb +
        vop * drbPct * s.orb +
        vop * s.stl +
        vop * drbPct * s.blk -
        s.pf * foulCost) /
      p.minutes;
    const tmPace = (40 * p.team.poss) / (p.team.minutes / 5);
    return { uper, aper: tmPace > 0 ? (uper * lgPace) / tmPace : uper };
  });
  let weighted = 0;
  let minutes = 0;
  adjusted.forEach((a, i) => {
    const mp = players[i]?.minutes ?? 0;
    if (!a) return;
    weighted += a.aper * mp;
    minutes += mp;
  });
  const lgAper = minutes > 0 ? weighted / minutes : Number.NaN;
  return players.map((p, i) => {
    const a = adjusted[i];
    return {
      playerId: p.playerId,
      teamId: p.teamId,
      uper: a ? a.uper : null,
      per: a && lgAper !== 0 && Number.isFinite(lgAper) ? (a.aper * 15) / lgAper : null,
    };
  });
}
