/**
 * The banner rule of §9 for one visitor at one moment: which timed banners show, in order, and
 * for how long. Pure: the caller passes the time, the configured cutoff and the user.
 *
 * The cutoff is a calendar day counted in US Eastern time (America/New_York, EST or EDT), the
 * time zone of the college basketball calendar, so a visitor anywhere switches at midnight
 * Eastern on the cutoff day, not at their own midnight.
 *
 * After the cutoff the free-tier banner (12 s) and the survey free-week banner (22 s) show one
 * after the other, never together: two offers side by side compete for the same glance and push
 * the page down twice as far on a phone. A user who already answered the survey does not get
 * its banner (the offer is once per account).
 */
import {
  BANNER_CUTOFF_DATE,
  timedBanners,
  type TimedBanner,
  type UserType,
} from '@courtside/contract';

export type BannerKind = TimedBanner['kind'];

export const CUTOFF_TIME_ZONE = 'America/New_York';

const easternDayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: CUTOFF_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day of `now` in US Eastern time, as YYYY-MM-DD. */
export function easternDateOf(now: Date): string {
  const parts = easternDayFormat.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export interface BannerRuleInput {
  now: Date;
  /** YYYY-MM-DD, US Eastern; the spec's 2025-03-24 unless configured. */
  cutoffDate?: string;
  /** The tier in force; 0 for a signed-out visitor. */
  tierValue: number;
  /** The `me` profile's type; undefined for a signed-out visitor. */
  userType: UserType | undefined;
  /** The `me` profile says the user answered the usage survey. */
  surveyAnswered: boolean;
}

/** The banners to show, in the order they show, each with its duration. */
export function bannersToShow({
  now,
  cutoffDate = BANNER_CUTOFF_DATE,
  tierValue,
  userType,
  surveyAnswered,
}: BannerRuleInput): TimedBanner[] {
  return timedBanners(easternDateOf(now), tierValue, userType, cutoffDate).filter(
    (banner) => !(banner.kind === 'surveyFreeWeek' && surveyAnswered),
  );
}
