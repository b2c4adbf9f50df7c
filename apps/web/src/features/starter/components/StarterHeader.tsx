/**
 * The starter page's header: its title, the season (with the "Simulated data" badge when the
 * competition is the demo league's), the season/gender switcher and the view tabs. Switching
 * season or view keeps the query (the division and qualifier filters), so a newcomer touring
 * Division II stays in Division II.
 */
import { NavLink, useLocation, useNavigate } from 'react-router';
import { COMPETITIONS, getCompetition, paths } from '@courtside/contract';
import { SimulatedDataBadge } from '@/components/stats/states';
import { useIsSimulated } from '@/lib/stats/competition-info';
import { STARTER_VIEWS, type StarterRoute } from '../content/starter-route';

export function StarterHeader({ route }: { route: StarterRoute }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const isSimulated = useIsSimulated(route.competitionId);
  return (
    <>
      <header className="starter__header">
        <div>
          <h1 className="h3 mb-0">Getting started</h1>
          <p className="text-body-secondary mb-0">
            {getCompetition(route.competitionId)?.label} {isSimulated && <SimulatedDataBadge />}
          </p>
        </div>
        <div className="starter__switcher">
          <label className="form-label small mb-0" htmlFor="starter-competition">
            Season
          </label>
          <select
            id="starter-competition"
            className="form-select form-select-sm"
            value={route.competitionId}
            onChange={(event) =>
              navigate(`${paths.starter(Number(event.target.value), route.view)}${search}`)
            }
          >
            {COMPETITIONS.map((competition) => (
              <option key={competition.id} value={competition.id}>
                {competition.label}
              </option>
            ))}
          </select>
        </div>
      </header>
      <nav aria-label="Getting started views">
        <ul className="nav nav-tabs starter__tabs">
          {STARTER_VIEWS.map((entry) => (
            <li className="nav-item" key={entry.view}>
              <NavLink
                className="nav-link"
                to={{ pathname: paths.starter(route.competitionId, entry.view), search }}
              >
                {entry.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
