/**
 * The regular season of the default (real-size) league, 2018-19 men, played by the stand-in
 * for the simulator: the universe's size, games per team by division, conference schedules of
 * the configured length, no double-booking, rest, real dates, home and away, the share of
 * cross-division games, early-season events, and the same schedule for the same seed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, daysBetween, seasonCalendar } from './calendar';
import type { SeasonCalendar } from './calendar';
import type { ScheduledGame } from './games';
import { Rng } from './random';
import { SCALES, conferenceGamesOf } from './scale';
import { GameIds, regularSeason } from './schedule';
import type { ScheduleTeam } from './schedule';
import { standInSeason } from './stand-in';
import type { StandInSeason } from './stand-in';

const pairKey = (a: number, b: number): string => (a < b ? `${a}-${b}` : `${b}-${a}`);
const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

describe('the default regular season', () => {
  let played: StandInSeason;
  let calendar: SeasonCalendar;
  let teams: ScheduleTeam[];
  const division = (id: number): number => played.season.teams.teamFor(id).division;
  const gamesOf = (id: number, filter: (g: ScheduledGame) => boolean = () => true) =>
    played.outcome.games.filter((g) => (g.homeId === id || g.awayId === id) && filter(g));
  const regular = (g: ScheduledGame): boolean =>
    g.kind === 'conference' || g.kind === 'nonConference';
  const teamsOf = (d: number): ScheduleTeam[] => teams.filter((t) => t.division === d);

  beforeAll(async () => {
    played = await standInSeason(SCALES.default, 99, 'MALE');
    calendar = seasonCalendar(2018, 'MALE');
    teams = played.season.teams.teams.map((t) => ({
      teamId: t.teamId,
      division: t.school.division,
      conferenceId: t.school.conferenceId,
      conferenceIndex: t.school.conferenceIndex,
      prestige: t.school.prestige,
    }));
  });

  it('holds a real-size universe: 363 Division I teams in 32 conferences, the six named first', () => {
    const conferences = (d: number): number[] => [
      ...new Set(teamsOf(d).map((t) => t.conferenceId)),
    ];
    expect([1, 2, 3].map((d) => teamsOf(d).length)).toEqual([363, 108, 107]);
    expect([1, 2, 3].map((d) => conferences(d).length)).toEqual([32, 10, 11]);
    expect(conferences(1).slice(0, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    const sizes = conferences(1).map((c) => teams.filter((t) => t.conferenceId === c).length);
    expect(sizes.slice(0, 6)).toEqual([15, 16, 16, 18, 11, 12]);
    expect(Math.min(...sizes)).toBe(8);
  });

  it('gives a Division I team 28-35 games before the national tournament (about 31), Divisions II and III 24-30', () => {
    const counts = (d: number, filter?: (g: ScheduledGame) => boolean): number[] =>
      teamsOf(d).map((t) => gamesOf(t.teamId, filter).length);
    const beforeNational = counts(1, (g) => g.kind !== 'national');
    expect(Math.min(...beforeNational)).toBeGreaterThanOrEqual(28);
    expect(Math.max(...beforeNational)).toBeLessThanOrEqual(35);
    expect(median(counts(1))).toBe(31);
    const champion = gamesOf(played.outcome.champion ?? 0).length;
    expect(champion).toBeGreaterThanOrEqual(35);
    expect(champion).toBeLessThanOrEqual(39);
    for (const d of [2, 3]) {
      expect(Math.min(...counts(d))).toBeGreaterThanOrEqual(24);
      expect(Math.max(...counts(d))).toBeLessThanOrEqual(30);
    }
  });

  it('plays conference schedules of the configured length: everyone once, some twice, home and away split', () => {
    for (const d of [1, 2, 3] as const) {
      const shape = played.league.scale.divisions[d];
      for (const conferenceId of new Set(teamsOf(d).map((t) => t.conferenceId))) {
        const members = teams.filter((t) => t.conferenceId === conferenceId);
        const wanted = conferenceGamesOf(shape, members[0]?.conferenceIndex ?? -1);
        const games = played.outcome.games.filter(
          (g) => g.kind === 'conference' && members.some((t) => t.teamId === g.homeId),
        );
        const meetings = new Map<string, ScheduledGame[]>();
        for (const g of games) {
          expect(g.conferenceGame && !g.neutral).toBe(true);
          meetings.set(pairKey(g.homeId, g.awayId), [
            ...(meetings.get(pairKey(g.homeId, g.awayId)) ?? []),
            g,
          ]);
        }
        expect(meetings.size).toBe((members.length * (members.length - 1)) / 2);
        for (const pair of meetings.values()) {
          expect(pair.length).toBeLessThanOrEqual(2);
          if (pair.length === 2) expect(pair[0]?.homeId).toBe(pair[1]?.awayId);
        }
        for (const t of members) {
          const own = games.filter((g) => g.homeId === t.teamId || g.awayId === t.teamId);
          expect(own).toHaveLength(wanted);
          const home = own.filter((g) => g.homeId === t.teamId).length;
          expect(Math.abs(2 * home - own.length)).toBeLessThanOrEqual(1);
        }
      }
    }
    // The SEC (16 teams, 18 games) meets three opponents twice; the Big East (11) everyone twice.
    expect(conferenceGamesOf(played.league.scale.divisions[1], 1)).toBe(18);
    expect(conferenceGamesOf(played.league.scale.divisions[1], 4)).toBe(20);
  });

  it('never books a team twice on a day, nor four regular-season games in seven days', () => {
    for (const t of teams) {
      const dates = gamesOf(t.teamId)
        .map((g) => g.date)
        .sort();
      expect(new Set(dates).size, `team ${t.teamId}`).toBe(dates.length);
      const season = gamesOf(t.teamId, regular)
        .map((g) => g.date)
        .sort();
      for (let i = 3; i < season.length; i += 1) {
        expect(
          daysBetween(season[i - 3] ?? '', season[i] ?? ''),
          `team ${t.teamId}`,
        ).toBeGreaterThanOrEqual(7);
      }
    }
  });

  it('keeps to the calendar: non-conference by 22 December, a Christmas break, conference play to early March, tournaments after', () => {
    const dates = (kind: ScheduledGame['kind']): string[] =>
      played.outcome.games
        .filter((g) => g.kind === kind)
        .map((g) => g.date)
        .sort();
    expect(dates('nonConference')[0]).toBe(calendar.openingDay);
    expect(dates('nonConference').at(-1)).toBe('2018-12-22');
    const conference = dates('conference');
    // The longest schedules start in mid-December; most conferences after Christmas.
    expect((conference[0] ?? '') >= '2018-12-10').toBe(true);
    expect((conference[Math.floor(conference.length * 0.1)] ?? '') >= '2018-12-28').toBe(true);
    expect(conference.at(-1)).toBe(calendar.conferenceEnd);
    expect(
      played.outcome.games.filter((g) => g.date >= '2018-12-23' && g.date <= '2018-12-27'),
    ).toEqual([]);
    const tournament = dates('conferenceTournament');
    expect((tournament[0] ?? '') > calendar.conferenceEnd).toBe(true);
    expect(tournament.at(-1)).toBe('2019-03-16');
  });

  it('evens out home and away (the bigger programs host a little more)', () => {
    for (const t of teams) {
      const games = gamesOf(t.teamId, (g) => regular(g) && !g.neutral);
      const share = games.filter((g) => g.homeId === t.teamId).length / games.length;
      expect(share, `team ${t.teamId}`).toBeGreaterThanOrEqual(0.35);
      expect(share, `team ${t.teamId}`).toBeLessThanOrEqual(0.68);
    }
  });

  it('keeps each division its own pool: a few games against the next division, hosted by the higher one', () => {
    const cross = played.outcome.games.filter((g) => division(g.homeId) !== division(g.awayId));
    for (const g of cross) {
      expect(division(g.awayId) - division(g.homeId)).toBe(1);
      expect(g.kind === 'nonConference' && !g.neutral).toBe(true);
    }
    const share = (d: number): number => {
      const all = teamsOf(d).flatMap((t) => gamesOf(t.teamId));
      return all.filter((g) => division(g.homeId) !== division(g.awayId)).length / all.length;
    };
    expect(share(1)).toBeGreaterThan(0.005);
    expect(share(1)).toBeLessThan(0.02);
    expect(share(2)).toBeLessThan(0.08);
    expect(share(3)).toBeLessThan(0.03);
    expect(
      Math.max(...teamsOf(1).map((t) => gamesOf(t.teamId, (g) => cross.includes(g)).length)),
    ).toBe(1);
  });

  it('plays early-season events: four teams of four conferences, three neutral games in four days', () => {
    // Neutral non-conference games up to Thanksgiving weekend are events (showcases come later).
    let eventTeams = 0;
    for (const t of teamsOf(1)) {
      const events = gamesOf(
        t.teamId,
        (g) =>
          g.kind === 'nonConference' && g.neutral && g.date <= addDays(calendar.thanksgiving, 3),
      );
      if (events.length === 0) continue;
      eventTeams += 1;
      expect(events).toHaveLength(3);
      const days = events.map((g) => g.date).sort();
      expect(daysBetween(days[0] ?? '', days[2] ?? '')).toBe(3);
      const conferences = events.map(
        (g) =>
          played.season.teams.teamFor(g.homeId === t.teamId ? g.awayId : g.homeId).conferenceId,
      );
      expect(new Set([...conferences, t.conferenceId]).size).toBe(4);
    }
    expect(eventTeams % 4).toBe(0);
    expect(eventTeams).toBeGreaterThan(0.35 * 363);
  });

  it('gives the same schedule for the same seed and another for another seed', () => {
    const schedule = (seed: number): ScheduledGame[] =>
      regularSeason(new Rng(seed, 'schedule'), {
        teams,
        shapes: SCALES.default.divisions,
        calendar,
        gender: 'MALE',
        ids: new GameIds(1),
      });
    const first = schedule(5);
    expect(schedule(5)).toEqual(first);
    expect(schedule(6)).not.toEqual(first);
  });
});
