/**
 * A conference's regular season as rounds of [home, away] pairs (one game per team per round at
 * most), for any length from one round robin to two, as real conferences play: a 16-team
 * conference with 18 games meets everyone once and three opponents twice.
 *
 * - One round robin: the circle method (Berger tables): teams 0…n−2 on a circle and one fixed
 *   team; in round r the fixed team meets r and r + i meets r − i. Home and away alternate by
 *   round with at most one break per team (de Werra's canonical orientation: the fixed team is
 *   home in even rounds, the pair r ± i has r + i at home when i is odd).
 * - Two round robins: the rounds again with home and away swapped.
 * - In between (k second meetings a team): the return games of the first k rounds; with an odd
 *   number of teams each of those rounds left one team out, so those k teams meet once more
 *   among themselves in one extra round (paired so no pair meets a third time).
 * - Home and away: a pair that meets twice splits them; the single meetings are then evened out
 *   so no team has more than one home game more than away games, or the reverse.
 * - Order: the first meetings, with the second meetings spread over the second half of the
 *   season (a rematch at least half a season after the first game, where the count allows).
 */

export type Pairing = readonly [home: number, away: number];
type Round = Pairing[];

const pairKey = (a: number, b: number): string => (a < b ? `${a}-${b}` : `${b}-${a}`);
const swap = ([home, away]: Pairing): Pairing => [away, home];

/** One round robin by the circle method; `ids.length` rounds when odd (one team idle each). */
function circleRounds(ids: readonly number[]): Round[] {
  const slots: Array<number | null> = [...ids];
  if (slots.length % 2 === 1) slots.push(null);
  const n = slots.length;
  const fixed = slots[n - 1] ?? null;
  const circle = n - 1;
  const at = (position: number): number | null =>
    slots[((position % circle) + circle) % circle] ?? null;
  const rounds: Round[] = [];
  for (let r = 0; r < circle; r += 1) {
    const games: Round = [];
    const push = (home: number | null, away: number | null): void => {
      if (home !== null && away !== null) games.push([home, away]);
    };
    if (r % 2 === 0) push(fixed, at(r));
    else push(at(r), fixed);
    for (let i = 1; i < n / 2; i += 1) {
      if (i % 2 === 1) push(at(r + i), at(r - i));
      else push(at(r - i), at(r + i));
    }
    rounds.push(games);
  }
  return rounds;
}

/** Every pair once (double: then again with home and away swapped). */
export function roundRobin(ids: readonly number[], double: boolean): Round[] {
  const first = circleRounds(ids);
  return double ? [...first, ...first.map((round) => round.map(swap))] : first;
}

/** Pairs the teams (an even number) so no pair is in `taken`, or null when impossible. */
function pairAvoiding(teams: readonly number[], taken: ReadonlySet<string>): Pairing[] | null {
  const [first, ...rest] = teams;
  if (first === undefined) return [];
  for (const [index, other] of rest.entries()) {
    if (taken.has(pairKey(first, other))) continue;
    const remaining = rest.filter((_, i) => i !== index);
    const others = pairAvoiding(remaining, taken);
    if (others) return [[first, other], ...others];
  }
  return null;
}

/**
 * Evens out home and away over the single meetings: while a team has two home games more than
 * away games (or more), the home-to-away chain of single meetings from it to a team with more
 * away games is flipped (every team inside the chain keeps its balance). Such a chain always
 * exists while the balances do not all lie within ±1, since they sum to zero.
 */
