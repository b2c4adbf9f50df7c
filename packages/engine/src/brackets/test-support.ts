/**
 * A synthetic 68-team field for the bracket tests and benchmark. Each seed line gets a typical
 * AdjEM of a real field (about +29 for 1 seeds, low teens for the 8–11 lines, −7 for 16 seeds,
 * First Four 16 seeds near −9) plus seeded noise, split evenly between offence and defence
 * around a league average of 105 points per 100 possessions at 68 possessions.
 */
import { createRng } from '../math/random';
import type { LeagueAverages, MatchupRating } from '../season/predictions';
import type { BracketTree, NationalBracketInput, NationalTeam } from './bracket';
import { conferenceBracket } from './conference-bracket';
import { matrixFromFunction } from './matchup-matrix';
import type { WinProbabilityMatrix } from './matchup-matrix';

export const SYNTHETIC_LEAGUE: LeagueAverages = { avgEfficiency: 105, avgTempo: 68 };

/** Typical AdjEM by seed 1..16 of an NCAA field. */
export const TYPICAL_ADJ_EM_BY_SEED: readonly number[] = [
  29, 24, 21, 19, 17, 16, 15, 14, 13, 12, 11, 9.5, 6, 3, -1, -7,
];

export interface SyntheticField {
  input: NationalBracketInput;
  ratings: MatchupRating[];
  league: LeagueAverages;
}

/** 64 teams plus First Four games for two 16 lines (regions 0, 1) and two 11 lines (2, 3). */
export function syntheticField(seed: number, noise = 2): SyntheticField {
  const rng = createRng(seed);
  const teams: NationalTeam[] = [];
  const ratings: MatchupRating[] = [];
  const add = (region: number, seedLine: number, adjEm: number): void => {
    const em = adjEm + noise * rng.normal();
    // Offence–defence mix varies; AdjEM is what it is.
    const tilt = 3 * rng.normal();
    teams.push({ id: `R${region}S${seedLine}-${teams.length}`, region, seed: seedLine });
    ratings.push({
      ortgAdj: SYNTHETIC_LEAGUE.avgEfficiency + em / 2 + tilt,
      drtgAdj: SYNTHETIC_LEAGUE.avgEfficiency - em / 2 + tilt,
      paceAdj: SYNTHETIC_LEAGUE.avgTempo + 2.5 * rng.normal(),
    });
  };
  for (let region = 0; region < 4; region += 1) {
    for (let s = 1; s <= 16; s += 1) add(region, s, TYPICAL_ADJ_EM_BY_SEED[s - 1] ?? 0);
  }
  const firstFour = [
    { region: 0, seed: 16 },
    { region: 1, seed: 16 },
    { region: 2, seed: 11 },
    { region: 3, seed: 11 },
  ];
  for (const slot of firstFour) add(slot.region, slot.seed, slot.seed === 16 ? -9 : 11);
  return { input: { teams, firstFour }, ratings, league: SYNTHETIC_LEAGUE };
}

/**
 * The hand-worked four-team bracket: seeds 1–4 are A, B, C, D; semifinals A v D (game 0) and
 * B v C (game 1), final game 2.
 */
export function fourTeams(): { tree: BracketTree; matrix: WinProbabilityMatrix } {
  const tree = conferenceBracket(['A', 'B', 'C', 'D'].map((id, i) => ({ id, seed: i + 1 })));
  const upper = [
    [0, 0.6, 0.7, 0.8],
    [0, 0, 0.55, 0.65],
    [0, 0, 0, 0.6],
  ];
  const matrix = matrixFromFunction(4, (i, j) => upper[i]?.[j] ?? 0.5);
  return { tree, matrix };
}
