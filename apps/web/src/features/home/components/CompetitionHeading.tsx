import { getCompetition } from '@courtside/contract';
import { SimulatedDataBadge } from '@/components/stats/states';

/** "2024-25 Men's Basketball" from the contract's competition table. */
export const competitionLabel = (competitionId: number): string =>
  getCompetition(competitionId)?.label ?? `Competition ${competitionId}`;

/** The competition's name over its board, marked when the API says its games are simulated. */
export function CompetitionHeading({
  competitionId,
  isSimulated,
}: {
  competitionId: number;
  isSimulated: boolean;
}) {
  return (
    <h3 className="home-board__title">
      {competitionLabel(competitionId)} {isSimulated && <SimulatedDataBadge />}
    </h3>
  );
}
