import type { BracketOddsRow } from '@courtside/contract/schemas';
import { describe, expect, it } from 'vitest';
import { brierSkill, calibration, decidedRounds, reachedRound } from './calibration';
import { brierSentences, roundsText, titleOddsText } from './calibration-text';

/**
 * A four-team bracket worked by hand (it starts at the Final Four, so every team passes the
 * rounds before it as on a bye). Semifinals A v B and C v D; odds before the tournament:
 *
 *   team  final  title
 *   A     0.8    0.5
 *   B     0.2    0.1
 *   C     0.6    0.3
 *   D     0.4    0.1
 *
 * What happened: A beat B, D upset C, A beat D in the final.
 */
interface Team {
  teamId: number;
  market: string;
  final: number;
  title: number;
}

const A: Team = { teamId: 1, market: 'A', final: 0.8, title: 0.5 };
const B: Team = { teamId: 2, market: 'B', final: 0.2, title: 0.1 };
const C: Team = { teamId: 3, market: 'C', final: 0.6, title: 0.3 };
const D: Team = { teamId: 4, market: 'D', final: 0.4, title: 0.1 };

function row(team: Team, eliminatedRound: number | null, isChampion = false): BracketOddsRow {
  return {
    _id: `9-${team.teamId}`,
    updated: '2025-04-08T00:00:00Z',
    tournamentId: 9,
    competitionId: 1,
    teamId: team.teamId,
    teamMarket: team.market,
    conferenceId: null,
    seed: team.teamId,
    region: team.teamId,
    regionName: null,
    firstFour: false,
    bid: null,
    wins: 20,
    losses: 10,
    ortgAdj: 110,
    drtgAdj: 100,
    paceAdj: 68,
    netRtgAdj: 10,
    oddsRound64: 1,
    oddsRound32: 1,
    oddsSweet16: 1,
    oddsElite8: 1,
    oddsFinal4: 1,
    oddsFinal: team.final,
    oddsChampion: team.title,
    runs: 100_000,
    eliminatedRound,
    isChampion,
    oddsAsOf: 'pre',
  };
}

/** Both semifinals and the final played. */
const FINISHED = [row(A, null, true), row(B, 5), row(C, 5), row(D, 6)];
/** Both semifinals played, the final not yet. */
const FINAL_TO_PLAY = [row(A, null), row(B, 5), row(C, 5), row(D, null)];
/** Only A v B played. */
const ONE_SEMIFINAL = [row(A, null), row(B, 5), row(C, null), row(D, null)];
const NOTHING_PLAYED = [row(A, null), row(B, null), row(C, null), row(D, null)];

describe('reachedRound', () => {
  it('counts the rounds up to the one a team lost in, and every round for the others', () => {
    expect(reachedRound(row(B, 5), 5)).toBe(true);
    expect(reachedRound(row(B, 5), 6)).toBe(false);
    expect(reachedRound(row(D, 6), 6)).toBe(true);
    expect(reachedRound(row(D, 6), 7)).toBe(false);
    expect(reachedRound(row(A, null, true), 7)).toBe(true);
    // A First Four loser never reached the round of 64, let alone the round of 32.
    expect(reachedRound(row(B, 0), 2)).toBe(false);
  });
});

describe('decidedRounds', () => {
  it('takes the rounds every team has settled, leaving out the ones all are sure to reach', () => {
    // Rounds 2-5 are byes here (every chance 1): they predict nothing.
    expect(decidedRounds(FINISHED)).toEqual([6, 7]);
    // 2 still in for the final's 2 places; 2 still in for the title's 1 place.
    expect(decidedRounds(FINAL_TO_PLAY)).toEqual([6]);
  });

  it('counts no round while one of its deciding games is still to play', () => {
    // 3 teams still in for the final's 2 places: C v D is unplayed.
    expect(decidedRounds(ONE_SEMIFINAL)).toEqual([]);
    expect(decidedRounds(NOTHING_PLAYED)).toEqual([]);
    expect(calibration(ONE_SEMIFINAL)).toBeNull();
    expect(calibration(NOTHING_PLAYED)).toBeNull();
    expect(calibration([])).toBeNull();
  });
});

