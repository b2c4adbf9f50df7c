/**
 * The projected game: both scores, then margin, total, possessions and win probability, each
 * with its dictionary label and definition. With a what-if, each number says what it was
 * without it.
 */
import { statDefinition, type StatKey } from '@/lib/stats/dictionary';
import { formatValue } from '@/lib/stats/format';
import type { GameProjectionRow, ProjectionNumbers } from '../api/game-projection';
import { sideName } from '../content/projection-view';

const SUMMARY_KEYS = [
  'projectedMargin',
  'projectedTotal',
  'projectedPoss',
  'projectedWinProbability',
] as const satisfies readonly (keyof ProjectionNumbers & StatKey)[];

export interface ProjectionSummaryProps {
  row: GameProjectionRow;
  /** "on a neutral floor", "at Duke 2024-25"… */
  siteText: string;
  hasWhatIf: boolean;
}

const text = (key: keyof ProjectionNumbers & StatKey, numbers: ProjectionNumbers) =>
  formatValue(statDefinition(key).format, numbers[key]);

export function ProjectionSummary({ row, siteText, hasWhatIf }: ProjectionSummaryProps) {
  const [a, b] = row.teams;
  const { projection, baseline } = row;
  const was = (key: keyof ProjectionNumbers & StatKey) =>
    hasWhatIf && text(key, baseline) !== text(key, projection) ? (
      <span className="game-calculator__was"> (was {text(key, baseline)})</span>
    ) : null;
  return (
    <section className="game-calculator__summary" aria-labelledby="projection-heading">
      <h2 id="projection-heading" className="h5">
        Projection {siteText}
      </h2>
      <div className="game-calculator__score" role="group" aria-label="Projected score">
        <p className="game-calculator__team-score">
          <span className="game-calculator__team-name">{sideName(a)}</span>
          <strong className="game-calculator__points">{text('projectedPts', projection)}</strong>
          {was('projectedPts')}
        </p>
        <p className="game-calculator__team-score">
          <span className="game-calculator__team-name">{sideName(b)}</span>
          <strong className="game-calculator__points">
            {text('projectedPtsAgst', projection)}
          </strong>
          {was('projectedPtsAgst')}
        </p>
      </div>
      <dl className="game-calculator__numbers">
        {SUMMARY_KEYS.map((key) => {
          const definition = statDefinition(key);
          return (
            <div key={key} className="game-calculator__number" title={definition.description}>
              <dt>
                {definition.label}
                {key === 'projectedWinProbability' || key === 'projectedMargin'
                  ? ` (${a.teamMarket})`
                  : ''}
              </dt>
              <dd>
                {text(key, projection)}
                {was(key)}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
