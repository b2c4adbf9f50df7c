/** The error page inside the router: its buttons navigate within the app. */
import { useEffect } from 'react';
import { useLocation, useRouteError } from 'react-router';
import { useErrorPageEventLog } from '@/lib/event-log';
import { reportError } from '@/lib/monitoring';
import { useGoBackOrHome } from '../navigation/use-go-back-or-home';
import { ErrorFallbackPage } from './ErrorFallbackPage';

/** The /error-fallback screen; it logs an 'error' event for a signed-in user (§7, §8). */
export function RoutedErrorFallbackPage() {
  const { goBack, goHome } = useGoBackOrHome();
  useErrorPageEventLog();
  return <ErrorFallbackPage onGoBack={goBack} onReturnHome={goHome} />;
}

// StrictMode runs effects twice; an error object is reported once however often it renders.
const reportedErrors = new WeakSet<object>();

/** Reports `error` to monitoring once per error object. */
export function reportOnce(error: unknown, context: Record<string, unknown>): void {
  if (typeof error === 'object' && error !== null) {
    if (reportedErrors.has(error)) return;
    reportedErrors.add(error);
  }
  reportError(error, context);
}

/** The router's errorElement: a render or loader error becomes the error page, reported. */
export function RouteErrorFallback() {
  const error = useRouteError();
  const { pathname } = useLocation();
  useEffect(() => {
    reportOnce(error, { source: 'route-error-boundary', path: pathname });
  }, [error, pathname]);
  return <RoutedErrorFallbackPage />;
}
