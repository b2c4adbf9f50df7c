/**
 * One timed banner (§9): its message, the link it offers and a close button. Following the link
 * closes the banner too: the user has acted on it.
 */
import { Link } from 'react-router';
import {
  NAV_ITEMS,
  SURVEY_FREE_WEEK,
  TIER_VALUES,
  paths,
  tierLabel,
  type TimedBanner as TimedBannerValue,
} from '@courtside/contract';
import type { BannerKind } from '../content/banner-rule';

const screensOpenedAt = (tier: number): string => {
  const labels = NAV_ITEMS.filter((item) => item.minTier === tier).map((item) => item.label);
  return labels.length < 2
    ? labels.join('')
    : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1) ?? ''}`;
};

interface BannerCopy {
  title: string;
  text: string;
  linkLabel: string;
  to: string;
}

const plus = tierLabel(TIER_VALUES.plus);
const pro = tierLabel(TIER_VALUES.pro);

export const BANNER_COPY: Readonly<Record<BannerKind, BannerCopy>> = {
  marchMadness: {
    title: 'March Madness is here.',
    text: 'Fill out your bracket in the Courtside bracket challenge and see how it stacks up.',
    linkLabel: 'Make your picks',
    to: paths.marchMadness(),
  },
  freeTier: {
    title: "You're on the free tier.",
    text: `${plus} adds ${screensOpenedAt(TIER_VALUES.plus)} and every player's pages; ${pro} also adds ${screensOpenedAt(TIER_VALUES.pro)}.`,
    linkLabel: 'Compare plans',
    to: paths.myAccount('subscribe'),
  },
  surveyFreeWeek: {
    title: `Get a free week of ${tierLabel(SURVEY_FREE_WEEK.tier)}.`,
    text: `Answer four quick questions about how you use Courtside and we'll upgrade you for ${SURVEY_FREE_WEEK.days} days.`,
    linkLabel: 'Take the survey',
    to: paths.myAccount('survey'),
  },
};

export interface TimedBannerProps {
  banner: TimedBannerValue;
  onDismiss: () => void;
}

export function TimedBanner({ banner, onDismiss }: TimedBannerProps) {
  const copy = BANNER_COPY[banner.kind];
  return (
    <div className="timed-banner alert alert-info" data-testid={`timed-banner-${banner.kind}`}>
      <p className="timed-banner__text">
        <strong>{copy.title}</strong> {copy.text}{' '}
        <Link className="alert-link" to={copy.to} onClick={onDismiss}>
          {copy.linkLabel}
        </Link>
      </p>
      <button
        type="button"
        className="btn-close timed-banner__close"
        aria-label={`Dismiss: ${copy.title}`}
        onClick={onDismiss}
      />
    </div>
  );
}
