/**
 * The demo league: a seeded, simulated college basketball universe (league/), played game by
 * game by the simulator (game/) and built into a warehouse through the same engine and writer
 * as real data (build/). Entry points: `npm run demo`, `npm run demo:report` (cli/), and the
 * API's first start (apps/api/src/demo-warehouse.ts). See README.md.
 */
export { buildDemoWarehouse, DEFAULT_DEMO_SEED, estimatedGames } from './build/demo-build';
export type {
  DemoBuildOptions,
  DemoBuildSummary,
  DemoCompetitionSummary,
} from './build/demo-build';
export { AVERAGE_KEYS, formatReport, leagueAverages, leagueReport } from './build/league-report';
export type { Averages, LeagueReport } from './build/league-report';
export { competitionReport } from './build/competition-report';
export type { DivisionReport } from './build/competition-report';
export { DemoLeague } from './league/league';
export type { LeagueSeason, TransferRow } from './league/league';
export { SCALES, SCALE_NAMES, isScaleName } from './league/scale';
export type { LeagueScale, ScaleName } from './league/scale';
export { simulateGame, TARGETS } from './game';
export type { DemoGameSpec, DemoPlayer, DemoTeam } from './model';
