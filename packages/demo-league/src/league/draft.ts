/**
 * The professional draft after a season: every player leaving college in the off-season that
 * follows it (graduates and early departures, every division) is in the pool, and the league's
 * picks (men 2 rounds of 30, women 3 rounds of 12) go to the best scout values:
 *
 *   scout = talent + youth bonus of his class + 0.04 per inch above his position's mean height
 *           in the pool + Normal(0, 0.35)
 *
 * Youth bonus: Fr. +0.6, So. +0.4, Jr. +0.2, Sr. 0, Gr. −0.2 (scouts pay for the years of growth
 * ahead). The noise is drawn from a stream of its own (`draft/<year>`), so simulating the draft
 * changes no other number of the league.
 */
import type { Gender } from '@courtside/contract';
import type { DemoClass, DemoPosition } from '../model';
import type { Person } from './people';
import type { Rng } from './random';

/** Picks per round and rounds of a draft. */
export const DRAFT_SHAPE: Readonly<Record<Gender, { rounds: number; perRound: number }>> = {
  MALE: { rounds: 2, perRound: 30 },
  FEMALE: { rounds: 3, perRound: 12 },
};

const YOUTH_BONUS: Readonly<Record<DemoClass, number>> = {
  'Fr.': 0.6,
  'So.': 0.4,
  'Jr.': 0.2,
  'Sr.': 0,
  'Gr.': -0.2,
};

const HEIGHT_BONUS_PER_INCH = 0.04;
const SCOUT_NOISE_SD = 0.35;

export interface DraftPick {
  /** The season just finished: his team and roster id there. */
  readonly competitionId: number;
  readonly teamId: number;
  readonly playerId: number;
  readonly pick: number;
  readonly round: number;
}

/** A leaving player with his class of the season just finished (the off-season keeps it). */
export interface DraftCandidate {
  readonly person: Person;
  readonly classYear: DemoClass;
  readonly position: DemoPosition;
  readonly heightIn: number;
  readonly talent: number;
}

/** Mean height per position over the pool. */
function meanHeights(pool: readonly DraftCandidate[]): Map<DemoPosition, number> {
  const sums = new Map<DemoPosition, { total: number; count: number }>();
  for (const c of pool) {
    const sum = sums.get(c.position) ?? { total: 0, count: 0 };
    sum.total += c.heightIn;
    sum.count += 1;
    sums.set(c.position, sum);
  }
  return new Map([...sums].map(([position, s]) => [position, s.total / s.count]));
}

/**
 * The draft's picks in order: the pool's candidates by scout value, best first, the first
 * rounds × perRound of them. `place` names a candidate's team and roster id in the season just
 * finished; a candidate without one (never the case in the league) is skipped.
 */
export function runDraft(
  gender: Gender,
  competitionId: number,
  pool: readonly DraftCandidate[],
  place: (person: Person) => { teamId: number; playerId: number } | undefined,
  rng: Rng,
): DraftPick[] {
  const heights = meanHeights(pool);
  const scored = pool.map((c) => ({
    candidate: c,
    scout:
      c.talent +
      YOUTH_BONUS[c.classYear] +
      HEIGHT_BONUS_PER_INCH * (c.heightIn - (heights.get(c.position) ?? c.heightIn)) +
      rng.normal(0, SCOUT_NOISE_SD),
  }));
  scored.sort((a, b) => b.scout - a.scout);
  const { rounds, perRound } = DRAFT_SHAPE[gender];
  const picks: DraftPick[] = [];
  for (const { candidate } of scored) {
    if (picks.length === rounds * perRound) break;
    const at = place(candidate.person);
    if (!at) continue;
    const pick = picks.length + 1;
    picks.push({
      competitionId,
      teamId: at.teamId,
      playerId: at.playerId,
      pick,
      round: Math.ceil(pick / perRound),
    });
  }
  return picks;
}
