/**
 * The outermost error boundary: catches what the router's own error elements cannot (errors in
 * providers or in the router itself) and shows the error page with plain browser navigation.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { sendEventLog } from '@/lib/event-log';
import { reportError } from '@/lib/monitoring';
import { readStoredToken } from '@/lib/session/token-storage';
import { ErrorFallbackPage } from './ErrorFallbackPage';

interface AppErrorBoundaryProps {
  children: ReactNode;
}

interface AppErrorBoundaryState {
  hasError: boolean;
}

function goBackOutsideRouter(): void {
  // Nothing to go back to in this tab: go home instead of doing nothing.
  if (window.history.length > 1) window.history.back();
  else window.location.assign('/');
}

function goHomeOutsideRouter(): void {
  // A full load, so the crashed app state is gone.
  window.location.assign('/');
}

export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): AppErrorBoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportError(error, { source: 'app-error-boundary', componentStack: info.componentStack });
    // Outside the providers there is no session to ask; a stored token is what marks a
    // signed-in user here (§7: the error page logs an 'error' event for them). Only the
    // pathname is sent: with no route table at hand, the query might hold a token.
    if (readStoredToken() !== '') {
      const { pathname } = window.location;
      void sendEventLog({ type: 'error', shortPath: pathname, longPath: pathname });
    }
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <main className="app-main app-main--standalone">
        <ErrorFallbackPage onGoBack={goBackOutsideRouter} onReturnHome={goHomeOutsideRouter} />
      </main>
    );
  }
}
