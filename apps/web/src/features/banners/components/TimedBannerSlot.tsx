/**
 * Where the shell shows the timed banners (§4, §9): under the navbar, at the top of the page,
 * in a polite live region that is always there, so screen readers announce each banner as it
 * appears. The rule runs here; the banners' code loads only when one is due (most visitors
 * after the cutoff get none). A failure to load or render them leaves the slot empty and the
 * page as it was.
 */
import { lazy, Suspense } from 'react';
import { SectionErrorBoundary } from '@/components/errors/SectionErrorBoundary';
import { BANNER_CUTOFF } from '@/lib/config';
import { useSession } from '@/lib/session';
import { bannersToShow } from '../content/banner-rule';

const TimedBanners = lazy(() =>
  import('./TimedBanners').then((module) => ({ default: module.TimedBanners })),
);

export interface TimedBannerSlotProps {
  /** YYYY-MM-DD, US Eastern; the web app's configured cutoff by default. */
  cutoffDate?: string;
}

export function TimedBannerSlot({ cutoffDate = BANNER_CUTOFF }: TimedBannerSlotProps) {
  const { isSignedIn, tier, user } = useSession();
  const banners = bannersToShow({
    now: new Date(),
    cutoffDate,
    tierValue: isSignedIn ? tier.value : 0,
    userType: user?.userType,
    surveyAnswered: user?.surveyAnsweredAt !== undefined,
  });
  return (
    <div className="timed-banners" aria-live="polite">
      {banners.length > 0 && (
        <SectionErrorBoundary source="timed-banners">
          <Suspense fallback={null}>
            <TimedBanners banners={banners} />
          </Suspense>
        </SectionErrorBoundary>
      )}
    </div>
  );
}
