/** How the bracket settings screen groups tournaments and describes a scoring system. */
import {
  BRACKET_HIGHEST_SEED,
  BRACKET_LOWEST_SEED,
  BRACKET_ROUNDS,
  bracketPickPoints,
  maxBracketScore,
  type BracketScoringSystemId,
  type NationalTournament,
} from '@courtside/contract';

export interface SeasonGroup {
  season: string;
  tournaments: NationalTournament[];
}

/** Tournaments grouped by season, keeping the order they come in (newest season first). */
export function groupBySeason(tournaments: readonly NationalTournament[]): SeasonGroup[] {
  const groups: SeasonGroup[] = [];
  for (const tournament of tournaments) {
    const group = groups.find((candidate) => candidate.season === tournament.season);
    if (group) group.tournaments.push(tournament);
    else groups.push({ season: tournament.season, tournaments: [tournament] });
  }
  return groups;
}

const POINTS = new Intl.NumberFormat('en-US');

export function formatPoints(points: number): string {
  return POINTS.format(points);
}

/**
 * Points of a correct pick in rounds 1-6, from the contract's scoring function: one value per
 * round, or the range from a 1 seed to a 16 seed winning when the seed counts.
 */
export function roundPointsText(system: BracketScoringSystemId): string {
  return BRACKET_ROUNDS.map((round) => {
    const least = bracketPickPoints(system, round, BRACKET_LOWEST_SEED);
    const most = bracketPickPoints(system, round, BRACKET_HIGHEST_SEED);
    return least === most ? formatPoints(least) : `${formatPoints(least)}–${formatPoints(most)}`;
  }).join(' · ');
}

export function maxScoreText(system: BracketScoringSystemId): string {
  return `Perfect bracket: ${formatPoints(maxBracketScore(system))} points`;
}
