import { describe, expect, it } from 'vitest';
import { escapeHtml } from './compose';
import {
  contactMail,
  loginLinkMail,
  onboardingMail,
  resetPasswordMail,
  trialUpgradeMail,
  verificationMail,
} from './templates';

const context = { publicUrl: 'https://courtside.example', supportEmail: 'help@courtside.example' };
const link = 'https://courtside.example/x?token=a&b=<c>';

describe('email templates', () => {
  it('escapes HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });

  it.each([
    [
      'verification',
      verificationMail('a@b.co', link, context),
      'Verify your Courtside email address',
      '24 hours',
    ],
    [
      'reset',
      resetPasswordMail('a@b.co', link, context),
      'Reset your Courtside password',
      '1 hour',
    ],
    [
      'login link',
      loginLinkMail('a@b.co', link, context),
      'Your Courtside login link',
      '15 minutes',
    ],
    [
      'trial',
      trialUpgradeMail('a@b.co', link, new Date('2026-02-14T00:00:00Z'), context),
      'Your free 7-day Courtside Plus trial',
      'redeem by 2026-02-14',
    ],
  ])(
    'builds the %s email with its link in both bodies and the support footer',
    (_name, mail, subject, detail) => {
      expect(mail.subject).toBe(subject);
      expect(mail.to).toBe('a@b.co');
      expect(mail.links).toEqual([link]);
      expect(mail.text).toContain(link);
      expect(mail.text).toContain(detail);
      expect(mail.text).toContain('Questions? Write to help@courtside.example.');
      expect(mail.html).toContain('href="https://courtside.example/x?token=a&amp;b=&lt;c&gt;"');
      expect(mail.html).toContain('mailto:help@courtside.example');
      expect(mail.html).not.toContain('<c>');
    },
  );

  it('sends contact messages to support, replying to the sender, with the text escaped', () => {
    const mail = contactMail(
      {
        name: 'Eve\r\nBcc: x@y.z',
        team: 'T',
        email: 'eve@example.com',
        phone: '',
        message: '<script>',
      },
      context,
    );
    expect(mail.to).toBe('help@courtside.example');
    expect(mail.replyTo).toBe('eve@example.com');
    expect(mail.subject).toBe('Contact form: Eve Bcc: x@y.z');
    expect(mail.text).toContain('Phone: (none)');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.links).toEqual([]);
  });

  it.each([1, 2, 3] as const)(
    'gives onboarding step %i a site link and an unsubscribe link',
    (step) => {
      const unsubscribe =
        'https://courtside.example/unsubscribe?email=pat%2B1%40example.com&token=t';
      const mail = onboardingMail(step, 'pat+1@example.com', unsubscribe, context);
      expect(mail.kind).toBe(`onboarding-${step}`);
      expect(mail.links).toHaveLength(2);
      expect(mail.links[0]).toMatch(/^https:\/\/courtside\.example\//);
      expect(mail.links[1]).toBe(unsubscribe);
      expect(mail.unsubscribeUrl).toBe(unsubscribe);
      expect(mail.text).toContain(`Stop these onboarding emails: ${unsubscribe}`);
    },
  );
});
