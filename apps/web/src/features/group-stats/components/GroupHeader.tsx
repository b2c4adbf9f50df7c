/**
 * The header of a group page: its name, the season (with the "Simulated data" badge when the
 * competition is the demo league's), a season/gender switcher (the page's own gender's seasons
 * first) and the view tabs.
 */
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { getCompetition } from '@courtside/contract';
import { useSeasonSwitch, type SeasonDestination } from '@/components/navigation/season-switch';
import { CompetitionSelect } from '@/components/stats/CompetitionSelect';
import { SimulatedDataBadge } from '@/components/stats/states';
import { useIsSimulated } from '@/lib/stats/competition-info';

export interface GroupHeaderProps {
  title: string;
  competitionId: number;
  /**
   * Where the switcher goes for another competition: the same page, or the nearest one with a
   * notice when the group is not in that season.
   */
  destinationIn: (competitionId: number) => SeasonDestination | Promise<SeasonDestination>;
  tabs: ReadonlyArray<{ label: string; to: string }>;
  tabsLabel: string;
  children?: ReactNode;
}

export function GroupHeader({
  title,
  competitionId,
  destinationIn,
  tabs,
  tabsLabel,
  children,
}: GroupHeaderProps) {
  const isSimulated = useIsSimulated(competitionId);
  const { switchTo, busy, error } = useSeasonSwitch(competitionId, destinationIn);
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
          <CompetitionSelect
            id="group-competition"
            label="Season"
            value={competitionId}
            onChange={(target) => void switchTo(target)}
            preferredGender={getCompetition(competitionId)?.gender ?? 'MALE'}
            disabled={busy}
          />
          {error !== null && (
            <p className="small text-danger mb-0" role="alert">
              {error}
            </p>
          )}
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
