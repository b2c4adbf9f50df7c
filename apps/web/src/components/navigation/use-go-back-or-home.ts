import { useNavigate, useLocation } from 'react-router';
import { paths } from '@courtside/contract';

export interface BackOrHome {
  /** One step back, like the browser's Back button, or home when there is nowhere to go back to. */
  goBack(): void;
  goHome(): void;
}

/** How many entries the tab's session history holds; injectable for tests. */
export type HistoryLength = () => number;

const browserHistoryLength: HistoryLength = () => window.history.length;

/**
 * "Go Back" for pages a visitor may land on directly (not-found, error). Within the app's own
 * history it steps back through the router. React Router keys the first location of a loaded
 * document 'default': the tab may still hold earlier pages (another site, or this one before a
 * full reload), so the browser goes back to them; only a tab with a single entry goes home.
 */
export function useGoBackOrHome(historyLength: HistoryLength = browserHistoryLength): BackOrHome {
  const navigate = useNavigate();
  const location = useLocation();
  return {
    goBack: () => {
      if (location.key !== 'default') void navigate(-1);
      else if (historyLength() > 1) window.history.back();
      else void navigate(paths.home());
    },
    goHome: () => void navigate(paths.home()),
  };
}
