import type { CanonicalGame } from '@courtside/contract';
import { describe, expect, it } from 'vitest';
import { computeBoxScores } from './box-score';
import type { BoxScoreOptions } from './box-score';
import { GameScript, key } from './derive-game.fixtures';
import type { BoxSplit, PlayerBoxLine, TeamBoxLine } from './facts';
import { countPossessions } from './possessions';
import { buildStints } from './stints';

function box(game: CanonicalGame, options: BoxScoreOptions = {}) {
  const possessions = countPossessions(game);
  return computeBoxScores(game, possessions, buildStints(game, possessions), options);
}

function player(lines: readonly PlayerBoxLine[], id: string, split: BoxSplit = 'game') {
  const line = lines.find((l) => l.key === key(id) && l.split === split);
  if (line === undefined) throw new Error(`no ${split} line for ${id}`);
  return line;
}

function team(lines: readonly TeamBoxLine[], side: 'home' | 'away', split: BoxSplit = 'game') {
  const line = lines.find((l) => l.side === side && l.split === split);
  if (line === undefined) throw new Error(`no ${split} line for ${side}`);
  return line;
}

describe('box scores from events', () => {
  const game = new GameScript()
    // And-one with an assist; the fouler is charged, the shooter draws it.
    .at(1150)
    .shot('H1', true, { assist: 'H2', context: { fastBreak: true, inPaint: true } })
    .foul('A1', 'shooting', 1, 'H1')
    .ft('H1', true, 1, 1)
    // Blocked three, live team rebound for the defence, shot-clock team turnover later.
    .at(1120)
    .shot('A2', false, { value: 3 })
    .block('H3')
    .rebound('home', false)
    .at(1100)
    .turnover('home', 'shotclock')
    // Dead-ball rebounds are not rebounds in the box.
    .at(1080)
    .shot('A3', false)
    .rebound('home', false, true)
    // Steal and turnover; a technical on a player and one on the bench.
    .at(1060)
    .turnover('H4', 'badpass')
    .steal('A4')
    .at(1050)
    .foul('H5', 'technical', 2)
    .ft('A5', true, 1, 2, true)
    .ft('A5', false, 2, 2, true)
    .at(1040)
    .foul('home', 'technical', 2)
    .ft('A5', true, 1, 2, true)
    .ft('A5', true, 2, 2, true)
    .at(1030)
    .shot('A3', true, { value: 3, context: { secondChance: true } })
    .period(2)
    .at(100)
    .shot('H2', false)
    .rebound('H2', true)
    .shot('H2', true)
    .build();
  const { players, teams } = box(game);

  it('counts shooting, assists, fouls drawn and the and-one', () => {
    expect(player(players, 'H1')).toMatchObject({
      pts: 3,
      fgm: 1,
      fga: 1,
      fgm2: 1,
      ftm: 1,
      fta: 1,
      pfd: 1,
    });
    expect(player(players, 'H2')).toMatchObject({ ast: 1, pts: 2, orb: 1, fga: 2 });
    expect(player(players, 'A1')).toMatchObject({ pf: 1 });
    expect(player(players, 'A2')).toMatchObject({ fga: 1, fga3: 1, fgm: 0 });
    expect(player(players, 'H3')).toMatchObject({ blk: 1 });
    expect(player(players, 'A4')).toMatchObject({ stl: 1 });
    expect(player(players, 'A5')).toMatchObject({ ftm: 3, fta: 4, pts: 3 });
  });

  it('puts team rebounds and team turnovers in team totals, dead-ball rebounds nowhere', () => {
    const home = team(teams, 'home');
    expect(home).toMatchObject({ drb: 1, teamDrb: 1, orb: 1, teamOrb: 0, tov: 2, teamTov: 1 });
    expect(player(players, 'H4').tov).toBe(1);
  });

  it('charges technicals as fouls, bench ones to the team only', () => {
    expect(player(players, 'H5').pf).toBe(1);
    expect(team(teams, 'home').pf).toBe(2);
    expect(team(teams, 'away').pf).toBe(1);
  });

  it('adds the scorer’s context points', () => {
    expect(team(teams, 'home')).toMatchObject({ fastBreakPts: 2, pointsInPaint: 2 });
    expect(team(teams, 'away')).toMatchObject({ secondChancePts: 3, pts: 6 });
  });

  it('splits by period; team points are the sum of the players’', () => {
    expect(team(teams, 'home', 'period-1').pts).toBe(3);
    expect(team(teams, 'home', 'period-2').pts).toBe(2);
    for (const side of ['home', 'away'] as const) {
      const sum = players
        .filter((l) => l.side === side && l.split === 'game')
        .reduce((s, l) => s + l.pts, 0);
      expect(sum).toBe(team(teams, side).pts);
    }
    // Nobody appears in a period split they took no part in… but starters played both.
    expect(players.some((l) => l.split === 'period-2' && l.key === key('H9'))).toBe(false);
    expect(player(players, 'H1', 'period-2').seconds).toBeGreaterThan(0);
  });

  it('gives plus-minus and on-floor possessions to the five on each side', () => {
    const margin = game.finalScore.home - game.finalScore.away;
    expect(player(players, 'H1').plusMinus).toBe(margin);
    expect(player(players, 'A1').plusMinus).toBe(-margin);
    const homePoss = team(teams, 'home').possessions;
    expect(player(players, 'H1').offPoss).toBe(homePoss);
    expect(player(players, 'A1').defPoss).toBe(homePoss);
    expect(player(players, 'H9')).toMatchObject({ seconds: 0, offPoss: 0, plusMinus: 0 });
  });

  it('builds clutch lines only from the clutch events it is given', () => {
    const clutch = new Set(game.events.filter((e) => e.period === 2).map((e) => e.seq));
    const withClutch = box(game, { clutchSeqs: clutch });
    expect(team(withClutch.teams, 'home', 'clutch')).toMatchObject({ pts: 2, orb: 1 });
    expect(withClutch.teams.some((l) => l.split === 'clutch')).toBe(true);
    expect(teams.some((l) => l.split === 'clutch')).toBe(false);
  });
});

