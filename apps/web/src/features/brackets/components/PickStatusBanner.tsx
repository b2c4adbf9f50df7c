/** Where picks stand: open until the lock time, not open yet, or locked (read-only). */
import type { BracketPickStatus } from '@courtside/contract';
import { pickStatusText, type StatusFields } from '../content/pick-status';

const VARIANT: Readonly<Record<BracketPickStatus, string>> = {
  open: 'alert-info',
  notOpen: 'alert-secondary',
  locked: 'alert-warning',
};

export interface PickStatusBannerProps {
  layout: StatusFields;
  status: BracketPickStatus;
}

export function PickStatusBanner({ layout, status }: PickStatusBannerProps) {
  return (
    <p className={`alert ${VARIANT[status]} py-2 mb-3`} role="status">
      {pickStatusText(layout, status)}
    </p>
  );
}
