import { DISCLAIMER_SECTIONS } from '../content/disclaimer-sections';
import { LegalDocument } from './LegalDocument';

/** /disclaimer: the limits of Courtside's statistics, models and simulated data. */
export function DisclaimerPage() {
  return (
    <LegalDocument
      title="Disclaimer"
      intro={
        <p>
          Courtside computes statistics and models from public data to help fans, analysts, media
          and teams understand college basketball. This page explains what those numbers are, and
          what they are not, so that you can use them with the right amount of confidence.
        </p>
      }
      sections={DISCLAIMER_SECTIONS}
    />
  );
}
