/**
 * Transfer winners: the teams whose incoming transfers improved the most on comparable
 * returning players (tier 3 data; the section's tier gate keeps lower tiers from asking). A
 * season's transfers come from the season before, so the first season has none. Each team
 * opens its roster; the transfer analyses show every move.
 */
import { paths } from '@courtside/contract';
import { Link } from 'react-router';
import { DataState, EmptyState, TableSkeleton } from '@/components/stats/states';
import { formatValue } from '@/lib/stats/format';
import { useTeamTransfers } from '../api/team-transfer-agg-stats';
import { transferAnalysisPath } from '../content/story-links';
import { rankTransferWinners, transferHeadline } from '../content/transfer-winners';
import type { StoryProps } from './GameStories';
import { FirstSeasonNote } from './RatingStories';
import { StoryList } from './StorySection';

export function TransfersStory({ scope, limit }: StoryProps) {
  if (scope.competition.priorId === null) return <FirstSeasonNote scope={scope} />;
  return <TransferWinners scope={scope} limit={limit} />;
}

function TransferWinners({ scope, limit }: StoryProps) {
  const { competition, division } = scope;
  const transfers = useTeamTransfers({ competitionId: competition.id, divisionId: division.id });
  return (
    <DataState
      query={transfers}
      skeleton={<TableSkeleton label="Loading the transfers" rows={5} columns={1} />}
      emptyMessage="No transfers are recorded for this season and division."
      errorTitle="The transfers could not be loaded"
    >
      {(rows) => {
        const winners = rankTransferWinners(rows, limit);
        const [top] = winners;
        if (top === undefined) {
          return (
            <EmptyState message="No team's incoming transfers did better than comparable returning players." />
          );
        }
        return (
          <StoryList
            headline={transferHeadline(top)}
            label={`Transfer winners, ${division.name}, ${competition.label}`}
            items={winners.map((winner) => ({
              key: winner.teamId,
              content: (
                <>
                  <Link to={paths.team(winner.competitionId, winner.teamId, 'roster')}>
                    {winner.market}
                  </Link>
                  <span className="text-body-secondary small">
                    {' · '}
                    {formatValue('signedDecimal1', winner.effect)} per 100 plays,{' '}
                    {winner.transfersIn} incoming
                    {winner.minutesShare === null
                      ? ''
                      : `, ${formatValue('pct', winner.minutesShare)} of minutes`}
                  </span>
                </>
              ),
            }))}
            links={[
              {
                to: transferAnalysisPath(competition.id, division.label),
                label: 'Transfer analyses',
              },
            ]}
          />
        );
      }}
    </DataState>
  );
}
