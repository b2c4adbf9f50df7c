/**
 * A competition's live games, for the live list (§2 /streaming) and the scoreboard: its
 * subscription answers the whole list of today and tomorrow (US Eastern), then every summary
 * that changes; the newest of each game is kept, so a dropped connection leaves the last known
 * state in place until the resubscription's list replaces it.
 */
import { useCallback, useState } from 'react';
import type { LiveGameSummary, LiveServerMessage } from '@courtside/contract/live';
import type { LiveConnectionState } from './live-connection';
import { mergeSummaries } from './live-summaries';
import { useLiveStream } from './use-live-stream';
import { useRecoveryNotice } from './use-recovery-notice';

export interface LiveGamesView {
  connection: LiveConnectionState;
  games: ReadonlyMap<number, LiveGameSummary>;
  /** The first list has arrived. */
  loaded: boolean;
  caughtUp: boolean;
  /** The server refused the subscription. */
  error: string | null;
}

const NO_GAMES: ReadonlyMap<number, LiveGameSummary> = new Map();

export function useLiveGames(competitionId: number): LiveGamesView {
  const [games, setGames] = useState(NO_GAMES);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { caughtUp, awaitCatchUp, confirmed } = useRecoveryNotice();

  const onMessage = useCallback(
    (message: LiveServerMessage) => {
      if (message.type === 'games' && message.competitionId === competitionId) {
        setGames((current) => mergeSummaries(current, message.games));
        setLoaded(true);
        confirmed();
      } else if (message.type === 'error' && message.competitionId === competitionId) {
        setError(message.msg);
      }
    },
    [competitionId, confirmed],
  );

  const connection = useLiveStream({
    subscriptions: () => [{ type: 'subscribe', competitionId }],
    subscriptionKey: String(competitionId),
    onMessage,
    onReconnect: awaitCatchUp,
  });
  return { connection, games, loaded, caughtUp, error };
}
