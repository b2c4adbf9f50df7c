import { PRIVACY_SECTIONS } from '../content/privacy-sections';
import { LegalDocument } from './LegalDocument';

/** /privacy-policy: what personal information Courtside collects, why, and the user's rights. */
export function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro={
        <p>
          This policy explains what personal information Courtside collects when you browse the
          site, create an account, subscribe or contact us, how we use and share it, how long we
          keep it, and the choices and rights you have. In short: we collect what we need to run
          your account and the Service, we never see your full card number, we use no advertising
          cookies, and we do not sell your information.
        </p>
      }
      sections={PRIVACY_SECTIONS}
    />
  );
}