function evenOut(rounds: readonly Round[], single: ReadonlySet<string>): Round[] {
  const out = rounds.map((round) => [...round]);
  const balance = new Map<number, number>();
  /** Single meetings by home team: where the game sits, to flip it. */
  const hosting = new Map<number, Array<{ round: number; index: number }>>();
  out.forEach((round, r) =>
    round.forEach(([home, away], index) => {
      // A pair that meets twice splits home and away: only single meetings count.
      if (!single.has(pairKey(home, away))) return;
      balance.set(home, (balance.get(home) ?? 0) + 1);
      balance.set(away, (balance.get(away) ?? 0) - 1);
      hosting.set(home, [...(hosting.get(home) ?? []), { round: r, index }]);
    }),
  );
  const gameAt = (place: { round: number; index: number }): Pairing =>
    out[place.round]?.[place.index] as Pairing;
  for (;;) {
    const start = [...balance.keys()].find((id) => (balance.get(id) ?? 0) >= 2);
    if (start === undefined) return out;
    // Breadth-first along home-to-away single meetings to a team with more away games.
    const via = new Map<number, { round: number; index: number } | null>([[start, null]]);
    const queue = [start];
    let end: number | undefined;
    while (queue.length > 0 && end === undefined) {
      const team = queue.shift() as number;
      for (const place of hosting.get(team) ?? []) {
        const away = gameAt(place)[1];
        if (via.has(away)) continue;
        via.set(away, place);
        if ((balance.get(away) ?? 0) <= -1) {
          end = away;
          break;
        }
        queue.push(away);
      }
    }
    if (end === undefined) return out;
    balance.set(start, (balance.get(start) ?? 0) - 2);
    balance.set(end, (balance.get(end) ?? 0) + 2);
    for (let team = end; team !== start;) {
      const place = via.get(team) as { round: number; index: number };
      const [home, away] = gameAt(place);
      (out[place.round] as Round)[place.index] = [away, home];
      hosting.set(
        home,
        (hosting.get(home) ?? []).filter((p) => p !== place),
      );
      hosting.set(away, [...(hosting.get(away) ?? []), place]);
      team = home;
    }
  }
}

/**
 * Rounds of a conference of `ids` (already in a random order) where each team plays `games`
 * conference games, from ids.length − 1 to 2 × (ids.length − 1).
 */
export function conferenceRounds(ids: readonly number[], games: number): Round[] {
  const n = ids.length;
  const twice = games - (n - 1);
  if (n < 2) return [];
  if (twice < 0 || twice > n - 1 || (n * twice) % 2 === 1) {
    throw new Error(`${n} teams cannot play ${games} conference games each`);
  }
  if (twice === n - 1) return roundRobin(ids, true);
  const first = circleRounds(ids);
  const returned = first.slice(0, twice);
  const doubled = new Set(returned.flatMap((round) => round.map(([h, a]) => pairKey(h, a))));
  // Odd n: each returned round left one team idle; those teams meet once more.
  let extra: Round = [];
  if (n % 2 === 1 && twice > 0) {
    const idle = returned.map(
      (round) => ids.find((id) => !round.some(([h, a]) => h === id || a === id)) as number,
    );
    const pairs = pairAvoiding(idle, doubled);
    if (!pairs) throw new Error(`No second meetings for the idle teams of ${n}`);
    extra = pairs;
    for (const [a, b] of pairs) doubled.add(pairKey(a, b));
  }
  const single = new Set(
    first.flatMap((round) => round.map(([h, a]) => pairKey(h, a))).filter((k) => !doubled.has(k)),
  );
  const firstLegs = evenOut(first, single);
  const legOf = new Map(firstLegs.flatMap((round) => round.map((p) => [pairKey(p[0], p[1]), p])));
  const returnOf = ([a, b]: Pairing): Pairing => swap(legOf.get(pairKey(a, b)) ?? [a, b]);
  const seconds: Round[] = returned.map((round) => round.map(returnOf));
  if (extra.length > 0) seconds.push(extra.map(returnOf));
  // The second meeting of round j goes after first-leg round j + half the season (or last).
  const half = Math.ceil(firstLegs.length / 2);
  const order: Round[] = [];
  firstLegs.forEach((round, index) => {
    order.push(round);
    seconds.forEach((second, j) => {
      const after = Math.min(firstLegs.length - 1, j + half);
      if (after === index) order.push(second);
    });
  });
  return order;
}
