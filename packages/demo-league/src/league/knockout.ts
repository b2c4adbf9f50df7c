/**
 * Single-elimination brackets. A bracket is a list of slots in bracket order (neighbours meet,
 * and the winners of neighbouring games meet next); an empty slot is a bye, so a field that is
 * not a power of two gives its best seeds a free first round. Seeding order is the standard one
 * (1 v n, and the best seeds as far apart as possible); the national bracket uses the contract's
 * region order, which pairs the same seeds.
 */
import { BRACKET_REGION_SEED_ORDER } from '@courtside/contract';

export interface Seeded {
  readonly teamId: number;
  readonly seed: number;
}

export interface KnockoutGame {
  readonly round: number;
  /** Index of the game within its round (bracket order). */
  readonly slot: number;
  /** The better seed first; it is listed as the home team. */
  readonly high: Seeded;
  readonly low: Seeded;
}

/** Standard bracket order of seeds 1..size (size a power of two): 1, size, …, 2. */
export function seedOrder(size: number): number[] {
  if (size === 16) return [...BRACKET_REGION_SEED_ORDER];
  let order = [1];
  while (order.length < size) {
    const next = order.length * 2 + 1;
    order = order.flatMap((seed) => [seed, next - seed]);
  }
  return order;
}

export const nextPowerOfTwo = (n: number): number => 2 ** Math.ceil(Math.log2(Math.max(1, n)));

/** Slots of a bracket for teams already sorted by seed (index 0 = seed 1); byes as null. */
export function seededSlots(teams: readonly Seeded[]): Array<Seeded | null> {
  const size = nextPowerOfTwo(teams.length);
  return seedOrder(size).map((seed) => teams[seed - 1] ?? null);
}

export class Knockout {
  private slots: Array<Seeded | null>;
  private roundNumber: number;

  constructor(slots: ReadonlyArray<Seeded | null>, firstRound = 1) {
    if (slots.length < 2 || (slots.length & (slots.length - 1)) !== 0) {
      throw new Error(`A bracket needs a power-of-two number of slots, not ${slots.length}`);
    }
    this.slots = [...slots];
    this.roundNumber = firstRound;
  }

  get round(): number {
    return this.roundNumber;
  }

  /** Rounds left, counting the current one. */
  get roundsLeft(): number {
    return Math.log2(this.slots.length);
  }

  get done(): boolean {
    return this.slots.length === 1;
  }

  get champion(): Seeded | null {
    return this.done ? (this.slots[0] ?? null) : null;
  }

  /** The games of the current round (a slot paired with a bye plays no game). */
  games(): KnockoutGame[] {
    const out: KnockoutGame[] = [];
    for (let i = 0; i + 1 < this.slots.length; i += 2) {
      const a = this.slots[i] ?? null;
      const b = this.slots[i + 1] ?? null;
      if (!a || !b) continue;
      const [high, low] = a.seed <= b.seed ? [a, b] : [b, a];
      out.push({ round: this.roundNumber, slot: i / 2, high, low });
    }
    return out;
  }

  /** Advances the round with each game's winner (by slot). */
  advance(winners: ReadonlyMap<number, number>): void {
    const next: Array<Seeded | null> = [];
    for (let i = 0; i + 1 < this.slots.length; i += 2) {
      const a = this.slots[i] ?? null;
      const b = this.slots[i + 1] ?? null;
      if (a && b) {
        const winner = winners.get(i / 2);
        if (winner !== a.teamId && winner !== b.teamId) {
          throw new Error(`No winner for round ${this.roundNumber} game ${i / 2}`);
        }
        next.push(winner === a.teamId ? a : b);
      } else {
        next.push(a ?? b);
      }
    }
    this.slots = next;
    this.roundNumber += 1;
  }
}
