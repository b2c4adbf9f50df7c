/** The timed banners of the shell, one after the other (see content/banner-rule.ts). */
import type { TimedBanner as TimedBannerValue } from '@courtside/contract';
import { useBannerQueue } from '../hooks/use-banner-queue';
import { TimedBanner } from './TimedBanner';
import './timed-banners.css';

export interface TimedBannersProps {
  banners: readonly TimedBannerValue[];
}

export function TimedBanners({ banners }: TimedBannersProps) {
  const { current, dismiss } = useBannerQueue(banners);
  // Keyed by kind, so the next banner is a new element that screen readers announce.
  return current === null ? null : (
    <TimedBanner key={current.kind} banner={current} onDismiss={dismiss} />
  );
}
