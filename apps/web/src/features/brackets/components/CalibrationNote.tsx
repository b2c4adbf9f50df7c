/**
 * How the odds before the tournament held up, once at least one round is settled: the
 * favorite's and the champion's title odds, the Brier score of the odds beside a no-skill
 * baseline, and a reliability table (of the predictions near a chance, the share that came
 * true). Always the odds before the tournament, whatever odds the page shows: the odds now take
 * the results as known and would grade themselves.
 */
import { useMemo } from 'react';
import { ErrorState } from '@/components/stats/states';
import { ScrollRegion } from '@/components/stats/ScrollRegion';
import { statDefinition, type StatKey } from '@/lib/stats/dictionary';
import { formatValue } from '@/lib/stats/format';
import { useBracketOdds } from '../api/bracket-odds';
import { calibration, type ReliabilityRow } from '../content/calibration';
import { brierSentences, titleOddsText } from '../content/calibration-text';

const RANGE_KEY = 'calibrationRange' satisfies StatKey;

const NUMBER_COLUMNS: ReadonlyArray<{
  key: StatKey;
  value: (row: ReliabilityRow) => number | null;
}> = [
  { key: 'calibrationPredictions', value: (row) => row.predictions },
  { key: 'calibrationMeanPredicted', value: (row) => row.meanPredicted },
  { key: 'calibrationHappened', value: (row) => row.happened },
];

function HeaderCell({ statKey, numeric }: { statKey: StatKey; numeric: boolean }) {
  const definition = statDefinition(statKey);
  return (
    <th scope="col" className={numeric ? 'text-end' : undefined} title={definition.description}>
      {definition.label}
    </th>
  );
}

function ReliabilityTable({ rows }: { rows: readonly ReliabilityRow[] }) {
  return (
    <ScrollRegion label="Calibration table" className="brackets__calibration-table">
      <table className="table table-sm align-middle">
        <caption>How often the predictions before the tournament came true, by chance</caption>
        <thead>
          <tr>
            <HeaderCell statKey={RANGE_KEY} numeric={false} />
            {NUMBER_COLUMNS.map((column) => (
              <HeaderCell key={column.key} statKey={column.key} numeric />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.range}>
              <th scope="row">{row.range}</th>
              {NUMBER_COLUMNS.map((column) => (
                <td key={column.key} className="text-end">
                  {formatValue(statDefinition(column.key).format, column.value(row))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

export function CalibrationNote({ tournamentId }: { tournamentId: number }) {
  const pre = useBracketOdds({ tournamentId, scope: 'pre' });
  const result = useMemo(() => (pre.data ? calibration(pre.data) : null), [pre.data]);
  if (pre.status === 'error') {
    return (
      <ErrorState
        title="The odds before the tournament could not be set beside the results"
        error={pre.error}
        onRetry={pre.refetch}
      />
    );
  }
  // Nothing to grade before a round is settled.
  if (result === null) return null;
  const [scored, baseline] = brierSentences(result);
  return (
    <section aria-labelledby="brackets-calibration" className="brackets__calibration">
      <h2 className="h5" id="brackets-calibration">
        How the odds before the tournament held up
      </h2>
      <p>{titleOddsText(result)}</p>
      <p>
        {scored} {baseline}
      </p>
      <p className="small text-body-secondary">
        When the odds are well calibrated, things given about a 30% chance happen about 30% of the
        time: the last two columns are close in every row. A row with few predictions says little.
        These odds come from ratings that already count the tournament&apos;s games, so they had
        some hindsight: a forecast made before the first game would likely score worse.
      </p>
      <ReliabilityTable rows={result.reliability} />
    </section>
  );
}
