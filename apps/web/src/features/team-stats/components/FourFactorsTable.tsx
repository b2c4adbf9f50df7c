/** The four factors for and against as a plain table: value and percentile on each side. */
import { statDefinition } from '@/lib/stats/dictionary';
import { formatValue } from '@/lib/stats/format';
import { ordinalPercentile } from '@/lib/stats/percentiles';
import type { FactorRow, FactorValue } from '../content/team-summary';

function Cell({ factor }: { factor: FactorValue }) {
  return (
    <td className="text-end">
      {formatValue(statDefinition(factor.key).format, factor.value)}
      {factor.percentile !== null && (
        <span className="text-body-secondary small"> ({ordinalPercentile(factor.percentile)})</span>
      )}
    </td>
  );
}

export function FourFactorsTable({
  factors,
  teamName,
}: {
  factors: readonly FactorRow[];
  teamName: string;
}) {
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle">
        <caption>{teamName} four factors: own and allowed, with percentile</caption>
        <thead>
          <tr>
            <th scope="col">Factor</th>
            <th scope="col" className="text-end">
              Offense
            </th>
            <th scope="col" className="text-end">
              Defense (allowed)
            </th>
          </tr>
        </thead>
        <tbody>
          {factors.map((factor) => (
            <tr key={factor.own.key}>
              <th scope="row" title={statDefinition(factor.own.key).description}>
                {factor.label}
              </th>
              <Cell factor={factor.own} />
              <Cell factor={factor.allowed} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
