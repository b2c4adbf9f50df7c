/**
 * Conference tournaments (2 to 64 teams) on the same game tree as the national bracket.
 *
 * The field is placed in a bracket of P = the next power of two lines, in the standard seeding
 * order: built by doubling from [1], each seed s of a bracket of size m is replaced by the pair
 * (s, 2m + 1 − s). Every pair then adds up to P + 1 in the first round, and the top seeds can
 * meet only as late as possible (1 and 2 only in the final, 1–4 only in the semifinals). When
 * the field is not a power of two, the seeds above the field size are byes: their opponents —
 * the top seeds — skip the first round and enter in round 2, which is how conferences reward
 * their best teams. Rounds are numbered 1..log2 P; there is no round 0.
 */
import { BracketError, GameTreeBuilder, winnerOf } from './bracket';
import type { BracketTree, TeamId } from './bracket';

export const MIN_CONFERENCE_TEAMS = 2;
export const MAX_CONFERENCE_TEAMS = 64;

export interface ConferenceTeam {
  id: TeamId;
  /** 1..n, each once. */
  seed: number;
}

/** Seeds in bracket-line order for a bracket of `size` lines (a power of two). */
export function standardSeedOrder(size: number): number[] {
  if (!Number.isInteger(Math.log2(size)) || size < 1) {
    throw new BracketError('team-count', `a bracket size must be a power of two (got ${size})`);
  }
  let order = [1];
  while (order.length < size) {
    const lines = order.length * 2;
    order = order.flatMap((seed) => [seed, lines + 1 - seed]);
  }
  return order;
}

/** Validates a conference field and lays out its game tree, with byes for the top seeds. */
export function conferenceBracket(teams: readonly ConferenceTeam[]): BracketTree {
  const n = teams.length;
  if (n < MIN_CONFERENCE_TEAMS || n > MAX_CONFERENCE_TEAMS) {
    throw new BracketError(
      'team-count',
      `a conference bracket needs ${MIN_CONFERENCE_TEAMS}-${MAX_CONFERENCE_TEAMS} teams, got ${n}`,
    );
  }
  const seen = new Set<TeamId>();
  const bySeed = new Int32Array(n + 1).fill(-1);
  teams.forEach((team, index) => {
    if (seen.has(team.id)) {
      throw new BracketError('duplicate-team', `team ${String(team.id)} is listed twice`);
    }
    seen.add(team.id);
    if (!Number.isInteger(team.seed) || team.seed < 1 || team.seed > n) {
      throw new BracketError(
        'bad-seed',
        `team ${String(team.id)} has seed ${team.seed}; seeds are 1-${n}`,
      );
    }
    const holder = bySeed[team.seed] ?? -1;
    if (holder >= 0) {
      throw new BracketError(
        'doubled-seed',
        `seed ${team.seed} is held by both ${String(teams[holder]?.id)} and ${String(team.id)}`,
      );
    }
    bySeed[team.seed] = index;
  });

  const size = 2 ** Math.ceil(Math.log2(n));
  const tree = new GameTreeBuilder();
  // The first round: a game when both seeds exist, else the top seed goes through on a bye.
  // More than half the lines are filled, so at most one side of a pair is a bye.
  const order = standardSeedOrder(size);
  let feeders: number[] = [];
  for (let i = 0; i < size; i += 2) {
    const top = bySeed[order[i] ?? 0] ?? -1;
    const bottom = (order[i + 1] ?? 0) <= n ? (bySeed[order[i + 1] ?? 0] ?? -1) : -1;
    feeders.push(bottom < 0 ? top : winnerOf(tree.add(top, bottom, 1)));
  }
  for (let round = 2; feeders.length > 1; round += 1) {
    const next: number[] = [];
    for (let i = 0; i < feeders.length; i += 2) {
      next.push(winnerOf(tree.add(feeders[i] ?? 0, feeders[i + 1] ?? 0, round)));
    }
    feeders = next;
  }
  return tree.build(
    'conference',
    teams.map((t) => ({ id: t.id, seed: t.seed, region: 0 })),
  );
}
