/**
 * One game live: its events (tier ≥ 2, resumed after the last one kept on every reconnection),
 * its newest summary from either subscription, and the server's refusal if any. The competition
 * is subscribed too, open to all: it carries the summary of a game that has not started (no
 * events yet) and the header for tiers that see no events.
 */
import { useCallback, useRef, useState } from 'react';
import type {
  LIVE_ERROR_CODES,
  LiveClientMessage,
  LiveEvent,
  LiveGameSummary,
  LiveServerMessage,
} from '@courtside/contract/live';
import type { LiveConnectionState } from '@/lib/live/live-connection';
import { newerSummary } from '@/lib/live/live-summaries';
import { useLiveStream } from '@/lib/live/use-live-stream';
import { useRecoveryNotice } from '@/lib/live/use-recovery-notice';
import { NO_EVENTS, applyEvents } from '../content/live-game-state';

export interface LiveGameError {
  code: (typeof LIVE_ERROR_CODES)[number];
  msg: string;
}

export interface LiveGameView {
  connection: LiveConnectionState;
  events: readonly LiveEvent[];
  summary: LiveGameSummary | null;
  /** The competition's list has arrived (and with it the game's summary, when listed). */
  listLoaded: boolean;
  error: LiveGameError | null;
  caughtUp: boolean;
}

export function useLiveGame(
  competitionId: number,
  gameId: number,
  watchEvents: boolean,
): LiveGameView {
  const kept = useRef(NO_EVENTS);
  const [events, setEvents] = useState(NO_EVENTS);
  const [summary, setSummary] = useState<LiveGameSummary | null>(null);
  const [listLoaded, setListLoaded] = useState(false);
  const [error, setError] = useState<LiveGameError | null>(null);
  const { caughtUp, awaitCatchUp, confirmed } = useRecoveryNotice();

  const onMessage = useCallback(
    (message: LiveServerMessage) => {
      switch (message.type) {
        case 'events': {
          if (message.gameId !== gameId) return;
          kept.current = applyEvents(kept.current, message.events);
          setEvents(kept.current);
          setSummary((current) => newerSummary(current, message.summary));
          return;
        }
        case 'games': {
          if (message.competitionId !== competitionId) return;
          const listed = message.games.find((game) => game.gameId === gameId);
          if (listed) setSummary((current) => newerSummary(current, listed));
          setListLoaded(true);
          if (!watchEvents) confirmed();
          return;
        }
        case 'subscribed':
          if (message.gameId === gameId) {
            setError(null);
            confirmed();
          }
          return;
        case 'error':
          if (message.gameId === gameId) setError({ code: message.code, msg: message.msg });
          return;
        default:
          return;
      }
    },
    [competitionId, gameId, watchEvents, confirmed],
  );

  const subscriptions = (): LiveClientMessage[] => [
    { type: 'subscribe', competitionId },
    ...(watchEvents
      ? [{ type: 'subscribe' as const, gameId, afterSeq: kept.current.lastSeq }]
      : []),
  ];

  const connection = useLiveStream({
    subscriptions,
    subscriptionKey: `${competitionId}-${gameId}-${watchEvents}`,
    onMessage,
    onReconnect: awaitCatchUp,
  });
  return {
    connection,
    events: events.events,
    summary,
    listLoaded,
    error,
    caughtUp,
  };
}
