/**
 * Simulator speed, run by hand:
 *   npx tsx packages/demo-league/src/game/bench.ts [--games 2000]
 * Times `simulateGame` alone (after a warm-up, best of three rounds), then the engine's
 * `deriveGame` on 500 of the games for comparison, and prints games per second and milliseconds per game. Times are this
 * process's CPU time (user + system), so a busy shared machine does not inflate them; the wall
 * time is printed too.
 */
import { deriveGame } from '@courtside/engine';
import type { CanonicalGame } from '@courtside/contract';
import { simulateGame } from './simulate-game';
import { testLeagueGames } from './testing';

const at = process.argv.indexOf('--games');
const games = at < 0 ? 2000 : Number(process.argv[at + 1]);
if (!Number.isInteger(games) || games <= 0) {
  console.error('--games needs a positive whole number');
  process.exit(1);
}

const cpu = (): number => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

for (const gender of ['MALE', 'FEMALE'] as const) {
  const specs = testLeagueGames(games, { gender, teams: 30, ratingSpread: 6, seed: 7 });
  for (const spec of specs.slice(0, 200)) simulateGame(spec);
  // Best of three rounds: the machine is shared, the fastest round is the simulator's own cost.
  let best = { cpu: Number.POSITIVE_INFINITY, wall: 0, events: 0 };
  for (let round = 0; round < 3; round += 1) {
    const [c0, w0] = [cpu(), performance.now()];
    let events = 0;
    for (const spec of specs) events += simulateGame(spec).events.length;
    const [c1, w1] = [cpu(), performance.now()];
    if (c1 - c0 < best.cpu) best = { cpu: c1 - c0, wall: w1 - w0, events };
  }
  const simulated: CanonicalGame[] = specs.slice(0, 500).map(simulateGame);
  const c2 = cpu();
  for (const game of simulated) deriveGame(game);
  const engineMs = (cpu() - c2) / simulated.length;
  const simMs = best.cpu / games;
  console.info(
    `${gender}: simulate ${simMs.toFixed(3)} ms/game CPU (${Math.round(1000 / simMs)} games/s; ` +
      `wall ${(best.wall / games).toFixed(3)} ms), ${Math.round(best.events / games)} events/game; ` +
      `engine deriveGame ${engineMs.toFixed(3)} ms/game CPU`,
  );
}
