/**
 * The method view: the NIL index in plain words (METHODS §10), the tier bands the API applies
 * with how the division's players spread over them (read from the anonymized rows), and how
 * well it fits disclosed deal values held out one season at a time (NilModelFit). The index
 * is a fixed weighting of percentiles, not a model fitted to deal values: the fit only measures
 * it, and a warehouse without deal values (every NCAA season) gets a sentence saying so instead
 * of a figure.
 */
import { DataState, TableSkeleton } from '@/components/stats/states';
import { formatValue } from '@/lib/stats/format';
import type { SetFilters } from '@/lib/stats/url-filters';
import { NIL_COMPONENTS, poolSummary, type PoolSummary } from '../content/nil-method';
import type { NilFilters } from '../content/nil-route';
import { useRawNil } from '../api/raw-nil-anonymized';
import { NilFilterBar } from './NilFilterBar';
import { NilModelFit } from './NilModelFit';

export interface NilMethodProps {
  competitionId: number;
  divisionName: string;
  filters: NilFilters;
  setFilters: SetFilters<NilFilters>;
}

export function NilMethod({ competitionId, divisionName, filters, setFilters }: NilMethodProps) {
  const raw = useRawNil({ competitionId, divisionId: filters.division });
  const summary = raw.data === undefined || raw.data === null ? raw.data : poolSummary(raw.data);
  return (
    <div className="nil__method">
      <section aria-labelledby="nil-how">
        <h2 className="h5" id="nil-how">
          How the index is built
        </h2>
        <p>
          The NIL index estimates how much a player&apos;s name, image and likeness could be worth
          from what he does on the court and the stage he does it on. Each player is compared with
          every rated player of his division: for each of four inputs he gets a percentile, the
          share of those players at or below him. The index is a weighted sum of the four
          percentiles, from 0 to 100.
        </p>
        <ul className="nil__components">
          {NIL_COMPONENTS.map((component) => (
            <li key={component.label}>
              <strong>
                {component.label} ({formatValue('pct', component.weight)}):
              </strong>{' '}
              {component.text}
            </li>
          ))}
        </ul>
        <p>
          It uses no social-media following and no reported deals, so it measures on-court standing
          rather than a player&apos;s market. It is published as a tier with its index band, never
          as a player&apos;s dollar amount: the tiers are only turned into typical deal values where
          deal data exists to test them on. Players need a season box rating and at least 10% of
          their team&apos;s minutes to be rated.
        </p>
      </section>
      <section aria-labelledby="nil-tiers">
        <h2 className="h5" id="nil-tiers">
          Tiers in {divisionName}
        </h2>
        <NilFilterBar filters={filters} setFilters={setFilters} />
        <DataState
          query={{ ...raw, data: summary }}
          skeleton={<TableSkeleton label="Loading the tiers" rows={5} columns={4} />}
          emptyMessage={`No NIL values for ${divisionName} this season`}
          errorTitle="The tiers could not be loaded"
        >
          {(shown) => <TierTable summary={shown} divisionName={divisionName} />}
        </DataState>
      </section>
      <section aria-labelledby="nil-fit">
        <h2 className="h5" id="nil-fit">
          How well it fits
        </h2>
        <NilModelFit
          competitionId={competitionId}
          divisionId={filters.division}
          divisionName={divisionName}
        />
      </section>
    </div>
  );
}

function TierTable({ summary, divisionName }: { summary: PoolSummary; divisionName: string }) {
  return (
    <div className="table-responsive">
      <table className="table table-sm nil__tiers">
        <caption>
          {summary.players} rated players in {divisionName}, by tier
        </caption>
        <thead>
          <tr>
            <th scope="col">Tier</th>
            <th scope="col">Index band</th>
            <th scope="col" className="text-end">
              Players
            </th>
            <th scope="col" className="text-end">
              Share
            </th>
          </tr>
        </thead>
        <tbody>
          {summary.tiers.map((tier) => (
            <tr key={tier.tier}>
              <th scope="row">{tier.tier}</th>
              <td>{bandText(tier.low, tier.high)}</td>
              <td className="text-end">{tier.players}</td>
              <td className="text-end">{formatValue('pct', tier.share)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Bands include their low end and stop below the next tier's, the top one at 100 included. */
const bandText = (low: number, high: number): string =>
  high >= 100 ? `${low} to 100` : `${low} to under ${high}`;
