/**
 * The two stories told from the game explorer's search: the biggest upsets (its `upset` order)
 * and the best comebacks (its `comeback` order). Each game opens its game page; the explorer
 * shows the whole search.
 */
import { paths } from '@courtside/contract';
import { Link } from 'react-router';
import { DataState, EmptyState, TableSkeleton } from '@/components/stats/states';
import { formatValue } from '@/lib/stats/format';
import { useStoryGames } from '../api/game-explorer-search';
import { comebackHeadline, rankComebacks } from '../content/comebacks';
import type { GameResult } from '../content/game-results';
import type { InsightsScope } from '../content/insights-route';
import { gameExplorerPath } from '../content/story-links';
import { rankUpsets, upsetHeadline } from '../content/upsets';
import { StoryList } from './StorySection';

export interface StoryProps {
  scope: InsightsScope;
  /** Items listed. */
  limit: number;
}

const whereOf = ({ competition, division }: InsightsScope): string =>
  `${division.name}, ${competition.label}`;

function GameItem({ game, headline }: { game: GameResult; headline: string }) {
  return (
    <>
      <Link to={paths.game(game.competitionId, game.gameId)}>{headline}</Link>
      {game.gameDate !== null && (
        <span className="text-body-secondary small"> · {formatValue('date', game.gameDate)}</span>
      )}
    </>
  );
}

export function UpsetsStory({ scope, limit }: StoryProps) {
  const { competition, division } = scope;
  const games = useStoryGames({
    competitionId: competition.id,
    divisionId: division.id,
    sort: 'upset',
  });
  return (
    <DataState
      query={games}
      skeleton={<TableSkeleton label="Loading the upsets" rows={5} columns={1} />}
      emptyMessage="No games have been played in this season and division."
      errorTitle="The upsets could not be loaded"
    >
      {(rows) => {
        const upsets = rankUpsets(rows, limit);
        const [top] = upsets;
        if (top === undefined) {
          return <EmptyState message="No underdog with a pre-game prediction has won yet." />;
        }
        return (
          <StoryList
            headline={upsetHeadline(top)}
            label={`Biggest upsets, ${whereOf(scope)}`}
            items={upsets.map((upset) => ({
              key: upset.gameId,
              content: <GameItem game={upset} headline={upsetHeadline(upset)} />,
            }))}
            links={[
              {
                to: gameExplorerPath(competition.id, division.label, 'upset'),
                label: 'Every upset in the game explorer',
              },
            ]}
          />
        );
      }}
    </DataState>
  );
}

export function ComebacksStory({ scope, limit }: StoryProps) {
  const { competition, division } = scope;
  const games = useStoryGames({
    competitionId: competition.id,
    divisionId: division.id,
    sort: 'comeback',
  });
  return (
    <DataState
      query={games}
      skeleton={<TableSkeleton label="Loading the comebacks" rows={5} columns={1} />}
      emptyMessage="No games have been played in this season and division."
      errorTitle="The comebacks could not be loaded"
    >
      {(rows) => {
        const comebacks = rankComebacks(rows, limit);
        const [top] = comebacks;
        if (top === undefined) {
          return (
            <EmptyState message="No winner has come from behind in a play-by-play game yet." />
          );
        }
        return (
          <StoryList
            headline={comebackHeadline(top)}
            label={`Best comebacks, ${whereOf(scope)}`}
            items={comebacks.map((comeback) => ({
              key: comeback.gameId,
              content: <GameItem game={comeback} headline={comebackHeadline(comeback)} />,
            }))}
            links={[
              {
                to: gameExplorerPath(competition.id, division.label, 'comeback'),
                label: 'Every comeback in the game explorer',
              },
            ]}
          />
        );
      }}
    </DataState>
  );
}
