/**
 * The head of a stats area (one page with several views behind tabs): the title, the season
 * it shows with the "Simulated data" badge when the competition is the demo league's, an
 * optional note under them, and a slot for the season switch, which each area wires to its own
 * URLs. `StatsAreaTabs` lists the views (or any other links that swap part of the address) and
 * `StatsAreaView` holds the chosen view below them.
 */
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { getCompetition } from '@courtside/contract';
import { useIsSimulated } from '@/lib/stats/competition-info';
import { SimulatedDataBadge } from './states';
import './stats-area.css';

export interface StatsAreaHeaderProps {
  title: string;
  competitionId: number;
  /** Named after the season, " · " between (e.g. the division shown). */
  detail?: ReactNode;
  /** The season switch; nothing is drawn beside the title without it. */
  switcher?: ReactNode;
  /** A note under the season line. */
  children?: ReactNode;
}

export function StatsAreaHeader({
  title,
  competitionId,
  detail,
  switcher,
  children,
}: StatsAreaHeaderProps) {
  const isSimulated = useIsSimulated(competitionId);
  return (
    <header className="stats-area__header">
      <div>
        <h1 className="h3 mb-0">{title}</h1>
        <p className="text-body-secondary mb-0">
          {getCompetition(competitionId)?.label}
          {detail !== undefined && <> · {detail}</>} {isSimulated && <SimulatedDataBadge />}
        </p>
        {children}
      </div>
      {switcher !== undefined && <div className="stats-area__switcher">{switcher}</div>}
    </header>
  );
}

export interface StatsAreaTab {
  /** The tab's address; also its key, so no two tabs of a list share one. */
  to: string;
  label: ReactNode;
}

export interface StatsAreaTabsProps {
  /** The navigation's accessible name. */
  label: string;
  tabs: readonly StatsAreaTab[];
  /** Pills for a choice beside the views (a division, a season), tabs for the views. */
  variant?: 'tabs' | 'pills';
  /** Extra classes on the list (spacing). */
  className?: string;
}

export function StatsAreaTabs({ label, tabs, variant = 'tabs', className }: StatsAreaTabsProps) {
  const listClass = ['nav', variant === 'pills' ? 'nav-pills' : 'nav-tabs', 'stats-area__tabs']
    .concat(className ?? [])
    .join(' ');
  return (
    <nav aria-label={label}>
      <ul className={listClass}>
        {tabs.map((tab) => (
          <li className="nav-item" key={tab.to}>
            <NavLink className={variant === 'pills' ? 'nav-link py-1' : 'nav-link'} to={tab.to}>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function StatsAreaView({ children }: { children: ReactNode }) {
  return <div className="stats-area__view">{children}</div>;
}
