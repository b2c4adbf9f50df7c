import type { LegalSection } from './legal-section';
import { TERMS_LIABILITY_SECTIONS } from './terms-liability-sections';
import { TERMS_SERVICE_SECTIONS } from './terms-service-sections';

/** All sections of the Terms of Use, in order (split over two files to keep each readable). */
export const TERMS_SECTIONS: readonly LegalSection[] = [
  ...TERMS_SERVICE_SECTIONS,
  ...TERMS_LIABILITY_SECTIONS,
];
