import { describe, expect, it } from 'vitest';
import {
  canonicalGameFromRows,
  liveBoxScore,
  type LiveGameMeta,
  type LivePbpRow,
} from './live-rows';

const META: LiveGameMeta = {
  gameId: 7,
  competitionId: 41097,
  gender: 'MALE',
  date: '2026-01-15',
  neutralSite: false,
  home: { teamId: 10, name: 'Home U' },
  away: { teamId: 20, name: 'Away St' },
};

const unit = (ids: number[]) => ids.map((id) => ({ playerId: id, fullName: `P${id}` }));
const STARTERS = { homeLineup: unit([1, 2, 3, 4, 5]), awayLineup: unit([11, 12, 13, 14, 15]) };
const AFTER_SUB = { ...STARTERS, homeLineup: unit([1, 2, 3, 6, 5]) };

type Step = [
  clock: number,
  actionType: string,
  subType: string | null,
  player: number | null,
  other: number | null,
  isMade: boolean | null,
  points: number | null,
  score: [number, number],
];

/** Home players are 1-6, away players 11-15. */
const STEPS: Step[] = [
  [1200, 'jumpBall', 'won', 1, null, null, null, [0, 0]],
  [1180, 'shot', 'layup', 1, 2, true, 2, [2, 0]],
  [1160, 'shot', 'jumper', 11, null, false, 3, [2, 0]],
  [1158, 'rebound', 'defensive', 3, null, null, null, [2, 0]],
  [1140, 'shot', 'jumper', 2, null, true, 3, [5, 0]],
  [1120, 'foul', 'shooting', 4, 12, null, 2, [5, 0]],
  [1120, 'freeThrow', '1/2', 12, null, true, 1, [5, 1]],
  [1120, 'freeThrow', '2/2', 12, null, false, 1, [5, 1]],
  [1118, 'rebound', 'offensive', 13, null, null, null, [5, 1]],
  [1110, 'shot', 'tip', 13, null, true, 2, [5, 3]],
  [1100, 'substitution', 'out', 4, null, null, null, [5, 3]],
  [1100, 'substitution', 'in', 6, null, null, null, [5, 3]],
  [1080, 'turnover', 'lostball', 6, null, null, null, [5, 3]],
  [1080, 'steal', null, 11, null, null, null, [5, 3]],
  [1070, 'shot', 'dunk', 11, null, true, 2, [5, 5]],
  [1060, 'shot', 'layup', 6, 14, false, 2, [5, 5]],
  [1060, 'block', null, 14, null, null, null, [5, 5]],
  [1058, 'rebound', 'defensive', 15, null, null, null, [5, 5]],
];

function rowsOf(steps: readonly Step[]): LivePbpRow[] {
  return steps.map(([clock, actionType, subType, player, other, isMade, points, score], seq) => {
    const isHome = player === null ? null : player < 10;
    return {
      seq,
      period: 1,
      clock,
      actionType,
      subType,
      isHome,
      playerId: player,
      fullName: player === null ? null : `P${player}`,
      otherPlayerId: other,
      otherFullName: other === null ? null : `P${other}`,
      isMade,
      points,
      homeScore: score[0],
      awayScore: score[1],
      x: null,
      y: null,
      description: `${actionType} ${player ?? ''}`,
      // The substitution rows still show the five before it; the next clock reading shows the new.
      ...(seq >= 12 ? AFTER_SUB : STARTERS),
    };
  });
}

const ROWS = rowsOf(STEPS);