describe('minutes', () => {
  // The last event comes 30 s before the final horn.
  const game = new GameScript()
    .at(1000)
    .shot('H1', true)
    .sub('H1', 'H6')
    .period(2)
    .at(30)
    .shot('A1', true)
    .build();

  it("'feed' credits time up to each event to the lineup at it, nothing after the last", () => {
    const { players } = box(game, { minutesBasis: 'feed' });
    expect(player(players, 'H1').seconds).toBe(200);
    expect(player(players, 'H6').seconds).toBe(2370 - 200);
    expect(player(players, 'H2').seconds).toBe(2370);
  });

  it("'clock' tiles the whole game: 5 × 2400 s a side", () => {
    const { players } = box(game, { minutesBasis: 'clock' });
    expect(player(players, 'H2').seconds).toBe(2400);
    const home = players.filter((l) => l.side === 'home' && l.split === 'game');
    expect(home.reduce((s, l) => s + l.seconds, 0)).toBe(5 * 2400);
  });
});

describe('neutral-site games', () => {
  it('derive the same box as the same game at home (only the flag differs)', () => {
    const script = (neutralSite: boolean) =>
      new GameScript({ neutralSite }).at(1100).shot('H1', true).at(1000).shot('A1', true).build();
    const neutral = box(script(true));
    const home = box(script(false));
    expect(script(true).neutralSite).toBe(true);
    expect(neutral).toEqual(home);
  });
});

describe('lines of players outside the list or off the floor', () => {
  const game = new GameScript()
    .at(1100)
    .shot('H3', true, { assist: 'H2' })
    .period(2)
    .at(900)
    // H9 never plays but draws a foul from the bench in period 2.
    .foul('A1', 'technical', 0, 'H9')
    .at(800)
    .shot('A2', true)
    .build();

  it('gives a period line to a player who recorded something there without playing', () => {
    const { players } = box(game);
    expect(player(players, 'H9', 'period-2')).toMatchObject({ pfd: 1, seconds: 0, pf: 0 });
    expect(players.some((l) => l.split === 'period-1' && l.key === key('H9'))).toBe(false);
  });

  it('counts a key missing from the player list for the team only', () => {
    const unlisted = { ...game, players: game.players.filter((p) => p.key !== key('H3')) };
    const { players, teams } = box(unlisted);
    expect(players.some((l) => l.key === key('H3'))).toBe(false);
    expect(team(teams, 'home')).toMatchObject({ pts: 2, fgm: 1, ast: 1 });
    expect(player(players, 'H2')).toMatchObject({ ast: 1, plusMinus: 0, offPoss: 1 });
  });

  it('counts events of a period past the game’s in the game split only', () => {
    const cut = { ...game, periods: 1 };
    const { players, teams } = box(cut);
    expect(teams.map((l) => l.split)).toEqual(['game', 'game', 'period-1', 'period-1']);
    expect(team(teams, 'away').pts).toBe(2);
    expect(team(teams, 'away', 'period-1').pts).toBe(0);
    expect(players.some((l) => l.split === 'period-2')).toBe(false);
  });
});
