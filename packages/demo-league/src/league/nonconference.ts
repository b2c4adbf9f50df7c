/**
 * Non-conference play, from opening day to the week before Christmas, on the calendar's Monday
 * and Friday grid (a team plays at most once per grid date, so never four games in seven days):
 *
 * 1. Early-season events: a share of a division's teams (the bigger programs more often) plays a
 *    four-team round robin on a neutral floor, three games on Wednesday-Thursday-Saturday or
 *    Thursday-Friday-Sunday of Thanksgiving week or one of the two before it. The event takes
 *    the week's two grid dates and the next Monday (rest before and after).
 * 2. Games against the division below: a share of the division's non-conference games, the
 *    higher division at home (Division I hosts II, II hosts III), one date each.
 * 3. The rest, date by date: a team plays when it must to reach its count before its conference
 *    season starts, or by chance in proportion to games left over dates left; the day's teams
 *    are paired within the division (never the same conference, never a pair twice, the most
 *    pressed teams first). Who hosts evens out home and away, with a pull toward the bigger
 *    program (power programs host more of these games, as they buy home games in reality); a
 *    few December games are neutral-site showcases.
 * 4. Teams still short are paired on any dates both have free (one game beyond a team's count
 *    at most).
 */
import { addDays, nonConferenceDates, weekOf } from './calendar';
import type { SeasonCalendar } from './calendar';
import type { Division } from './identity';
import { DIVISION_LIST } from './identity';
import type { Rng } from './random';
import type { DivisionShape } from './scale';
import type { PlannedGame, ScheduleTeam } from './games';

/** How much a program's prestige (z-like) counts against home − away when picking the host. */
const HOST_PULL = 1.5;
/** Share of games after Thanksgiving week on a neutral floor (holiday showcases). */
const SHOWCASE_SHARE = 0.06;

export interface NonConferenceInput {
  readonly teams: readonly ScheduleTeam[];
  readonly shapes: Readonly<Record<Division, DivisionShape>>;
  readonly calendar: SeasonCalendar;
  /** Non-conference games each team schedules. */
  readonly targets: ReadonlyMap<number, number>;
  /** The day of each team's first conference game (none: no conference games). */
  readonly conferenceStart: ReadonlyMap<number, string>;
  /** Home − away of each team's games so far; updated as games are added. */
  readonly balance: Map<number, number>;
}

interface TeamState {
  readonly team: ScheduleTeam;
  need: number;
  /** Grid dates the team cannot use (taken by a game, or resting around an event). */
  readonly taken: Set<number>;
  /** The last grid date before its conference season (with rest). */
  readonly lastSlot: number;
}

const pairKey = (a: number, b: number): string => (a < b ? `${a}-${b}` : `${b}-${a}`);

