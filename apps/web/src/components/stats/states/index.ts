export { ChartSkeleton, TableSkeleton } from './Skeletons';
export { DataState, type DataStateProps, type DataStateQuery } from './DataState';
export { EmptyState } from './EmptyState';
export { PlayerDataState, type PlayerDataStateProps } from './PlayerDataState';
export { ErrorState } from './ErrorState';
export {
  SIMULATED_DATA_EXPLANATION,
  SimulatedDataBadge,
  SimulatedDataBanner,
} from './SimulatedData';
export { TierGate, UpgradePrompt } from './UpgradePrompt';
export {
  NO_TRIAL_PLAYERS_HERE,
  TRIAL_PLAYERS_SCOPE,
  TrialPlayersDisclosure,
  TrialPlayersEmpty,
  TrialPlayersNote,
  UPGRADE_FOR_EVERY_PLAYER,
  playerAccessOf,
  usePlayerAccess,
  type PlayerAccess,
} from './TrialPlayers';
export {
  NO_TRIAL_PLAYERS_YET,
  TRIAL_PLAYERS_TITLE,
  TrialPlayerList,
  type TrialPlayerListProps,
} from './TrialPlayerList';
