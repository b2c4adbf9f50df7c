import { TERMS_SECTIONS } from '../content/terms-sections';
import { LegalDocument } from './LegalDocument';

/** /terms-of-use: the agreement that governs use of Courtside, accounts and subscriptions. */
export function TermsOfUsePage() {
  return (
    <LegalDocument
      title="Terms of Use"
      intro={
        <p>
          Please read these Terms carefully. They explain your rights and obligations when you use
          Courtside, including how subscriptions are billed, renewed and canceled, and they limit
          our liability.
        </p>
      }
      sections={TERMS_SECTIONS}
    />
  );
}
