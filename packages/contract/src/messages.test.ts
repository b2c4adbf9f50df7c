import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  VERIFY_STATUSES,
  isVerifyStatus,
  requestSetupFailedMessage,
  resetEmailSentMessage,
  verifyBanner,
} from './messages';

describe('messages (§8)', () => {
  it('has the exact request-error texts', () => {
    expect(MESSAGES.request.unknownError).toBe('An unknown error occurred.');
    expect(MESSAGES.request.noResponse).toBe('No response received from server.');
    expect(MESSAGES.request.malformedData).toBe('Received malformed data from server');
    expect(requestSetupFailedMessage('bad header')).toBe('Request setup failed: bad header');
  });

  it('has the exact screen texts', () => {
    expect(MESSAGES.notFound.text).toBe('The page you were trying to reach does not exist.');
    expect(MESSAGES.contact.success).toBe('We received your message!');
    expect(MESSAGES.contact.failureFallback).toBe('Something went wrong. Please try again.');
    expect(MESSAGES.login.errorFallback).toBe('Error Logging In');
    expect(MESSAGES.login.sendEmailErrorFallback).toBe('Error When Sending Email');
    expect(MESSAGES.newPassword.invalidToken).toBe('Invalid reset password token');
    expect(MESSAGES.newPassword.resendLink).toBe('Send another password-reset email...');
    expect(MESSAGES.errorFallback.text).toMatch(/breaking error/);
    expect(MESSAGES.errorFallback.text).toMatch(/notified/);
  });

  it('words the reset-email notice without revealing whether the account exists', () => {
    expect(resetEmailSentMessage('ada@example.com', 'help@courtside.example')).toBe(
      'If an account for ada@example.com exists in our system, we will send a reset-password email. Reach out to help@courtside.example if you do not receive a reset-password email as expected.',
    );
  });

  it('has a banner for every verify status', () => {
    expect(VERIFY_STATUSES).toHaveLength(8);
    for (const status of VERIFY_STATUSES) {
      const banner = verifyBanner(status, 'help@x.io');
      expect(banner.text.length).toBeGreaterThan(10);
    }
    expect(verifyBanner('no-token', 'h@x.io')).toMatchObject({
      variant: 'danger',
      offersResend: true,
    });
    expect(verifyBanner('no-token', 'h@x.io').text).toMatch(
      /^Bad verification token - token may have expired/,
    );
    expect(verifyBanner('no-token', 'h@x.io').text).toMatch(/spam/);
    expect(verifyBanner('already-verified', 'h@x.io')).toMatchObject({ variant: 'warning' });
    expect(verifyBanner('already-verified', 'h@x.io').text).toMatch(/[Ll]og in/);
    expect(verifyBanner('no-user', 'h@x.io').text).toContain('h@x.io');
    expect(verifyBanner('cant-save-user', 'h@x.io').text).toContain('h@x.io');
    expect(verifyBanner('user-tier-upgrade-error', 'h@x.io').text).toContain('h@x.io');
    expect(verifyBanner('user-tier-upgrade-already-used', 'h@x.io').text).toMatch(
      /already been redeemed/,
    );
    expect(isVerifyStatus('success')).toBe(true);
    expect(isVerifyStatus('nope')).toBe(false);
  });
});
