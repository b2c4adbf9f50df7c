/**
 * How well the NIL index fits disclosed deal values (`nil-model`): the held-out figures in
 * plain words, a table per season with the everyone-gets-the-median baseline beside the index,
 * and the typical deal each tier stands for. Without deal values (every NCAA season) or with
 * too few, it says so and shows no figure.
 */
import type { NilModelRow } from '@courtside/contract/schemas';
import { DataState, SimulatedDataBadge, TableSkeleton } from '@/components/stats/states';
import { useIsSimulated } from '@/lib/stats/competition-info';
import { useNilModel } from '../api/nil-model';
import {
  fitSentences,
  formatCorrelation,
  formatDollars,
  formatMissFactor,
  formatShare,
} from '../content/nil-fit';

export interface NilModelFitProps {
  competitionId: number;
  divisionId: number;
  divisionName: string;
}

export function NilModelFit({ competitionId, divisionId, divisionName }: NilModelFitProps) {
  const model = useNilModel({ competitionId, divisionId });
  const isSimulated = useIsSimulated(competitionId);
  const row =
    model.data === undefined || model.data === null ? model.data : (model.data[0] ?? null);
  return (
    <DataState
      query={{ ...model, data: row }}
      skeleton={<TableSkeleton label="Loading the fit" rows={3} columns={6} />}
      emptyMessage={`No fit for ${divisionName} this season`}
      errorTitle="The fit could not be loaded"
    >
      {(shown) => <FitFigures row={shown} divisionName={divisionName} isSimulated={isSimulated} />}
    </DataState>
  );
}

function FitFigures({
  row,
  divisionName,
  isSimulated,
}: {
  row: NilModelRow;
  divisionName: string;
  isSimulated: boolean;
}) {
  const sentences = fitSentences(row);
  if (sentences === null) {
    return (
      <p>
        There is no held-out error to show for {divisionName}. {row.reason} Read the index as a
        ranking of on-court standing within the division, and the tiers as broad bands.
      </p>
    );
  }
  return (
    <>
      <p>
        To see whether the index tracks what players are paid, it is compared with disclosed deal
        values{isSimulated ? ' (simulated, like every number of this league)' : ''}.{' '}
        {sentences.join(' ')}
      </p>
      <div className="table-responsive">
        <table className="table table-sm nil__fit">
          <caption>
            Held-out error by season in {divisionName}, index against the median deal{' '}
            {isSimulated && <SimulatedDataBadge />}
          </caption>
          <thead>
            <tr>
              <th scope="col">Season</th>
              <th scope="col" className="text-end">
                Deals
              </th>
              <th scope="col" className="text-end">
                Median deal
              </th>
              <th scope="col" className="text-end">
                Within ×2: index / median
              </th>
              <th scope="col" className="text-end">
                Typical miss: index / median
              </th>
              <th scope="col" className="text-end">
                Rank correlation
              </th>
            </tr>
          </thead>
          <tbody>
            {row.backtest.map((season) => (
              <tr key={season.competitionId}>
                <th scope="row">{season.season}</th>
                <td className="text-end">{season.deals}</td>
                <td className="text-end">
                  {formatDollars(
                    row.seasons.find((s) => s.competitionId === season.competitionId)
                      ?.medianValue ?? null,
                  )}
                </td>
                <td className="text-end">
                  {formatShare(season.withinFactorTwo)} /{' '}
                  {formatShare(season.baselineWithinFactorTwo)}
                </td>
                <td className="text-end">
                  {formatMissFactor(season.rmseLog)} / {formatMissFactor(season.baselineRmseLog)}
                </td>
                <td className="text-end">{formatCorrelation(season.spearman)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="table-responsive">
        <table className="table table-sm nil__bands">
          <caption>Typical yearly deal by tier in {divisionName} (fit on every season)</caption>
          <thead>
            <tr>
              <th scope="col">Tier</th>
              <th scope="col" className="text-end">
                Typical deal
              </th>
            </tr>
          </thead>
          <tbody>
            {row.valueBands.map((band) => (
              <tr key={band.tier}>
                <th scope="row">{band.tier}</th>
                <td className="text-end">
                  {formatDollars(band.valueLow)} to {formatDollars(band.valueHigh)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="small text-body-secondary">
        The typical deal is the middle of what players with that index earn: half earn more, and a
        few earn many times more. The index itself is unchanged and stays the published figure.
      </p>
    </>
  );
}
