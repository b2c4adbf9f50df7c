/**
 * Whether any season of the comparison is simulated (lib/stats/competition-info answers one
 * season; a comparison may span several). False while unknown or when the read fails: the badge
 * is the only thing the answer decides.
 */
import { competitionQueryOptions } from '../api/competitions';
import { useEndpointAnswers } from './use-endpoint-answers';

export function useAnySimulated(competitionIds: readonly number[]): boolean {
  const { answers } = useEndpointAnswers(competitionIds.map(competitionQueryOptions));
  return answers.some(
    (answer, index) =>
      answer.data?.some((row) => row.competitionId === competitionIds[index] && row.isSimulated) ??
      false,
  );
}
