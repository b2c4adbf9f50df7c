/**
 * Under the empty page: one button that fills the comparison with the season's top two teams
 * or two leading scorers (content/suggestions). Nothing shows while the rows load or when they
 * fail or hold fewer than two candidates: the page then reads as before, a choice to make.
 */
import { useMemo } from 'react';
import { useLeadingScorerRows, useSuggestedTeamRows } from '../api/suggestion-rows';
import type { ComparisonKind } from '../content/comparison-filters';
import { suggestionOf } from '../content/suggestions';

export interface SuggestedComparisonProps {
  kind: ComparisonKind;
  competitionId: number;
  onChoose: (subjectKeys: string[]) => void;
}

export function SuggestedComparison({ kind, competitionId, onChoose }: SuggestedComparisonProps) {
  const teams = useSuggestedTeamRows(kind === 'teams' ? competitionId : null);
  const players = useLeadingScorerRows(kind === 'players' ? competitionId : null);
  const suggestion = useMemo(() => {
    const ranked =
      kind === 'teams'
        ? (teams.data ?? [])
            .filter((row) => row.isQualified)
            .map((row) => ({ id: row.teamId, value: row.netRtgAdj }))
        : (players.data ?? []).flatMap((row) =>
            row.playerId === null ? [] : [{ id: row.playerId, value: row.ptsScoredPg }],
          );
    return suggestionOf(kind, competitionId, ranked);
  }, [kind, competitionId, teams.data, players.data]);
  if (suggestion === null) return null;
  return (
    <button
      type="button"
      className="btn btn-outline-primary btn-sm"
      onClick={() => onChoose(suggestion.subjectKeys)}
    >
      {suggestion.label}
    </button>
  );
}
