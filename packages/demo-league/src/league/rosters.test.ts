/**
 * Roster rules through eight seasons (no games needed): sizes, gender-appropriate heights, class
 * progression and graduation, the transfer share, and person ids that follow a player through
 * his career and his transfers. The league has 88 teams (18 Division I conferences of four, two
 * of four in II and III), so eight seasons of both genders take a second; the default league
 * (578 teams) passes the same rules in about ten.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoClass, DemoPlayer } from '../model';
import { DemoLeague } from './league';
import type { TransferRow } from './league';
import { SCALES } from './scale';
import type { LeagueScale } from './scale';

interface SeasonView {
  readonly competitionId: number;
  readonly players: ReadonlyMap<number, { player: DemoPlayer; teamId: number; division: number }>;
  readonly rosters: ReadonlyArray<readonly DemoPlayer[]>;
  readonly transfers: readonly TransferRow[];
  readonly rotationPlayers: number;
}

const shape = (sizes: number[]): LeagueScale['divisions'][1] => ({
  conferenceSizes: sizes,
  conferenceRounds: 1,
  nonConferenceGames: 2,
  crossDivisionShare: 0,
});
const SMALLER: LeagueScale = {
  ...SCALES.default,
  divisions: { 1: shape(Array.from({ length: 18 }, () => 4)), 2: shape([4, 4]), 3: shape([4, 4]) },
};

function lifeOf(gender: 'MALE' | 'FEMALE'): SeasonView[] {
  const league = new DemoLeague(SMALLER, 4242);
  const out: SeasonView[] = [];
  for (const season of league.seasons(gender)) {
    const players = new Map<number, { player: DemoPlayer; teamId: number; division: number }>();
    const rosters: DemoPlayer[][] = [];
    for (const t of season.teams.teams) {
      const team = season.teams.teamFor(t.teamId);
      rosters.push([...team.roster]);
      for (const player of team.roster) {
        players.set(player.personId, { player, teamId: team.teamId, division: team.division });
      }
    }
    out.push({
      competitionId: season.competition.id,
      players,
      rosters,
      transfers: season.transfers,
      rotationPlayers: season.offseason?.rotationPlayers ?? 0,
    });
  }
  return out;
}

const NEXT: Record<DemoClass, DemoClass | null> = {
  'Fr.': 'So.',
  'So.': 'Jr.',
  'Jr.': 'Sr.',
  'Sr.': 'Gr.',
  'Gr.': null,
};

describe.each(['MALE', 'FEMALE'] as const)('%s rosters over eight seasons', (gender) => {
  let seasons: SeasonView[];
  beforeAll(() => {
    seasons = lifeOf(gender);
  }, 60_000);

  it('covers all eight seasons with 13-15 players a team, unique jerseys, heights of the gender', () => {
    expect(seasons).toHaveLength(8);
    const [low, high] = gender === 'MALE' ? [72, 85] : [65, 77];
    // Collected, then asserted once: tens of thousands of expect calls would be slow.
    const problems: string[] = [];
    for (const season of seasons) {
      for (const roster of season.rosters) {
        if (roster.length < 13 || roster.length > 15) problems.push(`roster of ${roster.length}`);
        if (new Set(roster.map((p) => p.jersey)).size !== roster.length)
          problems.push('jersey twice');
        for (const p of roster) {
          // A freshman may still grow an inch past the recruiting range.
          if (p.heightIn < low || p.heightIn > high + 1) problems.push(`${p.heightIn} inches`);
          if (!['G', 'F', 'C'].includes(p.position)) problems.push(`position ${p.position}`);
          if (!/, /.test(p.hometown)) problems.push(`hometown ${p.hometown}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('moves every returning player up one class and lets nobody play past a graduate year', () => {
    for (let i = 1; i < seasons.length; i += 1) {
      const before = seasons[i - 1] as SeasonView;
      const after = seasons[i] as SeasonView;
      let returning = 0;
      let freshmen = 0;
      const wrongClass: string[] = [];
      for (const [personId, now] of after.players) {
        const then = before.players.get(personId);
        if (!then) {
          if (now.player.classYear !== 'Fr.') wrongClass.push(`new ${now.player.classYear}`);
          freshmen += 1;
          continue;
        }
        returning += 1;
        if (now.player.classYear !== NEXT[then.player.classYear]) {
          wrongClass.push(`${then.player.classYear} → ${now.player.classYear}`);
        }
      }
      expect(wrongClass).toEqual([]);
      expect(freshmen).toBeGreaterThan(after.players.size * 0.15);
      expect(returning).toBeGreaterThan(after.players.size * 0.5);
      // Seniors mostly graduate; a few stay for a graduate year.
      const seniors = [...before.players.entries()].filter(([, p]) => p.player.classYear === 'Sr.');
      const stayed = seniors.filter(([id]) => after.players.has(id)).length;
      expect(stayed / seniors.length).toBeLessThan(0.2);
    }
  });

  it('moves 10-15% of the rotation players through the portal each off-season, some across divisions', () => {
    let crossDivision = 0;
    for (const season of seasons.slice(1)) {
      const committedRotation = season.transfers.filter(
        (t) => t.rotation && t.status === 'committed',
      ).length;
      const share = committedRotation / season.rotationPlayers;
      expect(share).toBeGreaterThanOrEqual(0.1);
      expect(share).toBeLessThanOrEqual(0.15);
      expect(season.transfers.some((t) => t.status === 'withdrawn')).toBe(true);
      crossDivision += season.transfers.filter(
        (t) => t.status === 'committed' && t.toDivision !== t.fromDivision,
      ).length;
    }
    expect(crossDivision).toBeGreaterThan(0);
  });

  it('keeps the person id and the class he left in through a transfer, and points the rows at both rosters', () => {
    for (let i = 1; i < seasons.length; i += 1) {
      const before = seasons[i - 1] as SeasonView;
      const after = seasons[i] as SeasonView;
      for (const t of after.transfers) {
        const from = before.players.get(t.personId);
        expect(from?.teamId).toBe(t.fromTeamId);
        expect(from?.player.playerId).toBe(t.fromPlayerId);
        // The class of the season he left (transfers.class_year), not the one he moves up to.
        expect(t.classYear).toBe(from?.player.classYear);
        const to = after.players.get(t.personId);
        if (t.status === 'committed') {
          expect(to?.teamId).toBe(t.toTeamId);
          expect(to?.teamId).not.toBe(t.fromTeamId);
          expect(to?.player.playerId).toBe(t.toPlayerId);
          expect(to?.division).toBe(t.toDivision);
        } else {
          expect(t.toTeamId).toBeNull();
        }
      }
    }
  });
});
