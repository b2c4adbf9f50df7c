/**
 * /stats/:competitionId/players/:playerId/:view (§2): a player's season behind view tabs, with
 * the season/gender switcher. The bio is public; the statistics are the free tier's (player
 * rows, §6), so visitors see the upgrade prompt in their place.
 */
import type { ReactNode } from 'react';
import { Link, NavLink, useParams } from 'react-router';
import { TIER_VALUES, getCompetition, paths } from '@courtside/contract';
import { SimulatedDataBadge, TierGate } from '@/components/stats/states';
import { throwIfNotFound, throwNotFound } from '@/components/errors/not-found';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useIsSimulated } from '@/lib/stats/competition-info';
import { usePlayerBio } from '../api/player-bio';
import { PLAYER_VIEWS, parsePlayerRoute, type PlayerRoute } from '../content/views';
import { PlayerCompetitionSwitcher } from './PlayerCompetitionSwitcher';
import { PlayerCareer } from './PlayerCareer';
import { PlayerGameLog } from './PlayerGameLog';
import { PlayerOnOff } from './PlayerOnOff';
import { PlayerOverview } from './PlayerOverview';
import { PlayerShooting } from './PlayerShooting';
import { PlayerTrialGate } from './PlayerTrialGate';
import { PlayerSplits } from './PlayerSplits';
import './player-stats.css';

export interface PlayerStatsPageProps {
  notFound: ReactNode;
}

export function PlayerStatsPage({ notFound }: PlayerStatsPageProps) {
  const route = parsePlayerRoute(useParams());
  if (route === null) return <>{notFound}</>;
  return <PlayerStats route={route} />;
}

function PlayerStats({ route }: { route: PlayerRoute }) {
  const { competitionId, playerId, view } = route;
  const bio = usePlayerBio(route);
  const player = bio.data?.find((row) => row.playerId === playerId) ?? null;
  const name = player?.fullName ?? 'Player';
  const isSimulated = useIsSimulated(competitionId);
  const viewLabel = PLAYER_VIEWS.find((entry) => entry.view === view)?.label ?? '';
  useDocumentTitle(`${name} ${viewLabel}`);
  // A player the season does not have: the API's 404, or an answer without him.
  throwIfNotFound(bio.error);
  if (bio.status === 'success' && player === null) throwNotFound('No such player');

  return (
    <div className="player-stats container-fluid py-3">
      <header className="player-stats__header">
        <div>
          <div className="stats-page-title">
            <h1 className="h3 mb-0">{player ? name : 'Player stats'}</h1>
            {isSimulated && <SimulatedDataBadge />}
          </div>
          <p className="text-body-secondary mb-0">
            {getCompetition(competitionId)?.label}
            {player && (
              <>
                {' · '}
                <Link to={paths.team(competitionId, player.teamId)}>{player.teamMarket}</Link>
                {[player.position, player.classYr, player.heightLabel]
                  .filter((part): part is string => part !== null && part !== '')
                  .map((part) => ` · ${part}`)
                  .join('')}
              </>
            )}
          </p>
          {player !== null && (player.hometown !== null || player.highSchool !== null) && (
            <p className="small text-body-secondary mb-0">
              {[player.hometown, player.highSchool].filter(Boolean).join(' · ')}
            </p>
          )}
          {bio.status === 'error' && (
            <p className="small text-danger mb-0">
              The player could not be loaded: {bio.error?.message}
            </p>
          )}
        </div>
        <PlayerCompetitionSwitcher
          competitionId={competitionId}
          playerId={playerId}
          personId={player?.personId ?? null}
          view={view}
        />
      </header>
      <nav aria-label="Player views">
        <ul className="nav nav-tabs player-stats__tabs">
          {PLAYER_VIEWS.map((entry) => (
            <li className="nav-item" key={entry.view}>
              <NavLink className="nav-link" to={paths.player(competitionId, playerId, entry.view)}>
                {entry.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="player-stats__view">
        <TierGate feature="Player statistics" requiredTier={TIER_VALUES.free}>
          <PlayerTrialGate route={route} name={name} exempt={view === 'career'}>
            {view === 'overview' && <PlayerOverview route={route} name={name} />}
            {view === 'game-log' && <PlayerGameLog route={route} name={name} />}
            {view === 'splits' && <PlayerSplits route={route} name={name} />}
            {view === 'shooting' && <PlayerShooting route={route} name={name} player={player} />}
            {view === 'on-off' && <PlayerOnOff route={route} name={name} player={player} />}
            {view === 'career' && <PlayerCareer route={route} name={name} player={player} />}
          </PlayerTrialGate>
        </TierGate>
      </div>
    </div>
  );
}
