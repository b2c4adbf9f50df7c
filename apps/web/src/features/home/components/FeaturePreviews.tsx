/**
 * A preview of each stats area and tool of the navbar table (§6): a link where the screen
 * exists (the navbar's own EXISTING_NAV_SCREENS), a "coming soon" card otherwise, and the tier
 * that opens it, so no card promises a screen that is not there.
 */
import { Link } from 'react-router';
import type { NavMenu } from '@courtside/contract';
import { EXISTING_NAV_SCREENS } from '@/components/layout/existing-screens';
import {
  featurePreviews,
  tierAccessLabel,
  type FeaturePreview,
} from '@/lib/navigation/feature-previews';

function PreviewCard({ feature }: { feature: FeaturePreview }) {
  const body = (
    <>
      <span className="home-link__title">{feature.label}</span>
      <span className="home-link__text">{feature.description}</span>
      <span className="home-link__tier">
        {tierAccessLabel(feature.minTier)}
        {feature.to === null && ' · coming soon'}
      </span>
    </>
  );
  return feature.to === null ? (
    <div className="home-link home-link--soon h-100">{body}</div>
  ) : (
    <Link to={feature.to} className="home-link h-100">
      {body}
    </Link>
  );
}

export function FeaturePreviews({ menu, now }: { menu: NavMenu; now: Date }) {
  return (
    <ul className="home-links row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-3">
      {featurePreviews(menu, EXISTING_NAV_SCREENS, now).map((feature) => (
        <li key={feature.key} className="col">
          <PreviewCard feature={feature} />
        </li>
      ))}
    </ul>
  );
}
