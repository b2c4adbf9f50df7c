/**
 * The generic error page (§2 /error-fallback, §4 "An error in rendering shows a fallback page").
 * It takes its navigation as props because the outermost error boundary renders it outside the
 * router, where router hooks are unavailable.
 */
import { MESSAGES } from '@courtside/contract';
import { useDocumentTitle } from '@/lib/use-document-title';

export interface ErrorFallbackPageProps {
  onGoBack: () => void;
  onReturnHome: () => void;
}

export function ErrorFallbackPage({ onGoBack, onReturnHome }: ErrorFallbackPageProps) {
  useDocumentTitle('Error');
  return (
    <section className="status-page" aria-labelledby="error-fallback-title">
      <h1 id="error-fallback-title" className="status-page__title">
        {MESSAGES.errorFallback.title}
      </h1>
      <p className="status-page__text">{MESSAGES.errorFallback.text}</p>
      <div className="status-page__actions">
        <button type="button" className="btn btn-outline-secondary" onClick={onGoBack}>
          {MESSAGES.notFound.goBack}
        </button>
        <button type="button" className="btn btn-primary" onClick={onReturnHome}>
          {MESSAGES.notFound.returnHome}
        </button>
      </div>
    </section>
  );
}
