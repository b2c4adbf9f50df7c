/**
 * For tests of screens that open the Sign In dialog: the real provider with a stand-in dialog,
 * so a test sees that the dialog opened without loading the real one. Imported by tests only.
 */
import type { ReactNode } from 'react';
import { LoginDialogProvider } from './LoginDialogProvider';
import type { LoginDialogProps } from './login-dialog-context';

export const STUB_DIALOG_NAME = 'Sign In (stub)';

export function StubLoginDialog({ show, onHide }: LoginDialogProps) {
  if (!show) return null;
  return (
    <div role="dialog" aria-label={STUB_DIALOG_NAME}>
      <button type="button" onClick={onHide}>
        Close stub
      </button>
    </div>
  );
}

export function withStubLoginDialog(element: ReactNode) {
  return <LoginDialogProvider dialog={StubLoginDialog}>{element}</LoginDialogProvider>;
}
