export { ChartSkeleton, TableSkeleton } from './Skeletons';
export { DataState, type DataStateProps, type DataStateQuery } from './DataState';
export { EmptyState } from './EmptyState';
export { ErrorState } from './ErrorState';
export {
  SIMULATED_DATA_EXPLANATION,
  SimulatedDataBadge,
  SimulatedDataBanner,
} from './SimulatedData';
export { TierGate, UpgradePrompt } from './UpgradePrompt';
