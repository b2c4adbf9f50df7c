/**
 * The regular season: non-conference weeks (random pairings within a division, teams of the
 * same conference never meet, no pair twice; a share of Division I and II teams hosts a team of
 * the division below, and some early-season games are on neutral courts), then each conference's
 * round robin (circle method: every pair once, or home and away in a double round robin).
 */
import type { Division } from './identity';
import { DIVISION_LIST } from './identity';
import type { Rng } from './random';
import type { DivisionShape } from './scale';
import { addDays, spreadDates } from './calendar';
import type { SeasonCalendar } from './calendar';

export type GameKind = 'nonConference' | 'conference' | 'conferenceTournament' | 'national';

export interface ScheduledGame {
  readonly gameId: number;
  readonly date: string;
  readonly homeId: number;
  readonly awayId: number;
  readonly neutral: boolean;
  readonly kind: GameKind;
  /** Both teams in the same conference (as the warehouse defines games.conference_game). */
  readonly conferenceGame: boolean;
  readonly confTournament: boolean;
}

export interface ScheduleTeam {
  readonly teamId: number;
  readonly division: Division;
  readonly conferenceId: number;
  /** Program pull: the bigger program hosts more often. */
  readonly prestige: number;
}

/** Hands out game ids in creation order (deterministic for a seed). */
export class GameIds {
  constructor(private next: number) {}
  take(): number {
    const id = this.next;
    this.next += 1;
    return id;
  }
}

const pairKey = (a: number, b: number): string => (a < b ? `${a}-${b}` : `${b}-${a}`);

/** Circle-method rounds of a round robin: each round a list of [home, away] pairs. */
export function roundRobin(
  teamIds: readonly number[],
  double: boolean,
): Array<Array<[number, number]>> {
  const ids: Array<number | null> = [...teamIds];
  if (ids.length % 2 === 1) ids.push(null);
  const n = ids.length;
  const rounds: Array<Array<[number, number]>> = [];
  const rotating = ids.slice(1);
  for (let r = 0; r < n - 1; r += 1) {
    const order = [ids[0] ?? null, ...rotating];
    const games: Array<[number, number]> = [];
    for (let i = 0; i < n / 2; i += 1) {
      const a = order[i] ?? null;
      const b = order[n - 1 - i] ?? null;
      if (a === null || b === null) continue;
      // Alternate home and away by round (and for the fixed team by round parity).
      games.push((r + i) % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push(games);
    rotating.unshift(rotating.pop() as number | null);
  }
  if (!double) return rounds;
  return [...rounds, ...rounds.map((games) => games.map(([h, a]): [number, number] => [a, h]))];
}

function matchWithin(
  rng: Rng,
  teams: readonly ScheduleTeam[],
  met: Set<string>,
): Array<[ScheduleTeam, ScheduleTeam]> {
  const pool = rng.shuffle(teams);
  const used = new Set<number>();
  const pairs: Array<[ScheduleTeam, ScheduleTeam]> = [];
  for (const team of pool) {
    if (used.has(team.teamId)) continue;
    const partner = pool.find(
      (other) =>
        other.teamId !== team.teamId &&
        !used.has(other.teamId) &&
        other.conferenceId !== team.conferenceId &&
        !met.has(pairKey(team.teamId, other.teamId)),
    );
    if (!partner) continue;
    used.add(team.teamId);
    used.add(partner.teamId);
    pairs.push([team, partner]);
  }
  return pairs;
}

export interface RegularSeasonOptions {
  readonly teams: readonly ScheduleTeam[];
  readonly shapes: Readonly<Record<Division, DivisionShape>>;
  readonly calendar: SeasonCalendar;
  readonly ids: GameIds;
}

export function regularSeason(rng: Rng, options: RegularSeasonOptions): ScheduledGame[] {
  const { teams, shapes, calendar, ids } = options;
  const games: ScheduledGame[] = [];
  const met = new Set<string>();
  const byDivision = (division: Division): ScheduleTeam[] =>
    teams.filter((t) => t.division === division);

  // Non-conference weeks.
  const weeks = Math.max(...DIVISION_LIST.map((d) => shapes[d].nonConferenceGames));
  const weekDates = spreadDates(calendar.openingDay, calendar.nonConferenceEnd, weeks);
  weekDates.forEach((date, week) => {
    const busy = new Set<number>();
    const add = (home: ScheduleTeam, away: ScheduleTeam, neutral: boolean): void => {
      busy.add(home.teamId);
      busy.add(away.teamId);
      met.add(pairKey(home.teamId, away.teamId));
      games.push({
        gameId: ids.take(),
        // Spread a week's games over three days.
        date: addDays(date, (home.teamId + away.teamId) % 3),
        homeId: home.teamId,
        awayId: away.teamId,
        neutral,
        kind: 'nonConference',
        conferenceGame: false,
        confTournament: false,
      });
    };
    for (const division of DIVISION_LIST) {
      if (week >= shapes[division].nonConferenceGames) continue;
      const below = division < 3 ? byDivision((division + 1) as Division) : [];
      const hosts = rng.shuffle(byDivision(division)).filter((t) => !busy.has(t.teamId));
      const guests = rng.shuffle(below).filter((t) => !busy.has(t.teamId));
      const crossGames = Math.min(
        guests.length,
        Math.round(hosts.length * shapes[division].crossDivisionShare),
      );
      for (let i = 0; i < crossGames; i += 1) {
        const host = hosts[i] as ScheduleTeam;
        const guest = guests[i] as ScheduleTeam;
        if (!met.has(pairKey(host.teamId, guest.teamId))) add(host, guest, false);
      }
      const free = byDivision(division).filter((t) => !busy.has(t.teamId));
      for (const [a, b] of matchWithin(rng, free, met)) {
        // Early-season events on neutral floors; otherwise the bigger program hosts more often.
        const neutral = week > 0 && week < 4 && rng.chance(0.15);
        const aHosts = rng.chance(a.prestige >= b.prestige ? 0.62 : 0.38);
        add(aHosts ? a : b, aHosts ? b : a, neutral);
      }
    }
  });

  // Conference round robins, each round on a date (conferences staggered by a day).
  const conferences = new Map<number, ScheduleTeam[]>();
  for (const team of teams) {
    const list = conferences.get(team.conferenceId) ?? [];
    list.push(team);
    conferences.set(team.conferenceId, list);
  }
  for (const [conferenceId, members] of conferences) {
    const first = members[0];
    if (!first) continue;
    const shape = shapes[first.division];
    const rounds = roundRobin(
      rng.shuffle(members).map((t) => t.teamId),
      shape.conferenceRounds === 2,
    );
    const dates = spreadDates(calendar.conferenceStart, calendar.conferenceEnd, rounds.length);
    rounds.forEach((round, r) => {
      for (const [homeId, awayId] of round) {
        games.push({
          gameId: ids.take(),
          date: addDays(dates[r] ?? calendar.conferenceStart, conferenceId % 2),
          homeId,
          awayId,
          neutral: false,
          kind: 'conference',
          conferenceGame: true,
          confTournament: false,
        });
      }
    });
  }
  return games;
}
