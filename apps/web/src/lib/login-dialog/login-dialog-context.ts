import { createContext, useContext } from 'react';

export interface LoginDialogValue {
  /** Opens the Sign In dialog (§2: it can be opened from any screen). */
  openLoginDialog(): void;
}

/** What the provider passes to the dialog it renders. */
export interface LoginDialogProps {
  show: boolean;
  onHide(): void;
}

export const LoginDialogContext = createContext<LoginDialogValue | null>(null);

export function useLoginDialog(): LoginDialogValue {
  const value = useContext(LoginDialogContext);
  if (value === null) throw new Error('useLoginDialog must be used inside <LoginDialogProvider>.');
  return value;
}
