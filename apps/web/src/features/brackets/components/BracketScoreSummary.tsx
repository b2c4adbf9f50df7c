/**
 * A bracket's score: points so far, the most it can still reach, the expected final score, its
 * chance to win the pool, its rank and its correct picks. Labels and formats come from the stat
 * dictionary, so they read as the leaderboard's columns do.
 */
import type { BracketScore } from '@courtside/contract';
import { statDefinition, type StatKey } from '@/lib/stats/dictionary';
import { formatValue } from '@/lib/stats/format';

const FIELDS: ReadonlyArray<{ key: StatKey; value: (score: BracketScore) => number | null }> = [
  { key: 'currentScore', value: (score) => score.current },
  { key: 'maxPossible', value: (score) => score.maxPossible },
  { key: 'expectedScore', value: (score) => score.expected },
  { key: 'winChance', value: (score) => score.winChance },
  { key: 'poolRank', value: (score) => score.rank },
  { key: 'correctPicks', value: (score) => score.correctPicks },
];

export interface BracketScoreSummaryProps {
  score: BracketScore;
  /** Says the score is of the saved picks while the picker shows changes. */
  ofSavedPicks?: boolean;
}

export function BracketScoreSummary({ score, ofSavedPicks = false }: BracketScoreSummaryProps) {
  const incomplete = score.rank === null;
  return (
    <>
      <dl className="picks-score" aria-label="Score">
        {FIELDS.map(({ key, value }) => {
          const definition = statDefinition(key);
          return (
            <div key={key} title={definition.description}>
              <dt>{definition.label}</dt>
              <dd>{formatValue(definition.format, value(score))}</dd>
            </div>
          );
        })}
      </dl>
      {(incomplete || ofSavedPicks) && (
        <p className="small text-body-secondary">
          {ofSavedPicks && 'The score is of the saved picks. '}
          {incomplete &&
            'A bracket enters the pool, with a rank and a chance to win it, once every game is picked.'}
        </p>
      )}
    </>
  );
}
