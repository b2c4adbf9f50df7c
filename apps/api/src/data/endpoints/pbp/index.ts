/** The pbp data endpoints, one file each; the registry (data/registry.ts) mounts this list. */
import type { DataEndpoint } from '../../endpoint';
import { enhLineupGameSummariesEndpoint } from './enh-lineup-game-summaries';
import { enhPbpEndpoint } from './enh-pbp';
import { gameFlowLineupsEndpoint } from './game-flow-lineups';
import { gameFlowPlayersEndpoint } from './game-flow-players';
import { lgHexesEndpoint } from './lg-hexes';
import { lgZonesEndpoint } from './lg-zones';
import { lineupAggStatsTopEndpoint } from './lineup-agg-stats-top';
import { matchActionsEndpoint } from './match-actions';
import { onOffAggStatsEndpoint } from './on-off-agg-stats';
import { pbpShotsEndpoint } from './pbp-shots';
import { pbpShotsTyingGoAheadEndpoint } from './pbp-shots-tying-go-ahead';
import { playerAggPbpStatsEndpoint } from './player-agg-pbp-stats';
import { playerGamePbpStatsEndpoint } from './player-game-pbp-stats';
import { playerPeriodSummariesEndpoint } from './player-period-summaries';
import { playerScoringStreaksEndpoint } from './player-scoring-streaks';
import { playerShootingStreaksEndpoint } from './player-shooting-streaks';
import { playerTyingGoAheadShootingEndpoint } from './player-tying-go-ahead-shooting';
import { streaksMarginsEndpoint } from './streaks-margins';
import { teamAggAssistCombosEndpoint } from './team-agg-assist-combos';
import { teamAggPbpStatsEndpoint } from './team-agg-pbp-stats';
import { teamGamePbpStatsEndpoint } from './team-game-pbp-stats';
import { teamPeriodSummariesEndpoint } from './team-period-summaries';
import { teamScoringStreaksEndpoint } from './team-scoring-streaks';
import { teamShootingStreaksEndpoint } from './team-shooting-streaks';
import { teamTyingGoAheadShootingEndpoint } from './team-tying-go-ahead-shooting';

export const pbpEndpoints: readonly DataEndpoint[] = [
  // Shots and zones.
  pbpShotsEndpoint,
  lgZonesEndpoint,
  lgHexesEndpoint,
  pbpShotsTyingGoAheadEndpoint,
  playerTyingGoAheadShootingEndpoint,
  teamTyingGoAheadShootingEndpoint,
  teamAggPbpStatsEndpoint,
  playerAggPbpStatsEndpoint,
  teamGamePbpStatsEndpoint,
  playerGamePbpStatsEndpoint,
  teamAggAssistCombosEndpoint,
  // Lineups.
  lineupAggStatsTopEndpoint,
  enhLineupGameSummariesEndpoint,
  onOffAggStatsEndpoint,
  gameFlowLineupsEndpoint,
  gameFlowPlayersEndpoint,
  // Streaks.
  teamScoringStreaksEndpoint,
  playerScoringStreaksEndpoint,
  teamShootingStreaksEndpoint,
  playerShootingStreaksEndpoint,
  streaksMarginsEndpoint,
  // Games.
  enhPbpEndpoint,
  matchActionsEndpoint,
  teamPeriodSummariesEndpoint,
  playerPeriodSummariesEndpoint,
];
