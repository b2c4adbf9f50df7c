/**
 * An error boundary around one optional part of a page (a banner, a side panel): when that part
 * fails to render, the error is reported and its fallback shows in its place, while the rest of
 * the page, navbar included, keeps working. Screens themselves fail to the router's error page.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '@/lib/monitoring';

export interface SectionErrorBoundaryProps {
  children: ReactNode;
  /** What shows instead of the failed part; nothing by default. */
  fallback?: ReactNode;
  /** Names the part in the error report. */
  source: string;
}

interface SectionErrorBoundaryState {
  hasError: boolean;
}

export class SectionErrorBoundary extends Component<
  SectionErrorBoundaryProps,
  SectionErrorBoundaryState
> {
  override state: SectionErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): SectionErrorBoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportError(error, { source: this.props.source, componentStack: info.componentStack });
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    return this.props.fallback ?? null;
  }
}
