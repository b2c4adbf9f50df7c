/** The stats data endpoints, one file each; the registry (data/registry.ts) mounts this list. */
import type { DataEndpoint } from '../../endpoint';
import { conferenceAggStatsEndpoint } from './conference-agg-stats';
import { pctileCutoffsEndpoint } from './pctile-cutoffs';
import { pctilesEndpoint } from './pctiles';
import { playerAggStatsEndpoint } from './player-agg-stats';
import { playerAggStatsPublicEndpoint } from './player-agg-stats-public';
import { playerGameClutchStatsEndpoint } from './player-game-clutch-stats';
import { playerGameStatsEndpoint } from './player-game-stats';
import { playerPeriodStatsEndpoint } from './player-period-stats';
import { ranksEndpoint } from './ranks';
import { teamAggPppcEndpoint } from './team-agg-pppc';
import { teamAggStatsEndpoint } from './team-agg-stats';
import { teamAggStreakStatsEndpoint } from './team-agg-streak-stats';
import { teamGameClutchStatsEndpoint } from './team-game-clutch-stats';
import { teamGamePppcEndpoint } from './team-game-pppc';
import { teamGameStatsEndpoint } from './team-game-stats';
import { teamPeriodStatsEndpoint } from './team-period-stats';
import { teamRecordsEndpoint } from './team-records';

export const statsEndpoints: readonly DataEndpoint[] = [
  teamAggStatsEndpoint,
  conferenceAggStatsEndpoint,
  teamGameStatsEndpoint,
  teamGameClutchStatsEndpoint,
  teamRecordsEndpoint,
  teamAggStreakStatsEndpoint,
  teamPeriodStatsEndpoint,
  teamAggPppcEndpoint,
  teamGamePppcEndpoint,
  playerAggStatsEndpoint,
  playerAggStatsPublicEndpoint,
  playerGameStatsEndpoint,
  playerGameClutchStatsEndpoint,
  playerPeriodStatsEndpoint,
  ranksEndpoint,
  pctilesEndpoint,
  pctileCutoffsEndpoint,
];
