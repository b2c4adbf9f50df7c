/**
 * The header of a group page: its name, the season (with the "Simulated data" badge when the
 * competition is the demo league's), a season/gender switcher and the view tabs.
 */
import type { ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { COMPETITIONS, getCompetition } from '@courtside/contract';
import { SimulatedDataBadge } from '@/components/stats/states';
import { useIsSimulated } from '@/lib/stats/competition-info';

export interface GroupHeaderProps {
  title: string;
  competitionId: number;
  /** The same page in another competition. */
  pathInCompetition: (competitionId: number) => string;
  tabs: ReadonlyArray<{ label: string; to: string }>;
  tabsLabel: string;
  children?: ReactNode;
}

export function GroupHeader({
  title,
  competitionId,
  pathInCompetition,
  tabs,
  tabsLabel,
  children,
}: GroupHeaderProps) {
  const navigate = useNavigate();
  const isSimulated = useIsSimulated(competitionId);
  return (
    <>
      <header className="group-stats__header">
        <div>
          <h1 className="h3 mb-0">{title}</h1>
          <p className="text-body-secondary mb-0">
            {getCompetition(competitionId)?.label} {isSimulated && <SimulatedDataBadge />}
          </p>
          {children}
        </div>
        <div className="group-stats__switcher">
          <label className="form-label small mb-0" htmlFor="group-competition">
            Season
          </label>
          <select
            id="group-competition"
            className="form-select form-select-sm"
            value={competitionId}
            onChange={(event) => navigate(pathInCompetition(Number(event.target.value)))}
          >
            {COMPETITIONS.map((competition) => (
              <option key={competition.id} value={competition.id}>
                {competition.label}
              </option>
            ))}
          </select>
        </div>
      </header>
      {tabs.length > 0 && (
        <nav aria-label={tabsLabel}>
          <ul className="nav nav-tabs group-stats__tabs">
            {tabs.map((tab) => (
              <li className="nav-item" key={tab.to}>
                <NavLink className="nav-link" to={tab.to}>
                  {tab.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}