describe('canonicalGameFromRows', () => {
  const game = canonicalGameFromRows(ROWS, META);

  it('reads the event fields back from the columns', () => {
    expect(game.events[1]).toMatchObject({ type: 'shot', value: 2, made: true, assist: 'id:2' });
    expect(game.events[2]).toMatchObject({ type: 'shot', value: 3, made: false, blockedBy: null });
    expect(game.events[5]).toMatchObject({ type: 'foul', kind: 'shooting', drawnBy: 'id:12' });
    expect(game.events[6]).toMatchObject({ type: 'freeThrow', attempt: 1, of: 2 });
    expect(game.events[8]).toMatchObject({ type: 'rebound', offensive: true, deadBall: false });
    expect(game.events[15]).toMatchObject({ type: 'shot', assist: null, blockedBy: 'id:14' });
    expect(game.finalScore).toEqual({ home: 5, away: 5 });
    expect(game.periods).toBe(2);
  });

  it('lists every player once, the first ten on the floor as starters', () => {
    expect(game.players.map((p) => [p.key, p.side, p.starter])).toEqual([
      ['id:1', 'home', true],
      ['id:2', 'home', true],
      ['id:3', 'home', true],
      ['id:4', 'home', true],
      ['id:5', 'home', true],
      ['id:11', 'away', true],
      ['id:12', 'away', true],
      ['id:13', 'away', true],
      ['id:14', 'away', true],
      ['id:15', 'away', true],
      ['id:6', 'home', false],
    ]);
  });
});

describe('liveBoxScore: a hand-worked first 2:22', () => {
  const box = liveBoxScore(ROWS, META);
  const line = (id: number) => box.players.find((p) => p.playerId === id);

  it('counts each player the official way', () => {
    // P1: the layup. P2: the three and the assist on the layup.
    expect(line(1)).toMatchObject({ pts: 2, fgm: 1, fga: 1, fgm3: 0, fga3: 0, ast: 0 });
    expect(line(2)).toMatchObject({ pts: 3, fgm: 1, fga: 1, fgm3: 1, fga3: 1, ast: 1 });
    expect(line(3)).toMatchObject({ drb: 1, orb: 0 });
    expect(line(4)).toMatchObject({ pf: 1, pts: 0 });
    expect(line(6)).toMatchObject({ tov: 1, fgm: 0, fga: 1 });
    // P11: the missed three, the steal and the dunk; P12: one of two free throws.
    expect(line(11)).toMatchObject({ pts: 2, fgm: 1, fga: 2, fgm3: 0, fga3: 1, stl: 1 });
    expect(line(12)).toMatchObject({ pts: 1, ftm: 1, fta: 2, pfd: 1 });
    expect(line(13)).toMatchObject({ pts: 2, orb: 1, fgm: 1, fga: 1 });
    // The block counts from its own row; the shot names the blocker only for the play-by-play.
    expect(line(14)).toMatchObject({ blk: 1 });
    expect(line(15)).toMatchObject({ drb: 1 });
  });

  it('runs minutes to the latest event only, and splits them at the substitution', () => {
    // 1200 − 1058 = 142 s so far; P4 played to the substitution at 1100 (100 s), P6 the rest.
    expect(line(1)?.seconds).toBe(142);
    expect(line(4)?.seconds).toBe(100);
    expect(line(6)?.seconds).toBe(42);
    expect(line(11)?.seconds).toBe(142);
  });

  it('credits plus-minus to the five on the floor, free throws to the five at the foul', () => {
    // With P4: 5-3 (+2). With P6: 0-2 (−2). The others were on for all of 5-5.
    expect(line(4)?.plusMinus).toBe(2);
    expect(line(6)?.plusMinus).toBe(-2);
    expect(line(1)?.plusMinus).toBe(0);
    expect(line(12)?.plusMinus).toBe(0);
    const home = box.lineups.filter((l) => l.side === 'home');
    expect(
      home.map((l) => [l.players.includes('id:4') ? 'with P4' : 'with P6', l.plusMinus]),
    ).toEqual(
      expect.arrayContaining([
        ['with P4', 2],
        ['with P6', -2],
      ]),
    );
    expect(box.lineups.filter((l) => l.side === 'away').map((l) => l.plusMinus)).toEqual([0]);
  });

  it('has both team lines and the ten on the floor now', () => {
    expect(box.teams.map((t) => [t.side, t.pts])).toEqual([
      ['home', 5],
      ['away', 5],
    ]);
    expect(box.onFloor?.home).toEqual(['id:1', 'id:2', 'id:3', 'id:6', 'id:5']);
  });

  it('is empty before the first event', () => {
    expect(liveBoxScore([], META)).toEqual({ players: [], teams: [], lineups: [], onFloor: null });
  });
});
