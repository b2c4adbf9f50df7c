/**
 * The Sign In dialog (§2 "Login modal", §4 "Login"). It is the lazily loaded body the app
 * shell hands to the login-dialog provider: nothing of it loads until someone opens it.
 */
import Modal from 'react-bootstrap/Modal';
import { Link } from 'react-router';
import { MESSAGES, paths } from '@courtside/contract';
import { LiveAlert } from '@/components/feedback/LiveAlert';
import type { LoginDialogProps } from '@/lib/login-dialog';
import { useLoginFlow } from '../hooks/use-login-flow';
import { LoginEmailStep, LoginPasswordStep } from './LoginSteps';

const TITLE_ID = 'login-dialog-title';

export function LoginDialog({ show, onHide }: LoginDialogProps) {
  const flow = useLoginFlow(onHide);
  return (
    // Reset once the closing animation has ended, so the next opening starts blank.
    <Modal show={show} onHide={onHide} onExited={flow.reset} centered aria-labelledby={TITLE_ID}>
      <Modal.Header closeButton>
        <Modal.Title id={TITLE_ID}>{MESSAGES.login.title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <LiveAlert message={flow.error} variant="danger" className="mb-3" />
        <LiveAlert message={flow.notice} variant="success" className="mb-3" />
        {flow.step === 'email' ? <LoginEmailStep flow={flow} /> : <LoginPasswordStep flow={flow} />}
        <div className="d-flex justify-content-between flex-wrap gap-2 mt-3 small">
          <Link to={paths.resetPassword()} onClick={onHide}>
            Forgot password?
          </Link>
          <Link to={paths.signup()} onClick={onHide}>
            New here? Create an account
          </Link>
        </div>
      </Modal.Body>
    </Modal>
  );
}
