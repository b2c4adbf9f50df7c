/**
 * The lazily loaded screens of the route table. Each is its own chunk, loaded with the
 * time-out and reload-once rule of §4.
 */
import { lazyScreen } from '@/lib/lazy/lazy-screen';

export const NotFoundScreen = lazyScreen(() =>
  import('@/features/not-found/components/NotFoundPage').then((module) => module.NotFoundPage),
);

export const TermsOfUseScreen = lazyScreen(() =>
  import('@/features/legal/components/TermsOfUsePage').then((module) => module.TermsOfUsePage),
);

export const PrivacyPolicyScreen = lazyScreen(() =>
  import('@/features/legal/components/PrivacyPolicyPage').then(
    (module) => module.PrivacyPolicyPage,
  ),
);

export const DisclaimerScreen = lazyScreen(() =>
  import('@/features/legal/components/DisclaimerPage').then((module) => module.DisclaimerPage),
);

export const IconsScreen = lazyScreen(() =>
  import('@/features/icons/components/IconsPage').then((module) => module.IconsPage),
);
