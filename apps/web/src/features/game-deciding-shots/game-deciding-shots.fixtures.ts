/**
 * A small Division I season of deciding shots, checkable by hand. Teams: Alpha (1, ACC), Bravo
 * (2, SEC), Charlie (3, ACC). Six attempts:
 *
 * | shot | game | team    | player | period | left | score    | value | kind    | result        |
 * | S1   | 100  | Alpha   | Ann    | H2     | 25   | 70-70    | 3     | goAhead | made, winner  |
 * | S2   | 100  | Bravo   | Ben    | H2     | 3    | 70-73    | 3     | tying   | missed        |
 * | S3   | 101  | Alpha   | Ann    | OT     | 8.4  | 80-81    | 2     | goAhead | missed        |
 * | S4   | 101  | Alpha   | Al     | OT     | 1    | 80-82    | 2     | tying   | made          |
 * | S5   | 102  | Charlie | Cat    | H2     | 15   | 60-62    | 3     | goAhead | made, winner  |
 * | S6   | 102  | Bravo   | Ben    | H2     | 12   | 61-62    | 2     | goAhead | missed        |
 *
 * All: 6 attempts, 3 made (50.0%), 8 points; tying 1 of 2, go-ahead 2 of 4; 2 game-winners.
 * Players: Ann 1 of 2 (3 pts), Ben 0 of 2, Al 1 of 1 (2 pts), Cat 1 of 1 (3 pts).
 * Teams: Alpha 2 of 3 (66.7%, 5 pts, 2 games), Bravo 0 of 2, Charlie 1 of 1.
 * S5 has no location (not drawn on the court).
 */
import type {
  CompetitionConferenceRow,
  TeamTyingGoAheadRow,
  TyingGoAheadShotRow,
} from '@courtside/contract/schemas';
import { conferenceRow } from '@/test/data-api-test-support';
import type { DecidingShot, TeamInfo } from './content/deciding-shots';

/** 2025-26 men: the default season of the page. */
export const SEASON = 41097;
export const PRIOR_SEASON = 38409;

interface ShotInput {
  game: number;
  seq: number;
  teamId: number;
  teamIdAgst: number;
  playerId: number;
  fullName: string;
  period: number;
  periodLabel: string;
  clock: number;
  score: [number, number];
  value: 2 | 3;
  made: boolean;
  winner?: boolean;
  at: [number, number] | null;
  date: string;
}

export function shot(input: ShotInput, competitionId = SEASON): DecidingShot {
  const [teamScoreBefore, oppScoreBefore] = input.score;
  const deficitBefore = oppScoreBefore - teamScoreBefore;
  const [x, y] = input.at ?? [null, null];
  return {
    _id: `${input.game}-${input.seq}`,
    competitionId,
    gameId: input.game,
    gameDate: input.date,
    seq: input.seq,
    period: input.period,
    periodLabel: input.periodLabel,
    clock: input.clock,
    teamId: input.teamId,
    teamIdAgst: input.teamIdAgst,
    playerId: input.playerId,
    fullName: input.fullName,
    x,
    y,
    distance: x === null || y === null ? null : Math.hypot(x, y),
    shotValue: input.value,
    isMade: input.made,
    shotType: 'jumper',
    isGameWinner: input.winner ?? false,
    teamScoreBefore,
    oppScoreBefore,
    attemptKind: deficitBefore === input.value ? 'tying' : 'goAhead',
    deficitBefore,
  };
}

