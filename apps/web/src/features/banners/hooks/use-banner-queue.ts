/**
 * Shows timed banners one at a time: the first not yet seen in this session, until its duration
 * ends or it is dismissed; then it is marked seen and the next one shows.
 */
import { useCallback, useEffect, useState } from 'react';
import type { TimedBanner } from '@courtside/contract';
import type { BannerKind } from '../content/banner-rule';
import { markBannerSeen, wasBannerSeen } from '../content/seen-banners';

export interface BannerQueue {
  /** The banner showing now; null when none is left. */
  current: TimedBanner | null;
  /** Closes the current banner for the rest of the session. */
  dismiss(): void;
}

export function useBannerQueue(banners: readonly TimedBanner[]): BannerQueue {
  // Kept beside the session flag, so a banner closed here is gone even when storage fails.
  const [finished, setFinished] = useState<ReadonlySet<BannerKind>>(() => new Set());
  const current =
    banners.find((banner) => !finished.has(banner.kind) && !wasBannerSeen(banner.kind)) ?? null;

  const finish = useCallback((kind: BannerKind) => {
    markBannerSeen(kind);
    setFinished((before) => new Set(before).add(kind));
  }, []);

  const kind = current?.kind;
  const durationMs = current?.durationMs;
  useEffect(() => {
    if (kind === undefined || durationMs === undefined) return undefined;
    const timer = setTimeout(() => finish(kind), durationMs);
    return () => clearTimeout(timer);
  }, [kind, durationMs, finish]);

  const dismiss = useCallback(() => {
    if (kind !== undefined) finish(kind);
  }, [kind, finish]);

  return { current, dismiss };
}
