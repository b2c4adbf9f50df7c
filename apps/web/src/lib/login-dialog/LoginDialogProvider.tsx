/**
 * Lets any screen open the Sign In dialog. The dialog itself is passed in by the app shell (a
 * lib may not import a feature) and is typically lazy: it is first rendered, and so first
 * loaded, when someone opens it, which keeps its code out of the home route's JavaScript.
 */
import {
  Suspense,
  useCallback,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import {
  LoginDialogContext,
  type LoginDialogProps,
  type LoginDialogValue,
} from './login-dialog-context';

export interface LoginDialogProviderProps {
  dialog: ComponentType<LoginDialogProps>;
  children: ReactNode;
}

interface DialogState {
  /** Whether it was ever opened: until then nothing is rendered (or loaded). */
  opened: boolean;
  show: boolean;
}

export function LoginDialogProvider({ dialog: Dialog, children }: LoginDialogProviderProps) {
  const [state, setState] = useState<DialogState>({ opened: false, show: false });
  const openLoginDialog = useCallback(() => setState({ opened: true, show: true }), []);
  // Kept mounted once opened, so closing can animate and reopening needs no new load.
  const hide = useCallback(() => setState((current) => ({ ...current, show: false })), []);
  const value = useMemo<LoginDialogValue>(() => ({ openLoginDialog }), [openLoginDialog]);

  return (
    <LoginDialogContext.Provider value={value}>
      {children}
      {state.opened && (
        <Suspense fallback={null}>
          <Dialog show={state.show} onHide={hide} />
        </Suspense>
      )}
    </LoginDialogContext.Provider>
  );
}