export function nonConferenceGames(rng: Rng, input: NonConferenceInput): PlannedGame[] {
  const { calendar, shapes, balance } = input;
  const dates = nonConferenceDates(calendar);
  const games: PlannedGame[] = [];
  const met = new Set<string>();
  const states = new Map<number, TeamState>();
  for (const team of input.teams) {
    const start = input.conferenceStart.get(team.teamId);
    // A game on the grid date or the day after, at least two days before conference play.
    const last =
      start === undefined ? dates.length - 1 : dates.findLastIndex((d) => addDays(d, 4) <= start);
    states.set(team.teamId, {
      team,
      need: input.targets.get(team.teamId) ?? 0,
      taken: new Set(),
      lastSlot: last,
    });
  }
  const free = (s: TeamState, slot: number): boolean => slot <= s.lastSlot && !s.taken.has(slot);
  const add = (
    home: TeamState,
    away: TeamState,
    slot: number,
    date: string,
    neutral: boolean,
  ): void => {
    home.taken.add(slot);
    away.taken.add(slot);
    home.need -= 1;
    away.need -= 1;
    met.add(pairKey(home.team.teamId, away.team.teamId));
    if (!neutral) {
      balance.set(home.team.teamId, (balance.get(home.team.teamId) ?? 0) + 1);
      balance.set(away.team.teamId, (balance.get(away.team.teamId) ?? 0) - 1);
    }
    games.push({ date, homeId: home.team.teamId, awayId: away.team.teamId, neutral });
  };
  const jittered = (slot: number): string =>
    addDays(dates[slot] ?? calendar.openingDay, rng.int(0, 1));
  const byDivision = (division: Division): TeamState[] =>
    [...states.values()].filter((s) => s.team.division === division);

  // 1. Early-season events.
  const thanksgivingWeek = weekOf(calendar, calendar.thanksgiving);
  for (const division of DIVISION_LIST) {
    const list = byDivision(division);
    const count = Math.floor(((shapes[division].eventShare ?? 0) * list.length) / 4);
    const chosen = list
      .map((s) => ({ s, key: s.team.prestige + rng.normal(0, 1) }))
      .sort((a, b) => b.key - a.key)
      .slice(0, 4 * count)
      .map(({ s }) => s);
    const events: TeamState[][] = [];
    for (const s of chosen) {
      const open = events.find(
        (e) => e.length < 4 && e.every((o) => o.team.conferenceId !== s.team.conferenceId),
      );
      if (open) open.push(s);
      else events.push([s]);
    }
    for (const event of events) {
      const week = thanksgivingWeek - rng.weighted([0.6, 0.3, 0.1]);
      const slots = [2 * week, 2 * week + 1, 2 * week + 2];
      if (
        event.length < 4 ||
        week < 0 ||
        !event.every((s) => slots.every((n) => free(s, n) || n >= dates.length))
      )
        continue;
      const monday = addDays(calendar.openingDay, 7 * week);
      const days = rng.chance(0.5) ? [2, 3, 5] : [3, 4, 6];
      const [a, b, c, d] = rng.shuffle(event) as [TeamState, TeamState, TeamState, TeamState];
      const rounds = [
        [a, b, c, d],
        [a, c, b, d],
        [a, d, b, c],
      ] as const;
      rounds.forEach((round, r) => {
        const date = addDays(monday, days[r] ?? 0);
        add(round[0], round[1], slots[r] ?? 0, date, true);
        add(round[2], round[3], slots[r] ?? 0, date, true);
      });
      for (const s of event) for (const n of slots) s.taken.add(n);
    }
  }

  // 2. Games against the division below, the higher division at home.
  for (const division of [1, 2] as const) {
    const hosts = rng.shuffle(byDivision(division));
    const guests = rng.shuffle(byDivision((division + 1) as Division));
    const wanted = hosts.reduce((sum, s) => sum + (input.targets.get(s.team.teamId) ?? 0), 0);
    const count = Math.round(shapes[division].crossDivisionShare * wanted);
    if (guests.length === 0) continue;
    for (let i = 0; i < count; i += 1) {
      const host = hosts[i % hosts.length] as TeamState;
      const guest = guests[i % guests.length] as TeamState;
      if (met.has(pairKey(host.team.teamId, guest.team.teamId))) continue;
      const open = dates.map((_, n) => n).filter((n) => free(host, n) && free(guest, n));
      if (open.length === 0 || host.need <= 0 || guest.need <= 0) continue;
      const slot = rng.pick(open);
      add(host, guest, slot, jittered(slot), false);
    }
  }

  // 3. Date by date.
  const openFrom = (s: TeamState, slot: number): number => {
    let n = 0;
    for (let k = slot; k <= s.lastSlot; k += 1) if (!s.taken.has(k)) n += 1;
    return n;
  };
  const fits = (a: TeamState, b: TeamState): boolean =>
    a.team.division === b.team.division &&
    a.team.conferenceId !== b.team.conferenceId &&
    !met.has(pairKey(a.team.teamId, b.team.teamId));
  const pairUp = (a: TeamState, b: TeamState, slot: number): void => {
    const afterThanksgiving = weekOf(calendar, dates[slot] ?? '') > thanksgivingWeek;
    const neutral = afterThanksgiving && rng.chance(SHOWCASE_SHARE);
    const score = (s: TeamState): number =>
      (balance.get(s.team.teamId) ?? 0) - HOST_PULL * s.team.prestige + rng.normal(0, 0.75);
    const [home, away] = score(a) <= score(b) ? [a, b] : [b, a];
    add(home, away, slot, jittered(slot), neutral);
  };
  dates.forEach((_, slot) => {
    for (const division of DIVISION_LIST) {
      const pool = rng.shuffle(byDivision(division).filter((s) => s.need > 0 && free(s, slot)));
      const urgency = new Map(pool.map((s) => [s, s.need / Math.max(1, openFrom(s, slot))]));
      const playing = pool
        .filter((s) => (urgency.get(s) ?? 0) >= 1 || rng.chance(urgency.get(s) ?? 0))
        .sort((a, b) => (urgency.get(b) ?? 0) - (urgency.get(a) ?? 0));
      const done = new Set<TeamState>();
      for (const team of playing) {
        if (done.has(team)) continue;
        const partner =
          playing.find((o) => o !== team && !done.has(o) && fits(team, o)) ??
          pool.find((o) => o !== team && !done.has(o) && fits(team, o));
        if (!partner) continue;
        done.add(team);
        done.add(partner);
        pairUp(team, partner, slot);
      }
    }
  });

  // 4. Teams still short, on any dates both have free.
  const short = [...states.values()].filter((s) => s.need > 0).sort((a, b) => b.need - a.need);
  for (const team of short) {
    const partners = rng.shuffle([...states.values()]).sort((a, b) => b.need - a.need);
    for (const other of partners) {
      if (team.need <= 0) break;
      if (other === team || other.need < 0 || !fits(team, other)) continue;
      const slot = dates.findIndex((_, n) => free(team, n) && free(other, n));
      if (slot >= 0) pairUp(team, other, slot);
    }
  }
  return games;
}
