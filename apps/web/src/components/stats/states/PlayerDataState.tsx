/**
 * DataState for player-level rows (§6): the same four states, but an answer the tier emptied or
 * cut down says so, with the way to the rest, instead of reading as missing data. A 403 (the
 * tier lapsed, or a visitor reached the list) is the sign-up prompt, not an error to retry.
 */
import { TIER_VALUES } from '@courtside/contract';
import { useSession } from '@/lib/session';
import { DataState, type DataStateProps } from './DataState';
import {
  NO_TRIAL_PLAYERS_HERE,
  TrialPlayersEmpty,
  TrialPlayersNote,
  playerAccessOf,
} from './TrialPlayers';
import { UpgradePrompt } from './UpgradePrompt';

export interface PlayerDataStateProps<T> extends DataStateProps<T> {
  /** What the player rows are, for the sign-up prompt, e.g. "Player box scores". */
  feature: string;
}

const FORBIDDEN = 403;

const statusOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;

const defaultIsEmpty = (data: unknown): boolean => Array.isArray(data) && data.length === 0;

export function PlayerDataState<T>(props: PlayerDataStateProps<T>) {
  const { feature, query, isEmpty = defaultIsEmpty, children } = props;
  const { tier, isSignedIn } = useSession();
  const access = playerAccessOf(tier.value);

  if (query.status === 'error' && statusOf(query.error) === FORBIDDEN) {
    return (
      <UpgradePrompt
        feature={feature}
        requiredTier={TIER_VALUES.free}
        currentTier={tier.value}
        isSignedIn={isSignedIn}
      />
    );
  }
  if (access === 'trial' && query.status === 'success') {
    const { data } = query;
    if (data === null || data === undefined || isEmpty(data)) {
      return <TrialPlayersEmpty message={NO_TRIAL_PLAYERS_HERE} />;
    }
    return (
      <>
        <TrialPlayersNote />
        {children(data)}
      </>
    );
  }
  return <DataState {...props} />;
}
