/**
 * Every user-facing message of §5 and §8. Screens and the server use these constants so a
 * wording is written once; tests assert against them.
 */

export const SUPPORT_EMAIL_DEFAULT = 'support@courtside.example';

export const MESSAGES = {
  contact: {
    success: 'We received your message!',
    failureFallback: 'Something went wrong. Please try again.',
    requiredNote: '* indicates required field',
    submitInvalid: 'Fill Required Fields',
    submitValid: 'Submit',
    submitSending: 'Sending Email...',
  },
  forgotPassword: {
    placeholder: 'Email Address',
    submit: 'Send Email to Reset Password',
    sending: 'Sending Email...',
    invalidEmail: 'please enter a valid email address',
  },
  newPassword: {
    tooShort: '...password too short',
    mismatch: '...passwords do not match',
    invalidToken: 'Invalid reset password token',
    resendLink: 'Send another password-reset email...',
  },
  login: {
    title: 'Sign In',
    continue: 'Continue',
    errorFallback: 'Error Logging In',
    sendEmailErrorFallback: 'Error When Sending Email',
    tryAgain: 'Try logging in again',
  },
  notFound: {
    text: 'The page you were trying to reach does not exist.',
    goBack: 'Go Back',
    returnHome: 'Return to Home',
  },
  errorFallback: {
    title: 'Something went wrong',
    text: 'The site hit a breaking error, and our team has been notified. Please go back or return to the home page and try again.',
  },
  request: {
    unknownError: 'An unknown error occurred.',
    noResponse: 'No response received from server.',
    malformedData: 'Received malformed data from server',
    dataFetchingError: 'Data Fetching Error',
  },
} as const;

/** "Request could not be set up" error (§8). */
export function requestSetupFailedMessage(reason: string): string {
  return `Request setup failed: ${reason}`;
}

/** Shown after a reset-password request whether or not the account exists (§8). */
export function resetEmailSentMessage(email: string, supportEmail: string): string {
  return `If an account for ${email} exists in our system, we will send a reset-password email. Reach out to ${supportEmail} if you do not receive a reset-password email as expected.`;
}

export const VERIFY_STATUSES = [
  'no-token',
  'no-user',
  'already-verified',
  'cant-save-user',
  'success',
  'user-tier-upgrade-success',
  'user-tier-upgrade-already-used',
  'user-tier-upgrade-error',
] as const;
export type VerifyStatus = (typeof VERIFY_STATUSES)[number];

export function isVerifyStatus(value: string): value is VerifyStatus {
  return (VERIFY_STATUSES as readonly string[]).includes(value);
}

export interface VerifyBanner {
  variant: 'success' | 'warning' | 'danger';
  text: string;
  /** Whether the banner links to /send-verification-email. */
  offersResend: boolean;
}

/** Banner of the verify-email page for each status (§2, §8). */
export function verifyBanner(status: VerifyStatus, supportEmail: string): VerifyBanner {
  switch (status) {
    case 'no-token':
      return {
        variant: 'danger',
        text: 'Bad verification token - token may have expired. Request a new verification email, and check your spam and junk folders if it does not arrive.',
        offersResend: true,
      };
    case 'no-user':
      return {
        variant: 'danger',
        text: `No user is associated with this verification attempt. Please contact ${supportEmail}.`,
        offersResend: false,
      };
    case 'already-verified':
      return {
        variant: 'warning',
        text: 'This email address is already verified. Log in to get started.',
        offersResend: false,
      };
    case 'cant-save-user':
      return {
        variant: 'danger',
        text: `We could not verify your email address. Please contact ${supportEmail}.`,
        offersResend: false,
      };
    case 'success':
      return {
        variant: 'success',
        text: 'Your email address is verified and your free access is active.',
        offersResend: false,
      };
    case 'user-tier-upgrade-success':
      return {
        variant: 'success',
        text: 'Your trial upgrade is active. Enjoy full access for the next 7 days.',
        offersResend: false,
      };
    case 'user-tier-upgrade-already-used':
      return {
        variant: 'warning',
        text: 'This trial upgrade has already been redeemed.',
        offersResend: false,
      };
    case 'user-tier-upgrade-error':
      return {
        variant: 'danger',
        text: `The trial upgrade failed. Please contact ${supportEmail}.`,
        offersResend: false,
      };
  }
}
