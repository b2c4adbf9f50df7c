/**
 * The stream's state on a live day, in a small polite notice: while the connection is down the
 * cards keep their last known state and say so; once back, "live updates resumed" for a moment.
 */
import { LiveAlert } from '@/components/feedback/LiveAlert';
import type { LiveConnectionState } from '@/lib/live/live-connection';

export function LiveNotice({
  connection,
  caughtUp,
}: {
  connection: LiveConnectionState;
  caughtUp: boolean;
}) {
  const { status, closeReason } = connection;
  const message =
    status === 'reconnecting' || status === 'connecting'
      ? 'Live updates paused: the connection was lost. Showing the last known scores while reconnecting…'
      : status === 'closed'
        ? `Live updates stopped; showing the last known scores. ${closeReason ?? ''}`.trim()
        : caughtUp
          ? 'Live updates resumed.'
          : null;
  const variant = status === 'open' ? 'success' : status === 'closed' ? 'warning' : 'info';
  return <LiveAlert message={message} variant={variant} className="mb-3 py-1 small" />;
}
