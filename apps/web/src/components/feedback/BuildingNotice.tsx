/**
 * The shell's notice while the demo league is still being built in the background (a fresh
 * machine's first minutes): which seasons will appear, so an empty season reads as "not yet"
 * rather than "no data". Polite (role="status"), announced again as the list shrinks. It renders
 * nothing when every season is served, while the status is unknown and when it cannot be read.
 * It also keeps the data answers current as seasons arrive (useDataStatus), so it stays mounted.
 */
import Alert from 'react-bootstrap/Alert';
import type { AxiosInstance } from 'axios';
import { useDataStatus } from '@/lib/data-status';
import { buildingNoticeText } from './building-notice-text';

export interface BuildingNoticeProps {
  /** The HTTP client; the app's `http` (loaded on demand) by default. */
  client?: AxiosInstance;
}

export function BuildingNotice({ client }: BuildingNoticeProps) {
  const status = useDataStatus(client);
  const text = status === undefined ? null : buildingNoticeText(status.building);
  if (text === null) return null;
  return (
    <Alert variant="info" role="status" transition={false} className="mb-3">
      {text}
    </Alert>
  );
}
