/**
 * Calibration report, run by hand after changing calibration.ts:
 *   npx tsx packages/demo-league/src/game/calibrate.ts [--games 400] [--division 1]
 *     [--league SEED]
 * Simulates games between generated teams, derives each through the engine, and prints the
 * league averages next to the real 2024-25 D-I values with the relative difference. The teams
 * are testing.ts's (ratings spread like a real conference), or with `--league` the demo
 * league's own 2024-25 teams of that division (league/, default scale): the rosters the demo
 * report will measure, so that is the check that counts before committing a change. Also checks
 * the strength scale (a team rated ±10 on offence against the same defence should score about
 * 10 points per 100 possessions more / less than average) and how much a game's margin varies
 * around what the ratings predict (the pull of the score, `leadPull`), and prints the late game
 * (overtime, end-of-game fouling) next to its real values.
 */
import { deriveGame } from '@courtside/engine';
import type { Gender } from '@courtside/contract';
import { TARGETS, calibrationFor } from './calibration';
import type { LeagueAverages } from './calibration';
import { LeagueTally, relativeDifferences } from './measure';
import { LateGameTally } from './late-game-stats';
import type { LateGameMeasures } from './late-game-stats';
import { LATE_GAME_TARGETS, MARGIN_BUCKETS } from './late-game-targets';
import type { LateGameTargets } from './late-game-targets';
import { DemoLeague } from '../league/league';
import { SCALES } from '../league/scale';
import type { DemoGameSpec, DemoTeam } from '../model';
import { wholeOption } from './hand-tool-options';
import { Random } from './random';
import { simulateGame } from './simulate-game';
import { testGameSpec, testLeagueGames, testTeam } from './testing';

/** Random home/away pairs of the demo league's 2024-25 teams of one division. */
function leagueSpecs(
  gender: Gender,
  division: 1 | 2 | 3,
  games: number,
  seed: number,
): DemoGameSpec[] {
  let teams: DemoTeam[] = [];
  let competitionId = 0;
  for (const season of new DemoLeague(SCALES.default, seed).seasons(gender)) {
    if (season.competition.yearStart !== 2024) continue;
    competitionId = season.competition.id;
    teams = season.teams.teams
      .map((t) => season.teams.teamFor(t.teamId))
      .filter((t) => t.division === division);
  }
  if (teams.length < 2) throw new Error(`The league has no 2024-25 D-${division} teams`);
  const rng = new Random(seed);
  return Array.from({ length: games }, (_, i) => {
    const home = teams[rng.int(0, teams.length - 1)] ?? teams[0];
    const others = teams.filter((t) => t !== home);
    const away = others[rng.int(0, others.length - 1)] ?? others[0];
    if (home === undefined || away === undefined) throw new Error('no teams');
    return {
      ...testGameSpec(home, away, { gameId: i + 1, seed: i, gender, division }),
      competitionId,
    };
  });
}

/**
 * Real per-game spread of the margin around what the ratings predict, points per 100 possessions
 * (2023-24 and 2024-25 men, 2024-25 women: 15.8-15.9; a least-squares fit of every Division I
 * game's margin per 100 on team ratings and home court, degrees of freedom corrected).
 */
const REAL_MARGIN_SD = 15.9;

function measure(
  specs: readonly DemoGameSpec[],
  division: 1 | 2 | 3,
): { averages: LeagueAverages; late: LateGameMeasures; marginSd: number } {
  const tally = new LeagueTally();
  const late = new LateGameTally();
  let squares = 0;
  for (const spec of specs) {
    const game = simulateGame(spec);
    const teams = deriveGame(game, { division }).teams;
    tally.addGame(teams);
    late.addGame(game, teams);
    const home = teams.find((t) => t.split === 'game' && t.side === 'home');
    const away = teams.find((t) => t.split === 'game' && t.side === 'away');
    const possessions = ((home?.possessions ?? 0) + (away?.possessions ?? 0)) / 2;
    const strength = (t: DemoTeam): number => t.offense + t.defense;
    const court = spec.neutralSite ? 0 : calibrationFor(spec.gender, division).homeAdvantagePer100;
    const expected = strength(spec.home) - strength(spec.away) + court;
    const margin = (100 * (game.finalScore.home - game.finalScore.away)) / possessions;
    squares += (margin - expected) ** 2;
  }
  return {
    averages: tally.averages(),
    late: late.measures(),
    marginSd: Math.sqrt(squares / specs.length),
  };
}

