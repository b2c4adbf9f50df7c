/** The error page inside the router: its buttons navigate within the app. */
import { useEffect, type ReactNode } from 'react';
import { useLocation, useRouteError } from 'react-router';
import { useErrorPageEventLog } from '@/lib/event-log';
import { reportError } from '@/lib/monitoring';
import { useGoBackOrHome } from '../navigation/use-go-back-or-home';
import { ErrorFallbackPage } from './ErrorFallbackPage';
import { isNotFound } from './not-found';

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

export interface RouteErrorFallbackProps {
  /**
   * The not-found page, shown for a screen's not-found error (./not-found: an unknown id)
   * instead of the error page. The route table passes it; features are not reachable from here.
   */
  notFound?: ReactNode;
}

/**
 * The router's errorElement: a render or loader error becomes the error page, reported; a
 * not-found error becomes the not-found page, which is an answer, not a fault to report.
 */
export function RouteErrorFallback({ notFound }: RouteErrorFallbackProps) {
  const error = useRouteError();
  const showsNotFound = notFound !== undefined && isNotFound(error);
  return showsNotFound ? <>{notFound}</> : <ReportedErrorPage error={error} />;
}

function ReportedErrorPage({ error }: { error: unknown }) {
  const { pathname } = useLocation();
  useEffect(() => {
    reportOnce(error, { source: 'route-error-boundary', path: pathname });
  }, [error, pathname]);
  return <RoutedErrorFallbackPage />;
}
