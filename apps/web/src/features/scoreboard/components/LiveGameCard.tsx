/**
 * One game of a live day, drawn from the stream's summary: where it is played, away over home
 * with the top-25 rank beside a name, then by the game's moment — in progress: a "Live" badge,
 * the period and clock, the score and both sides' chance to win now; still to tip: the tip time
 * (US Eastern, and the viewer's own when it reads differently) and the ratings' pregame
 * projection from the season's stored row of the game; final: the score and "Final". Every
 * live-day game links to its live page (the stored game page would give away a result the
 * stream has not reached yet).
 */
import { Link } from 'react-router';
import { gameMatchup } from '@courtside/contract';
import type { LiveGameSummary } from '@courtside/contract/live';
import { TeamName } from '@/components/stats/TeamName';
import { percentText } from '@/lib/live/game-moment';
import { livePaths } from '@/lib/live/live-paths';
import { liveStatusText, type LiveGameRow } from '../content/live-day';
import {
  projectionOf,
  shownRank,
  siteText,
  type Projection,
  type RankOf,
  type VenueOf,
} from '../content/scoreboard-games';

/** The stored row of the game: loaded (possibly absent), still loading, or not to be had. */
export type LiveRowState =
  { status: 'loaded'; row: LiveGameRow | undefined } | { status: 'pending' } | { status: 'error' };

const LINK_TEXT = { 'in-progress': 'Live box score', scheduled: 'Preview', final: 'Box score' };

export interface LiveGameCardProps {
  game: LiveGameSummary;
  stored: LiveRowState;
  rankOf: RankOf;
  venueOf: VenueOf;
  /** The viewer's time zone (the browser's unless a test fixes it). */
  timeZone?: string;
}

export function LiveGameCard({ game, stored, rankOf, venueOf, timeZone }: LiveGameCardProps) {
  const matchup = gameMatchup({
    away: game.awayTeamMarket,
    home: game.homeTeamMarket,
    isNeutral: game.isNeutral,
  });
  const status = liveStatusText(game, timeZone);
  const started = game.status !== 'scheduled';
  const row = stored.status === 'loaded' ? stored.row : undefined;
  const projection = started || row === undefined ? null : projectionOf(row);
  const leader =
    game.status !== 'final' || game.homeScore === game.awayScore
      ? null
      : game.homeScore > game.awayScore
        ? 'home'
        : 'away';
  const sides = [
    { key: 'away', teamId: game.awayTeamId, market: game.awayTeamMarket, score: game.awayScore },
    { key: 'home', teamId: game.homeTeamId, market: game.homeTeamMarket, score: game.homeScore },
  ] as const;
  const site = siteText(
    { isNeutral: game.isNeutral, homeTeamId: game.homeTeamId, homeMarket: game.homeTeamMarket },
    venueOf,
  );
  const linkText = LINK_TEXT[game.status];

  return (
    <li
      className={`scoreboard-game scoreboard-game--${game.status}`}
      aria-label={`${matchup}, ${status}`}
      data-game-id={game.gameId}
    >
      <div className="scoreboard-game__head">
        <span className="scoreboard-game__status">
          {game.status === 'in-progress' && <span className="scoreboard-live-badge">Live</span>}
          {status}
        </span>
        <span className="scoreboard-game__site">
          {site}
          {row?.confTournament ? ' · Conf. tournament' : row?.conferenceGame ? ' · Conference' : ''}
        </span>
      </div>
      <table className="scoreboard-game__teams">
        <caption className="visually-hidden">{matchup}</caption>
        <thead className="visually-hidden">
          <tr>
            <th scope="col">Team</th>
            <th scope="col">{started ? 'Points' : 'Projected points'}</th>
          </tr>
        </thead>
        <tbody>
          {sides.map((side) => {
            const rank = shownRank(rankOf, side.teamId);
            const projected = projection === null ? null : projectedScore(projection, side.key);
            return (
              <tr
                key={side.key}
                className={leader === side.key ? 'scoreboard-game__winner' : undefined}
              >
                <th scope="row">
                  {rank !== null && (
                    <span className="scoreboard-game__rank">
                      <span className="visually-hidden">No. </span>
                      {rank}
                    </span>
                  )}
                  <TeamName
                    competitionId={game.competitionId}
                    teamId={side.teamId}
                    market={side.market}
                  />
                </th>
                <td className="scoreboard-game__score">
                  {started ? side.score : (projected ?? '–')}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {game.status === 'in-progress' && game.homeWinProb !== null && (
        <LiveWinChance game={game} homeWinProb={game.homeWinProb} />
      )}
      {game.status === 'scheduled' && (
        <p className="scoreboard-game__projection">
          <ProjectionText stored={stored} projection={projection} />
        </p>
      )}
      <div className="scoreboard-game__links">
        <Link to={livePaths.game(game.competitionId, game.gameId)}>
          <span aria-hidden="true">{linkText}</span>
          <span className="visually-hidden">{`${linkText} of ${matchup}`}</span>
        </Link>
      </div>
    </li>
  );
}

function projectedScore(projection: Projection, side: 'home' | 'away'): number {
  return side === 'home' ? projection.homeScore : projection.awayScore;
}

function ProjectionText({
  stored,
  projection,
}: {
  stored: LiveRowState;
  projection: Projection | null;
}) {
  if (stored.status === 'pending') return <>Loading the projection…</>;
  if (stored.status === 'error') return <>The projection could not be loaded.</>;
  if (projection === null) return <>No projection: a team has no rating.</>;
  return (
    <>
      Projected · Line: {projection.spread} · {projection.favoriteMarket}{' '}
      {projection.winProbability} to win
    </>
  );
}

/** Both sides' chance to win now, as a split bar with the figures in words. */
function LiveWinChance({ game, homeWinProb }: { game: LiveGameSummary; homeWinProb: number }) {
  const away = `${game.awayTeamMarket} ${percentText(1 - homeWinProb)}`;
  const home = `${game.homeTeamMarket} ${percentText(homeWinProb)}`;
  return (
    <div className="scoreboard-live-wp" role="img" aria-label={`Win probability: ${away}, ${home}`}>
      <div className="scoreboard-live-wp__bar" aria-hidden="true">
        <span
          className="scoreboard-live-wp__away"
          style={{ width: `${(1 - homeWinProb) * 100}%` }}
        />
        <span className="scoreboard-live-wp__home" style={{ width: `${homeWinProb * 100}%` }} />
      </div>
      <span className="scoreboard-live-wp__text" aria-hidden="true">
        Win prob.: {away} · {home}
      </span>
    </div>
  );
}
