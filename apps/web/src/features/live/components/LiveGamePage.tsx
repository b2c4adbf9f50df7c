/**
 * /streaming/:competitionId/games/:gameId/:view (§2): one game live — the header (score,
 * period, clock, win probability) for everyone, and for tier ≥ 2 its live stats in five views
 * built from the events as they arrive. Lower tiers see what opens live stats, and so does a
 * user whose tier the server refuses (its `forbidden` error), without a request for events.
 */
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { LIVE_STATS_MIN_TIER } from '@courtside/contract/live';
import { StatsAreaTabs, StatsAreaView } from '@/components/stats/StatsAreaHeader';
import { EmptyState, UpgradePrompt } from '@/components/stats/states';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LIVE_VIEWS, livePaths } from '@/lib/live/live-paths';
import { parseLiveGameRoute, type LiveGameRoute } from '../content/live-route';
import { useLiveGame, type LiveGameView } from '../hooks/use-live-game';
import { ConnectionBanner } from './ConnectionBanner';
import { LiveGameHeader } from './LiveGameHeader';
import { LiveGameViews } from './LiveGameViews';
import './live.css';

const FEATURE = 'Live game stats';

export function LiveGamePage({ notFound }: { notFound: ReactNode }) {
  const route = parseLiveGameRoute(useParams());
  if (route === null) return <>{notFound}</>;
  return <LiveGameArea key={`${route.competitionId}-${route.gameId}`} route={route} />;
}

function LiveGameArea({ route }: { route: LiveGameRoute }) {
  const { competitionId, gameId, view } = route;
  const { tier, isSignedIn } = useSession();
  const allowed = tier.value >= LIVE_STATS_MIN_TIER;
  const live = useLiveGame(competitionId, gameId, allowed);
  const { summary } = live;
  useDocumentTitle(
    summary ? `${summary.awayTeamMarket} at ${summary.homeTeamMarket} live` : 'Live game',
  );
  const forbidden = !allowed || live.error?.code === 'forbidden';

  return (
    <div className="live container-fluid py-3">
      <p className="small mb-2">
        <Link to={livePaths.games(competitionId)}>← All live games</Link>
      </p>
      <ConnectionBanner connection={live.connection} caughtUp={live.caughtUp} />
      {summary !== null ? <LiveGameHeader summary={summary} /> : <h1 className="h3">Live game</h1>}
      <StatsAreaTabs
        label="Live game views"
        tabs={LIVE_VIEWS.map((entry) => ({
          to: livePaths.game(competitionId, gameId, entry.view),
          label: entry.label,
        }))}
      />
      <StatsAreaView>
        {forbidden ? (
          <UpgradePrompt
            feature={FEATURE}
            requiredTier={LIVE_STATS_MIN_TIER}
            currentTier={tier.value}
            isSignedIn={isSignedIn}
          />
        ) : (
          <GameBody live={live} view={view} />
        )}
      </StatsAreaView>
    </div>
  );
}

function GameBody({ live, view }: { live: LiveGameView; view: LiveGameRoute['view'] }) {
  if (live.error !== null) return <EmptyState message={live.error.msg} />;
  if (live.summary === null) {
    return live.listLoaded ? (
      <EmptyState message="This game is not on the live schedule today or tomorrow" />
    ) : (
      <p className="text-body-secondary" role="status">
        Loading the game…
      </p>
    );
  }
  if (live.events.length === 0) {
    return <EmptyState message="No plays yet: the stats start at the tip." />;
  }
  return <LiveGameViews view={view} events={live.events} summary={live.summary} />;
}