describe('calibration of a finished tournament', () => {
  const result = calibration(FINISHED);
  if (result === null) throw new Error('the finished tournament has settled rounds');

  it('scores the odds and the same-chance baseline with the Brier score', () => {
    // Final (reached: A, D): A (0.8−1)² = .04, B (0.2)² = .04, C (0.6)² = .36, D (0.4−1)² = .36
    //   → 0.80. Title (won: A): A (0.5−1)² = .25, B .01, C .09, D .01 → 0.36.
    //   Brier = (0.80 + 0.36) / 8 = 0.145.
    // Baseline, each round's share of the field: final 2/4 = 0.5, every miss 0.25 → 1.00;
    //   title 1/4 = 0.25, A (0.75)² = .5625, B, C, D (0.25)² = .0625 each → 0.75.
    //   Brier = (1.00 + 0.75) / 8 = 0.21875.
    // Skill = 1 − 0.145 / 0.21875 = 0.3371…
    expect(result.rounds).toEqual([6, 7]);
    expect(result.teams).toBe(4);
    expect(result.predictions).toBe(8);
    expect(result.brier).toBeCloseTo(0.145, 10);
    expect(result.baselineBrier).toBeCloseTo(0.21875, 10);
    expect(brierSkill(result)).toBeCloseTo(0.337143, 5);
  });

  it('bins the predictions by chance, the lower end included', () => {
    // 10–25%: B final 0.2 (no), B title 0.1 (no), D title 0.1 (no) → 3, mean 0.1333, 0.
    // 25–50%: D final 0.4 (yes), C title 0.3 (no) → 2, mean 0.35, 0.5.
    // 50–75%: C final 0.6 (no), A title 0.5 (yes) → 2, mean 0.55, 0.5.
    // 75–90%: A final 0.8 (yes) → 1, mean 0.8, 1.
    const table = result.reliability.map((bin) => [
      bin.range,
      bin.predictions,
      bin.meanPredicted === null ? null : Number(bin.meanPredicted.toFixed(4)),
      bin.happened,
    ]);
    expect(table).toEqual([
      ['0–10%', 0, null, null],
      ['10–25%', 3, 0.1333, 0],
      ['25–50%', 2, 0.35, 0.5],
      ['50–75%', 2, 0.55, 0.5],
      ['75–90%', 1, 0.8, 1],
      ['90–100%', 0, null, null],
    ]);
  });

  it('leaves out chances of 0 and 1, and puts 0.9 in the last bin', () => {
    const certain = calibration([
      { ...row(A, null, true), oddsFinal: 1, oddsChampion: 0.9 },
      { ...row(B, 5), oddsFinal: 0, oddsChampion: 0 },
      { ...row(C, 5), oddsFinal: 0.5, oddsChampion: 0.05 },
      { ...row(D, 6), oddsFinal: 0.5, oddsChampion: 0.05 },
    ]);
    // A's final (1) and B's final and title (0) could not have gone otherwise: left out.
    // 90–100%: A's title (0.9), which happened. 0–10%: C's and D's title 0.05, neither happened.
    expect(certain?.predictions).toBe(5);
    expect(certain?.reliability.at(-1)).toMatchObject({ predictions: 1, happened: 1 });
    expect(certain?.reliability[0]).toMatchObject({ predictions: 2, happened: 0 });
  });

  it('names the favorite and the champion, and says how the odds did', () => {
    expect(result.favorite).toEqual({ teamId: 1, teamMarket: 'A', oddsChampion: 0.5 });
    expect(titleOddsText(result)).toBe(
      'Before the tournament, A had the best odds of the title, 50.0%, and won it.',
    );
    const [scored, baseline] = brierSentences(result);
    expect(scored).toContain('the 8 predictions already settled (4 teams, 2 rounds');
    expect(scored).toContain('reaching the final and winning the title');
    expect(scored).toContain('Brier score of 0.145');
    expect(baseline).toBe(
      'Giving every team the same chance of each round, the share of the field that got there, scores 0.219: the odds did 34% better.',
    );
  });
});

describe('calibration while the final is to play', () => {
  it('scores the final alone and names no champion', () => {
    const result = calibration(FINAL_TO_PLAY);
    if (result === null) throw new Error('the final is settled');
    // Final only: 0.80 / 4 = 0.2 against the baseline's 1.00 / 4 = 0.25.
    expect(result.brier).toBeCloseTo(0.2, 10);
    expect(result.baselineBrier).toBeCloseTo(0.25, 10);
    expect(result.champion).toBeNull();
    expect(titleOddsText(result)).toBe(
      'Before the tournament, A had the best odds of the title, 50.0%; the title is still to be decided.',
    );
    expect(brierSentences(result)[0]).toContain('4 teams, 1 round: reaching the final;');
  });

  it('says when the champion was not the favorite, and when the odds did worse', () => {
    // B beats A, C beats D, B beats C. Final (reached: B, C): A (0.8)² = .64, B (0.2−1)² = .64,
    // C (0.6−1)² = .16, D (0.4)² = .16 → 1.60. Title: A .25, B (0.1−1)² = .81, C .09, D .01
    // → 1.16. Brier = 2.76 / 8 = 0.345; the baseline is the same 0.21875 (the same shares):
    // 1 − 0.345 / 0.21875 = −0.577, 58% worse.
    const upset = calibration([row(A, 5), row(B, null, true), row(C, 6), row(D, 5)]);
    if (upset === null) throw new Error('the tournament is finished');
    expect(upset.brier).toBeCloseTo(0.345, 10);
    expect(upset.baselineBrier).toBeCloseTo(0.21875, 10);
    expect(titleOddsText(upset)).toBe(
      'Before the tournament, A had the best odds of the title, 50.0%; the champion, B, had 10.0%.',
    );
    expect(brierSentences(upset)[1]).toContain('scores 0.219: the odds did 58% worse.');
  });

  it('scores odds that knew nothing like the baseline, the first team the favorite on a tie', () => {
    const even = (team: Team): Team => ({ ...team, final: 0.5, title: 0.25 });
    const result = calibration([
      row(even(A), null, true),
      row(even(B), 5),
      row(even(C), 5),
      row(even(D), 6),
    ]);
    if (result === null) throw new Error('the tournament is finished');
    expect(result.brier).toBeCloseTo(result.baselineBrier, 10);
    expect(result.favorite.teamMarket).toBe('A');
    expect(brierSentences(result)[1]).toContain('the odds did no better than that.');
  });
});

describe('roundsText', () => {
  it('names one, two or a run of rounds', () => {
    expect(roundsText([7])).toBe('winning the title');
    expect(roundsText([2, 3, 4, 5, 6, 7])).toBe(
      'every round from reaching the round of 32 to winning the title',
    );
  });
});
