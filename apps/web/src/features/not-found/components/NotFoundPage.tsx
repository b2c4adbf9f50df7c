/** The page for any path the app does not know (§2 "any other path", §8 "Unknown route"). */
import { MESSAGES } from '@courtside/contract';
import { useGoBackOrHome } from '@/components/navigation/use-go-back-or-home';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  const { goBack, goHome } = useGoBackOrHome();
  return (
    <section className="status-page" aria-labelledby="not-found-title">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="status-page__title">
        {MESSAGES.notFound.text}
      </h1>
      <div className="status-page__actions">
        <button type="button" className="btn btn-outline-secondary" onClick={goBack}>
          {MESSAGES.notFound.goBack}
        </button>
        <button type="button" className="btn btn-primary" onClick={goHome}>
          {MESSAGES.notFound.returnHome}
        </button>
      </div>
    </section>
  );
}