export function seasonShots(competitionId = SEASON): DecidingShot[] {
  const s = (input: ShotInput) => shot(input, competitionId);
  return [
    s({
      game: 100,
      seq: 400,
      teamId: 1,
      teamIdAgst: 2,
      playerId: 11,
      fullName: 'Ann Archer',
      period: 2,
      periodLabel: 'H2',
      clock: 25,
      score: [70, 70],
      value: 3,
      made: true,
      winner: true,
      at: [0, 22],
      date: '2026-01-10',
    }),
    s({
      game: 100,
      seq: 410,
      teamId: 2,
      teamIdAgst: 1,
      playerId: 21,
      fullName: 'Ben Baker',
      period: 2,
      periodLabel: 'H2',
      clock: 3,
      score: [70, 73],
      value: 3,
      made: false,
      at: [-20, 8],
      date: '2026-01-10',
    }),
    s({
      game: 101,
      seq: 500,
      teamId: 1,
      teamIdAgst: 3,
      playerId: 11,
      fullName: 'Ann Archer',
      period: 3,
      periodLabel: 'OT',
      clock: 8.4,
      score: [80, 81],
      value: 2,
      made: false,
      at: [2, 3],
      date: '2026-02-01',
    }),
    s({
      game: 101,
      seq: 510,
      teamId: 1,
      teamIdAgst: 3,
      playerId: 12,
      fullName: 'Al Adams',
      period: 3,
      periodLabel: 'OT',
      clock: 1,
      score: [80, 82],
      value: 2,
      made: true,
      at: [-1, 1],
      date: '2026-02-01',
    }),
    s({
      game: 102,
      seq: 300,
      teamId: 3,
      teamIdAgst: 2,
      playerId: 31,
      fullName: 'Cat Cole',
      period: 2,
      periodLabel: 'H2',
      clock: 15,
      score: [60, 62],
      value: 3,
      made: true,
      winner: true,
      at: null,
      date: '2026-02-20',
    }),
    s({
      game: 102,
      seq: 310,
      teamId: 2,
      teamIdAgst: 3,
      playerId: 21,
      fullName: 'Ben Baker',
      period: 2,
      periodLabel: 'H2',
      clock: 12,
      score: [61, 62],
      value: 2,
      made: false,
      at: [5, 10],
      date: '2026-02-20',
    }),
  ];
}

export const TEAMS: readonly TeamInfo[] = [
  { competitionId: SEASON, teamId: 1, teamMarket: 'Alpha', conferenceId: 1 },
  { competitionId: SEASON, teamId: 2, teamMarket: 'Bravo', conferenceId: 2 },
  { competitionId: SEASON, teamId: 3, teamMarket: 'Charlie', conferenceId: 1 },
];

export const teamMap = (teams: readonly TeamInfo[] = TEAMS): Map<number, TeamInfo> =>
  new Map(teams.map((team) => [team.teamId, team]));

/** The API's rows of `pbp-shots-tying-go-ahead` (what the page reads of them). */
export const shotRows = (competitionId = SEASON): Partial<TyingGoAheadShotRow>[] =>
  seasonShots(competitionId);

/** Each team's whole-season deciding shooting as the API counts it (S1-S6 above). */
const TEAM_TOTALS: Readonly<Record<number, Partial<TeamTyingGoAheadRow>>> = {
  1: {
    gpDeciding: 2,
    decidingFga: 3,
    decidingFgm: 2,
    decidingFga3: 1,
    decidingFgm3: 1,
    decidingFgPct: 2 / 3,
    tyingFga: 1,
    tyingFgm: 1,
    tyingFgPct: 1,
    goAheadFga: 2,
    goAheadFgm: 1,
    goAheadFgPct: 0.5,
    gameWinners: 1,
  },
  2: {
    gpDeciding: 2,
    decidingFga: 2,
    decidingFgm: 0,
    decidingFga3: 1,
    decidingFgm3: 0,
    decidingFgPct: 0,
    tyingFga: 1,
    tyingFgm: 0,
    tyingFgPct: 0,
    goAheadFga: 1,
    goAheadFgm: 0,
    goAheadFgPct: 0,
    gameWinners: 0,
  },
  3: {
    gpDeciding: 1,
    decidingFga: 1,
    decidingFgm: 1,
    decidingFga3: 1,
    decidingFgm3: 1,
    decidingFgPct: 1,
    tyingFga: 0,
    tyingFgm: 0,
    tyingFgPct: null,
    goAheadFga: 1,
    goAheadFgm: 1,
    goAheadFgPct: 1,
    gameWinners: 1,
  },
};

/** The API's rows of `team-tying-go-ahead-shooting` (isOffense true). */
export function teamRows(teams: readonly TeamInfo[] = TEAMS): Partial<TeamTyingGoAheadRow>[] {
  return teams.map((team) => ({
    _id: `${team.competitionId}-${team.teamId}-true`,
    competitionId: team.competitionId,
    teamId: team.teamId,
    teamMarket: team.teamMarket,
    conferenceId: team.conferenceId,
    isOffense: true,
    ...TEAM_TOTALS[team.teamId],
  }));
}

export function conferenceRows(competitionId = SEASON): CompetitionConferenceRow[] {
  const row = (conferenceId: number, name: string) =>
    conferenceRow({
      competitionId: competitionId,
      conferenceId,
      conferenceShortName: name,
      conferenceLongName: `${name} Conference`,
    });
  return [row(1, 'ACC'), row(2, 'SEC')];
}
