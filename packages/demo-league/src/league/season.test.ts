/**
 * Schedule and bracket rules on a default-size season, played by the stand-in for the simulator
 * (stand-in.ts: the better team by hidden strength plus home court and seeded noise), so the
 * structure is checked without simulating games. schedule.test.ts checks the regular season.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { LeagueSeason } from './league';
import { SCALES } from './scale';
import type { SeasonOutcome } from './season';
import type { ScheduledGame } from './schedule';
import { standInSeason } from './stand-in';

const pairKey = (a: number, b: number): string => (a < b ? `${a}-${b}` : `${b}-${a}`);

describe('a default-size season', () => {
  let season: LeagueSeason;
  let outcome: SeasonOutcome;
  const conferenceOf = (id: number): number => season.teams.teamFor(id).conferenceId;
  const divisionOf = (id: number): number => season.teams.teamFor(id).division;
  const byId = (): Map<number, ScheduledGame> => new Map(outcome.games.map((g) => [g.gameId, g]));

  beforeAll(async () => {
    ({ season, outcome } = await standInSeason(SCALES.default, 99, 'MALE'));
  });

  it('keeps every game between Opening Day and early April, a team once a day', () => {
    const dates = outcome.games.map((g) => g.date).sort();
    expect(dates[0]).toBe('2018-11-05');
    expect((dates.at(-1) ?? '') <= '2019-04-10').toBe(true);
    const seen = new Set<string>();
    for (const g of outcome.games) {
      for (const id of [g.homeId, g.awayId]) {
        const key = `${id}|${g.date}`;
        expect(seen.has(key), `team ${id} twice on ${g.date}`).toBe(false);
        seen.add(key);
      }
    }
  });

  it('plays non-conference games across conferences, never a pair twice, neighbours across divisions', () => {
    const nonConference = outcome.games.filter((g) => g.kind === 'nonConference');
    const pairs = new Set<string>();
    for (const g of nonConference) {
      expect(conferenceOf(g.homeId)).not.toBe(conferenceOf(g.awayId));
      expect(g.conferenceGame).toBe(false);
      const key = pairKey(g.homeId, g.awayId);
      expect(pairs.has(key)).toBe(false);
      pairs.add(key);
      // The higher division hosts the lower one, one step apart at most.
      expect(divisionOf(g.awayId) - divisionOf(g.homeId)).toBeGreaterThanOrEqual(0);
      expect(divisionOf(g.awayId) - divisionOf(g.homeId)).toBeLessThanOrEqual(1);
    }
    expect(nonConference.some((g) => divisionOf(g.homeId) !== divisionOf(g.awayId))).toBe(true);
    expect(nonConference.some((g) => g.neutral)).toBe(true);
  });

  it('takes the best 16 teams of a Division I conference (8 in II and III) to its tournament', () => {
    const members = new Map<number, number[]>();
    for (const t of season.teams.teams) {
      members.set(t.school.conferenceId, [...(members.get(t.school.conferenceId) ?? []), t.teamId]);
    }
    for (const [conferenceId, ids] of members) {
      const field = outcome.tournamentTeams.filter(
        (t) => t.kind === 'conference' && t.conferenceId === conferenceId,
      );
      const cap = divisionOf(ids[0] ?? 0) === 1 ? 16 : 8;
      expect(field).toHaveLength(Math.min(cap, ids.length));
    }
    // The 18-team Big Ten leaves two out; its 16 play the SEC format: seeds 1-4 enter in round 3.
    const bigTen = outcome.tournamentGames.filter(
      (g) => g.kind === 'conference' && g.conferenceId === 4,
    );
    const firstRound = (seed: number): number =>
      Math.min(
        ...bigTen.filter((g) => g.highSeed === seed || g.lowSeed === seed).map((g) => g.round),
      );
    expect([1, 4, 5, 8, 9, 16].map(firstRound)).toEqual([3, 3, 2, 2, 1, 1]);
    expect(bigTen.filter((g) => g.round === 1).map((g) => g.highSeed + g.lowSeed)).toEqual([
      25, 25, 25, 25,
    ]);
  });

  it('seeds each conference tournament by conference record and plays it to one champion', () => {
    const games = byId();
    const conferenceTeams = outcome.tournamentTeams.filter((t) => t.kind === 'conference');
    const tournaments = new Set(conferenceTeams.map((t) => t.tournamentId));
    expect(tournaments.size).toBe(
      season.teams.teams.reduce((s, t) => s.add(t.school.conferenceId), new Set<number>()).size,
    );
    for (const tournamentId of tournaments) {
      const teams = conferenceTeams.filter((t) => t.tournamentId === tournamentId);
      const played = outcome.tournamentGames.filter((g) => g.tournamentId === tournamentId);
      expect(teams.map((t) => t.seed).sort((a, b) => a - b)).toEqual(teams.map((_, i) => i + 1));
      expect(played).toHaveLength(teams.length - 1);
      // Conference record decides the seeds: no seed has a worse record than the next one.
      const confWins = (id: number): number =>
        outcome.games.filter((g) => {
          const r = outcome.results.get(g.gameId);
          if (!r || g.kind !== 'conference') return false;
          return (r.homeScore > r.awayScore ? g.homeId : g.awayId) === id;
        }).length;
      const bySeed = [...teams].sort((a, b) => a.seed - b.seed).map((t) => confWins(t.teamId));
      for (let i = 1; i < bySeed.length; i += 1)
        expect(bySeed[i - 1]).toBeGreaterThanOrEqual(bySeed[i] ?? 0);
      for (const g of played) {
        const game = games.get(g.gameId);
        expect(game?.neutral && game.confTournament && game.conferenceGame).toBe(true);
      }
      const losers = new Set(
        played.map((g) => (g.winnerTeamId === g.highTeamId ? g.lowTeamId : g.highTeamId)),
      );
      expect(teams.filter((t) => !losers.has(t.teamId))).toHaveLength(1);
    }
  });

  it('selects 68 Division I teams: one automatic bid per conference (its champion), the rest at-large', () => {
    const field = outcome.tournamentTeams.filter((t) => t.kind === 'national');
    expect(field).toHaveLength(68);
    const d1Conferences = new Set(
      season.teams.teams.filter((t) => t.school.division === 1).map((t) => t.school.conferenceId),
    );
    const automatic = field.filter((t) => t.bid === 'automatic');
    expect(automatic).toHaveLength(d1Conferences.size);
    for (const t of automatic) {
      const final = outcome.tournamentGames
        .filter((g) => g.kind === 'conference' && g.conferenceId === t.conferenceId)
        .sort((a, b) => b.round - a.round)[0];
      expect(final?.winnerTeamId).toBe(t.teamId);
    }
    expect(field.every((t) => divisionOf(t.teamId) === 1)).toBe(true);
  });

  it('seeds four regions 1-16 with the First Four at the 16 line and among the last at-large', () => {
    const field = outcome.tournamentTeams.filter((t) => t.kind === 'national');
    for (const region of [1, 2, 3, 4]) {
      const seeds = new Set(field.filter((t) => t.region === region).map((t) => t.seed));
      expect([...seeds].sort((a, b) => a - b)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    }
    const firstFour = outcome.tournamentGames.filter((g) => g.kind === 'national' && g.round === 0);
    expect(firstFour).toHaveLength(4);
    const bids = (g: (typeof firstFour)[number]): string[] =>
      [g.highTeamId, g.lowTeamId].map((id) => field.find((t) => t.teamId === id)?.bid ?? '');
    expect(
      firstFour.filter((g) => g.highSeed === 16 && bids(g).every((b) => b === 'automatic')),
    ).toHaveLength(2);
    expect(firstFour.filter((g) => bids(g).every((b) => b === 'at-large'))).toHaveLength(2);
    for (const g of firstFour) expect(g.highSeed).toBe(g.lowSeed);
    expect(field.filter((t) => t.firstFour)).toHaveLength(8);
  });

  it('plays the rounds down to one champion on neutral floors through early April', () => {
    const national = outcome.tournamentGames.filter((g) => g.kind === 'national');
    const perRound = [0, 1, 2, 3, 4, 5, 6].map((r) => national.filter((g) => g.round === r).length);
    expect(perRound).toEqual([4, 32, 16, 8, 4, 2, 1]);
    const final = national.find((g) => g.round === 6);
    expect(final?.winnerTeamId).toBe(outcome.champion);
    const games = byId();
    expect(national.every((g) => games.get(g.gameId)?.neutral === true)).toBe(true);
    expect(games.get(final?.gameId ?? 0)?.date).toBe('2019-04-08');
    for (const g of national) {
      if (g.round >= 5) expect(g.region).toBeNull();
      else expect(g.region).toBeGreaterThanOrEqual(1);
    }
    // The first-round games pair seeds adding up to 17 within a region.
    for (const g of national.filter((x) => x.round === 1)) expect(g.highSeed + g.lowSeed).toBe(17);
    const losses = new Map<number, number>();
    for (const g of national) {
      const loser = g.winnerTeamId === g.highTeamId ? g.lowTeamId : g.highTeamId;
      losses.set(loser, (losses.get(loser) ?? 0) + 1);
    }
    expect([...losses.values()].every((n) => n === 1)).toBe(true);
    expect(losses.size).toBe(67);
  });
});
