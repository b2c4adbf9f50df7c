/**
 * The game page (§2 /stats/:competitionId/games/:gameId/:view): the scoreline, then one view at
 * a time — box score, four factors, play-by-play, game flow, shot chart, lineups, runs. Views
 * are tabs that change the address, so each is shareable and the back button returns to the
 * last one. Views above the user's tier show the upgrade prompt (§6). The teams' colours
 * (hooks/use-game-colors) are read once here and handed to every view that shows them.
 */
import type { GameDataRow } from '@courtside/contract/schemas';
import type { ReactNode } from 'react';
import { Navigate, NavLink, useParams } from 'react-router';
import { gameRowMatchup, paths } from '@courtside/contract';
import { throwNotFound } from '@/components/errors/not-found';
import { DataState, EmptyState, TableSkeleton, TierGate } from '@/components/stats/states';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { GameConfig } from '../api/game-config';
import { useIsSimulated } from '@/lib/stats/competition-info';
import { useGameRows } from '../api/games';
import { useGameColors } from '../hooks/use-game-colors';
import { BoxScoreView } from './BoxScoreView';
import { FourFactorsView } from './FourFactorsView';
import { GAME_VIEWS, gameViewOf, type GameViewKey } from './game-views';
import { GameFlowView } from './GameFlowView';
import { GameHeader } from './GameHeader';
import { LineupsView } from './LineupsView';
import { PlayByPlayView } from './PlayByPlayView';
import { routeIdOf } from '@/lib/route-id';
import { RunsView } from './RunsView';
import { ShotChartView } from './ShotChartView';
import type { GameColors } from './team-colors';
import './game-stats.css';

function ViewContent({
  view,
  config,
  game,
  colors,
}: {
  view: GameViewKey;
  config: GameConfig;
  game: GameDataRow;
  colors: GameColors;
}) {
  switch (view) {
    case 'overview':
      return <BoxScoreView config={config} colors={colors} />;
    case 'four-factors':
      return <FourFactorsView config={config} />;
    case 'play-by-play':
      return <PlayByPlayView config={config} game={game} />;
    case 'game-flow':
      return <GameFlowView config={config} game={game} colors={colors} />;
    case 'shot-chart':
      return <ShotChartView config={config} game={game} colors={colors} />;
    case 'lineups':
      return <LineupsView config={config} game={game} />;
    case 'runs':
      return <RunsView config={config} game={game} />;
  }
}

function GameViewTabs({ config }: { config: GameConfig }) {
  return (
    <nav aria-label="Game views" className="game-tabs">
      <ul className="nav nav-tabs flex-nowrap">
        {GAME_VIEWS.map((view) => (
          <li key={view.key} className="nav-item">
            <NavLink
              className="nav-link text-nowrap"
              to={paths.game(config.competitionId, config.gameId, view.key)}
            >
              {view.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function GameStats({ config, view }: { config: GameConfig; view: GameViewKey }) {
  const game = useGameRows(config);
  const first = game.data?.[0];
  useDocumentTitle(first === undefined ? 'Game' : gameRowMatchup(first));
  // An id the warehouse does not hold is a 404 (DataState); an empty answer means the same.
  if (game.status === 'success' && first === undefined) throwNotFound('No such game');
  return (
    <div className="container-xl game-stats py-3">
      <DataState
        query={game}
        skeleton={<TableSkeleton label="Loading the game" rows={1} columns={3} />}
        emptyMessage="No such game."
      >
        {(rows) => {
          const row = rows[0];
          return row === undefined ? null : <GameContent config={config} view={view} game={row} />;
        }}
      </DataState>
    </div>
  );
}

function GameContent({
  config,
  view,
  game,
}: {
  config: GameConfig;
  view: GameViewKey;
  game: GameDataRow;
}) {
  const colors = useGameColors(game);
  const isSimulated = useIsSimulated(config.competitionId);
  const viewInfo = GAME_VIEWS.find((entry) => entry.key === view);
  return (
    <>
      <GameHeader config={config} game={game} colors={colors} isSimulated={isSimulated} />
      <GameViewTabs config={config} />
      <section className="game-stats__view" aria-label={viewInfo?.label}>
        <TierGate feature={viewInfo?.label ?? 'This view'} requiredTier={viewInfo?.minTier ?? 0}>
          <ViewContent view={view} config={config} game={game} colors={colors} />
        </TierGate>
      </section>
    </>
  );
}

export interface GameStatsPageProps {
  /** Shown for an address whose ids are not ids (the route table passes the not-found page). */
  notFound?: ReactNode;
}

export function GameStatsPage({ notFound }: GameStatsPageProps) {
  const params = useParams();
  const competitionId = routeIdOf(params.competitionId);
  const gameId = routeIdOf(params.gameId);
  const view = gameViewOf(params.view);
  if (competitionId === null || gameId === null) {
    if (notFound !== undefined) return <>{notFound}</>;
    return (
      <div className="container-xl py-3">
        <EmptyState message="This address does not name a game." />
      </div>
    );
  }
  // An unknown view opens the box score instead of a dead end; known aliases keep their view.
  if (view === null || (params.view !== undefined && params.view !== view)) {
    return <Navigate replace to={paths.game(competitionId, gameId, view ?? 'overview')} />;
  }
  return <GameStats config={{ competitionId, gameId }} view={view} />;
}
