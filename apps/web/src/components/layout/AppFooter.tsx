/** The footer (§2): legal links, copyright, independence note and the contact-us slot. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@courtside/contract';

export interface AppFooterProps {
  /**
   * Where the contact-us form of §2 goes (the app passes it in: it needs the contact call);
   * without it the footer simply has no form.
   */
  contactForm?: ReactNode;
  /** The copyright year; defaults to the current one. */
  year?: number;
}

const LEGAL_LINKS = [
  { to: paths.privacyPolicy(), label: 'Privacy Policy' },
  { to: paths.termsOfUse(), label: 'Terms of Use' },
  { to: paths.disclaimer(), label: 'Disclaimer' },
] as const;

export function AppFooter({ contactForm, year = new Date().getFullYear() }: AppFooterProps) {
  return (
    <footer className="app-footer">
      <div className="container-xl">
        {contactForm !== undefined && (
          <section
            id="contact-us"
            className="app-footer__contact"
            aria-labelledby="footer-contact-title"
          >
            <h2 id="footer-contact-title" className="h5">
              Contact Us
            </h2>
            {contactForm}
          </section>
        )}
        <div className="app-footer__bottom">
          <nav aria-label="Legal">
            <ul className="app-footer__links">
              {LEGAL_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className="app-footer__copyright">
            © {year} Courtside. Men&apos;s and women&apos;s college basketball statistics and
            analytics.
          </p>
          <p className="app-footer__note">
            Courtside is an independent service and is not affiliated with, endorsed by or sponsored
            by the NCAA.
          </p>
        </div>
      </div>
    </footer>
  );
}
