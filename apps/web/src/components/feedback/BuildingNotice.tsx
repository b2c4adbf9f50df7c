/**
 * The shell's notice while the demo league is still being built in the background (a fresh
 * machine's first minutes): which seasons will appear, so an empty season reads as "not yet"
 * rather than "no data". Polite (role="status"), announced again as the list shrinks. It renders
 * nothing when every season is served, while the status is unknown and when it cannot be read.
 * It also keeps the data answers current as seasons arrive (useDataStatus), so it stays mounted.
 */
import type { HttpClient } from '@/lib/api/http';
import { useDataStatus } from '@/lib/data-status';
import { buildingNoticeText } from './building-notice-text';

export interface BuildingNoticeProps {
  /** The HTTP client; the app's `http` by default. */
  client?: HttpClient;
}

export function BuildingNotice({ client }: BuildingNoticeProps) {
  const status = useDataStatus(client);
  const text = status === undefined ? null : buildingNoticeText(status.building);
  if (text === null) return null;
  return (
    // Bootstrap's alert markup: react-bootstrap's Alert would bring its fade transition code
    // into the entry chunk for a notice that never animates.
    <div className="alert alert-info mb-3" role="status">
      {text}
    </div>
  );
}
