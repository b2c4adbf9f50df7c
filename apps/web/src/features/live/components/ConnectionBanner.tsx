/**
 * The stream's state in words, announced politely: the drop while reconnecting, "caught up"
 * for a moment once back, and why the connection ended when it will not come back by itself.
 */
import { LiveAlert } from '@/components/feedback/LiveAlert';
import type { LiveConnectionState } from '@/lib/live/live-connection';

export function ConnectionBanner({
  connection,
  caughtUp,
}: {
  connection: LiveConnectionState;
  caughtUp: boolean;
}) {
  const { status, closeReason } = connection;
  const message =
    status === 'reconnecting'
      ? 'Connection lost — reconnecting…'
      : status === 'closed'
        ? `Live updates stopped. ${closeReason ?? ''}`.trim()
        : status === 'open' && caughtUp
          ? 'Reconnected — caught up'
          : null;
  const variant = status === 'open' ? 'success' : status === 'closed' ? 'warning' : 'info';
  return <LiveAlert message={message} variant={variant} className="mb-3 py-2" />;
}
