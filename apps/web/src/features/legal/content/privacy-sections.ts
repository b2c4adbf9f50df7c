import type { LegalSection } from './legal-section';
import { PRIVACY_COLLECTION_SECTIONS } from './privacy-collection-sections';
import { PRIVACY_RIGHTS_SECTIONS } from './privacy-rights-sections';

/** All sections of the Privacy Policy, in order (split over two files to keep each readable). */
export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  ...PRIVACY_COLLECTION_SECTIONS,
  ...PRIVACY_RIGHTS_SECTIONS,
];
