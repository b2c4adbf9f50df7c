/**
 * `games` asked with a `tournament`: the national tournament's and a conference tournament's
 * bracket games of a small demo league (the NCAA datasets have no brackets), checked against
 * the warehouse's bracket tables and the games' own scores, plus the refusals.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { conferenceIdOfTournament, conferenceTournamentId } from '@courtside/contract';
import type { GameDataRow } from '@courtside/contract/schemas';
import type { WarehouseDb } from '@courtside/warehouse';
import { openWarehouseReadOnly } from '@courtside/warehouse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The demo league is not part of the warehouse's public entry; tests reach its builder directly.
import { SCALES, buildDemoWarehouse } from '@courtside/demo-league';
import { UnknownIdError } from '../../unknown-id';
import { inputErrorOf, numberOf, runEndpoint } from '../stats/support/testing';
import { gamesEndpoint } from './games.endpoint';

const MEN = 38409;
const WOMEN = 38529;
const TOURNAMENT = 5025;

describe('games of a tournament bracket (demo league)', () => {
  const root = mkdtempSync(join(tmpdir(), 'courtside-bracket-'));
  let db: WarehouseDb;

  beforeAll(async () => {
    const built = await buildDemoWarehouse({
      dataDir: root,
      seed: 11,
      scale: { ...SCALES.small, competitionIds: [MEN] },
      workers: 0,
    });
    db = await openWarehouseReadOnly(built.path);
  }, 240_000);
  afterAll(() => {
    db.close();
    rmSync(root, { recursive: true, force: true });
  });

  const bracketOf = (row: GameDataRow) => {
    if (row.bracket === undefined) throw new Error(`game ${row.gameId} has no bracket place`);
    return row.bracket;
  };

  it('answers every bracket game in bracket order with its seeds and the scored winner', async () => {
    const rows = await runEndpoint(gamesEndpoint, db, {
      competitionId: MEN,
      tournamentId: TOURNAMENT,
    });
    const stored = await db.all(
      `SELECT count(*) AS n, max(round) AS last FROM tournament_games
       WHERE competition_id = $c AND tournament_id = $t`,
      { c: MEN, t: TOURNAMENT },
    );
    expect(rows.length).toBe(Number(stored[0]?.n));
    expect(rows.length).toBeGreaterThan(2);
    const places = rows.map(bracketOf);
    const order = places.map((p) => p.round * 1000 + p.slot);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const row of rows) {
      const place = bracketOf(row);
      expect(place.highSeed).toBeLessThanOrEqual(place.lowSeed);
      expect([row.homeTeamId, row.awayTeamId].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
        [place.highTeamId, place.lowTeamId].sort((a, b) => a - b),
      );
      // The stored winner is the team with more points on the game's own score.
      const homeWon = (row.homeScore ?? 0) > (row.awayScore ?? 0);
      expect(place.winnerTeamId).toBe(homeWon ? row.homeTeamId : row.awayTeamId);
    }
    // Each later-round team won its previous game: winners advance, losers are out.
    const lastRound = Number(stored[0]?.last);
    const final = places.filter((p) => p.round === lastRound);
    expect(final).toHaveLength(1);
    const losers = new Set(
      places.map((p) => (p.winnerTeamId === p.highTeamId ? p.lowTeamId : p.highTeamId)),
    );
    // Round numbers keep their meaning in a small bracket (it starts later: 0 First Four, then
    // e.g. 4 Elite Eight), so "the previous round" is the previous one played.
    const mainRounds = [...new Set(places.map((p) => p.round).filter((r) => r > 0))].sort(
      (a, b) => a - b,
    );
    const winnersOf = (round: number) =>
      places.filter((place) => place.round === round).map((place) => place.winnerTeamId);
    mainRounds.forEach((round, index) => {
      const previous = index === 0 ? 0 : (mainRounds[index - 1] ?? 0);
      const advanced = winnersOf(previous);
      const teams = places
        .filter((place) => place.round === round)
        .flatMap((place) => [place.highTeamId, place.lowTeamId]);
      if (index > 0) expect(teams.every((team) => advanced.includes(team))).toBe(true);
      // Every First Four winner plays the first main round.
      else for (const team of advanced) expect(teams).toContain(team);
    });
    const champion = final[0]?.winnerTeamId;
    expect(champion).toBeDefined();
    expect(losers.has(champion ?? 0)).toBe(false);
    expect(places.filter((p) => p.region === null).map((p) => p.round)).not.toContain(0);
  });

  it('answers nothing for a tournament the warehouse has no bracket of', async () => {
    const rows = await runEndpoint(gamesEndpoint, db, {
      competitionId: MEN,
      tournamentId: 5024,
    });
    expect(rows).toEqual([]);
  });

  /** The demo league's conference tournament with the most games (a bracket of a few rounds). */
  const storedConferenceTournament = async (): Promise<number> => {
    const rows = await db.all(
      `SELECT tournament_id, count(*) AS n FROM tournament_games
       WHERE competition_id = $c AND kind = 'conference'
       GROUP BY tournament_id ORDER BY n DESC, tournament_id LIMIT 1`,
      { c: MEN },
    );
    return numberOf(rows[0], 'tournament_id');
  };

  it('answers a conference tournament the warehouse holds: rounds from 1, no regions', async () => {
    const tournamentId = await storedConferenceTournament();
    const conferenceId = conferenceIdOfTournament(tournamentId);
    expect(conferenceId).not.toBeNull();
    expect(conferenceTournamentId(conferenceId ?? 0)).toBe(tournamentId);
    const rows = await runEndpoint(gamesEndpoint, db, { competitionId: MEN, tournamentId });
    const stored = await db.all(
      `SELECT count(*) AS n, max(round) AS last FROM tournament_games
       WHERE competition_id = $c AND tournament_id = $t`,
      { c: MEN, t: tournamentId },
    );
    expect(rows.length).toBe(Number(stored[0]?.n));
    expect(rows.length).toBeGreaterThan(2);
    const places = rows.map(bracketOf);
    expect(places.every((p) => p.tournamentId === tournamentId)).toBe(true);
    expect(places.every((p) => p.region === null && !p.firstFour)).toBe(true);
    expect(Math.min(...places.map((p) => p.round))).toBe(1);
    const order = places.map((p) => p.round * 1000 + p.slot);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // Every game is between two teams of the host conference.
    for (const row of rows) {
      expect(row.homeConferenceId).toBe(conferenceId);
      expect(row.awayConferenceId).toBe(conferenceId);
      expect(row.confTournament).toBe(true);
    }
    const final = places.filter((p) => p.round === Number(stored[0]?.last));
    expect(final).toHaveLength(1);
    expect(final[0]?.roundName).toBe('Final');
  });

  it('refuses a conference tournament the warehouse does not hold for the competition', async () => {
    const held = await storedConferenceTournament();
    // Another competition: the demo league built only the men's season.
    const foreign = await inputErrorOf(gamesEndpoint, db, {
      competitionId: WOMEN,
      tournamentId: held,
    });
    expect(foreign).toBeInstanceOf(UnknownIdError);
    expect(foreign.message).toBe(
      `Unknown tournament ${held} in competition ${WOMEN} ("tournament")`,
    );
    // A conference the league does not have.
    const missing = conferenceTournamentId(99_999);
    const unknown = await inputErrorOf(gamesEndpoint, db, {
      competitionId: MEN,
      tournamentId: missing,
    });
    expect(unknown).toBeInstanceOf(UnknownIdError);
    expect(unknown.message).toBe(
      `Unknown tournament ${missing} in competition ${MEN} ("tournament")`,
    );
    const alone = await inputErrorOf(gamesEndpoint, db, { tournamentId: held });
    expect(alone).not.toBeInstanceOf(UnknownIdError);
    expect(alone.message).toMatch(/needs/);
  });

  it('refuses an unknown tournament and a tournament without a competition', async () => {
    const unknown = await inputErrorOf(gamesEndpoint, db, {
      competitionId: MEN,
      tournamentId: 1234,
    });
    expect(unknown).toBeInstanceOf(UnknownIdError);
    expect(unknown.message).toMatch(/Unknown tournament 1234/);
    const alone = await inputErrorOf(gamesEndpoint, db, { tournamentId: TOURNAMENT });
    expect(alone.message).toMatch(/needs/);
  });
});