/**
 * The late game next to the real values (late-game-targets.ts); a few thousand games give a
 * hundred overtime periods, enough to see a point of difference per overtime.
 */
function printLateGame(m: LateGameMeasures, real: LateGameTargets): void {
  const pair = (a: number, b: number, digits = 2): string =>
    `${a.toFixed(digits)} (real ${b.toFixed(digits)})`;
  const share = (value: number): string => `${(100 * value).toFixed(1)}%`;
  console.info(
    `late game: ${m.overtimeTeamPeriods / 2} overtime periods; ${share(m.overtimeShare)} of games go to overtime (real ${share(real.overtimeShare)})`,
  );
  console.info(
    `  per team per overtime: points ${pair(m.overtimePointsPerTeam, real.overtimePointsPerTeam)}, possessions ${pair(m.overtimePossessionsPerTeam, real.overtimePossessionsPerTeam)}, FTA ${pair(m.overtimeFreeThrowAttemptsPerTeam, real.overtimeFreeThrowAttemptsPerTeam)}, 3P% ${pair(m.overtimeThreePct, real.overtimeThreePct, 3)}`,
  );
  const byMargin = MARGIN_BUCKETS.map(
    (b) => `${b} ${pair(m.freeThrowAttemptsByMargin[b], real.freeThrowAttemptsByMargin[b], 1)}`,
  );
  console.info(`  FTA per game by final margin: ${byMargin.join(', ')}`);
  console.info(
    `  close finishes ${m.closeFinishes}: trailing team fouls in the last minute in ${(100 * m.trailerFoulShare).toFixed(0)}%, ${m.trailerFoulsPerFinish.toFixed(2)} fouls each`,
  );
}

/** Half the ORtg gap between a +`edge` and a −`edge` offence against the same opponent. */
function strengthSlope(gender: Gender, edge: number, games: number): number {
  const base = testTeam({ teamId: 1, gender });
  const strong = { ...base, offense: edge };
  const weak = { ...base, offense: -edge };
  const opponent = testTeam({ teamId: 2, gender });
  const ortg = (team: typeof base): number => {
    let pts = 0;
    let poss = 0;
    for (let i = 0; i < games; i += 1) {
      const spec = testGameSpec(team, opponent, { seed: 9000 + i, gender, neutralSite: true });
      const line = deriveGame(simulateGame(spec)).teams.find(
        (t) => t.split === 'game' && t.side === 'home',
      );
      pts += line?.pts ?? 0;
      poss += line?.possessions ?? 0;
    }
    return (100 * pts) / poss;
  };
  return (ortg(strong) - ortg(weak)) / 2;
}

const games = wholeOption('games', 400);
const division = wholeOption('division', 1);
const leagueSeed = process.argv.includes('--league') ? wholeOption('league', 1) : null;
if (division !== 1 && division !== 2 && division !== 3) {
  console.error('--division must be 1, 2 or 3');
  process.exit(1);
}
for (const gender of ['MALE', 'FEMALE'] as const) {
  const specs =
    leagueSeed === null
      ? testLeagueGames(games, { gender, division, teams: 16, ratingSpread: 6 })
      : leagueSpecs(gender, division, games, leagueSeed);
  const { averages: measured, late, marginSd } = measure(specs, division);
  const target = TARGETS[gender];
  const diff = relativeDifferences(measured, target);
  const teams = leagueSeed === null ? 'test teams' : `demo league seed ${leagueSeed}`;
  console.info(`\n${gender} D${division}, ${games} games, ${teams}`);
  console.info('stat               demo     real    diff');
  for (const key of Object.keys(target) as Array<keyof LeagueAverages>) {
    const flag = Math.abs(diff[key]) > 0.05 ? '  <-- off by more than 5%' : '';
    console.info(
      `${key.padEnd(16)} ${measured[key].toFixed(3).padStart(8)} ${target[key].toFixed(3).padStart(8)} ${(100 * diff[key]).toFixed(1).padStart(6)}%${flag}`,
    );
  }
  const slope = strengthSlope(gender, 10, Math.max(50, Math.round(games / 2)));
  console.info(`strength check: ±10 offence → ${slope.toFixed(1)} points per 100 (want ≈ 10)`);
  console.info(
    `game margin around the ratings' prediction: sd ${marginSd.toFixed(1)} per 100 possessions (real ${REAL_MARGIN_SD})`,
  );
  printLateGame(late, LATE_GAME_TARGETS[gender]);
}
