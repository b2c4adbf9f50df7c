/**
 * The tour's cards whose links carry ids from the API: the top team, a close game and today's
 * scoreboard. Each lookup is one a visitor may call (tier 0). When it fails, is refused or finds
 * nothing, the card links the area's own page instead and says so in a muted line.
 */
import {
  DEFAULT_DIVISION_LABEL,
  LIVE_STATS_DEFAULT_COMPETITION_ID,
  TIER_VALUES,
  paths,
  scheduleToday,
  tierLabel,
} from '@courtside/contract';
import { formatValue } from '@/lib/stats/format';
import { useDayGames } from '../api/day-games';
import { useLatestGames } from '../api/latest-games';
import { useTopTeams } from '../api/top-teams';
import {
  closeGameSentence,
  gameDateText,
  pickCloseGame,
  pickTopTeam,
  teamFullName,
} from '../content/tour-picks';
import { LookupPending, TourCard } from './TourCard';

interface DataCardProps {
  step: number;
  competitionId: number;
}

/** Team ranks beyond the rating's, and a game's lineups and runs tabs, open at tier 1. */
const FREE_TIER = tierLabel(TIER_VALUES.free);

const STATS_HOME_LINK = { to: paths.statsHome(), label: 'Open the stats home' };

export function TopTeamCard({ step, competitionId }: DataCardProps) {
  const teams = useTopTeams(competitionId);
  const team = pickTopTeam(teams.data ?? []);
  const failed = teams.status === 'error' || (teams.status === 'success' && team === null);
  return (
    <TourCard
      step={step}
      cardKey="top-team"
      title="The stats home and the top team"
      links={
        team === null
          ? [STATS_HOME_LINK]
          : [
              {
                to: paths.team(team.competitionId, team.teamId),
                label: `Open the ${teamFullName(team)} team page`,
              },
              STATS_HOME_LINK,
            ]
      }
      notes={[
        ...(failed
          ? ['The top team could not be looked up, so this card links the stats home instead.']
          : []),
        `Signed out, the overview shows the rating rank; the other ranks need ${FREE_TIER}.`,
      ]}
    >
      <p>
        Start at the stats home, with its season picker and the season&apos;s latest results, each
        opening its game page. Then open the best team by adjusted net rating: its overview shows
        the record and adjusted ratings with their ranks, the four factors on both ends of the floor
        with percentiles among its division, and the schedule with results.
      </p>
      {team !== null && (
        <p className="fw-semibold">
          {teamFullName(team)} leads Division I at {formatValue('signedDecimal1', team.netRtgAdj)}{' '}
          adjusted net rating, with a {team.overallWins}–{team.overallLosses} record.
        </p>
      )}
      {teams.isLoading && <LookupPending>Looking up the top team…</LookupPending>}
    </TourCard>
  );
}

export function CloseGameCard({ step, competitionId }: DataCardProps) {
  const games = useLatestGames(competitionId);
  const game = pickCloseGame(games.data ?? []);
  const failed = games.status === 'error' || (games.status === 'success' && game === null);
  return (
    <TourCard
      step={step}
      cardKey="close-game"
      title="A close game, play by play"
      links={
        game === null
          ? games.isLoading
            ? []
            : [{ to: paths.statsHome(), label: 'Open the latest results' }]
          : [
              {
                to: paths.game(game.competitionId, game.gameId, 'game-flow'),
                label: 'Open its game flow',
              },
            ]
      }
      notes={[
        ...(failed
          ? [
              'No close game could be looked up, so this card links the latest results on the stats home, where each game opens its page.',
            ]
          : []),
        `The lineups and runs tabs need ${FREE_TIER}.`,
      ]}
    >
      <p>
        A one-possession finish shows what play-by-play adds to a box score. The game flow view
        draws the score margin and the home team&apos;s win probability over game time, with every
        overtime on the time axis; the box score, four factors, play-by-play and shot chart are one
        tab away.
      </p>
      {game !== null && <p className="fw-semibold">{closeGameSentence(game)}</p>}
      {games.isLoading && <LookupPending>Looking up a close game…</LookupPending>}
    </TourCard>
  );
}

function todayCountText(count: number, day: string): string {
  const date = gameDateText(day) ?? day;
  if (count === 0) {
    return `No Division I games on today's schedule (${date}): the scoreboard offers the nearest days that have some.`;
  }
  return `${count} Division I ${count === 1 ? 'game' : 'games'} on today's schedule (${date}).`;
}

export function ScoreboardCard({ step, now }: { step: number; now: Date }) {
  const competitionId = LIVE_STATS_DEFAULT_COMPETITION_ID;
  const day = scheduleToday(now);
  const games = useDayGames({ competitionId, day });
  return (
    <TourCard
      step={step}
      cardKey="scoreboard"
      title="The scoreboard, today"
      links={[
        {
          to: paths.scoreboard(competitionId, DEFAULT_DIVISION_LABEL, now),
          label: "Open today's scoreboard",
        },
      ]}
      notes={
        games.status === 'error'
          ? ["Today's games could not be counted; the link still opens today's scoreboard."]
          : []
      }
    >
      <p>
        Every game of the day in one division: finals with their line score, and games still to come
        with the ratings&apos; projected score, line and win probability. On a live day the
        stream&apos;s games update in place with the clock and the live win probability, while the
        calendar marks the days with games and the CSV takes the listed games away.
      </p>
      {games.data && <p className="fw-semibold">{todayCountText(games.data.length, day)}</p>}
      {games.isLoading && <LookupPending>Counting today&apos;s games…</LookupPending>}
    </TourCard>
  );
}
