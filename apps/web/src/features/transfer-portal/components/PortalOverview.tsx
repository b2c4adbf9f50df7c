/**
 * The overview: how many entered the portal and how it ended for them (committed, still in the
 * portal, withdrew), entrants by the division, conference and position they left, the biggest
 * names by rating value, and the schools gaining and losing the most value.
 */
import { useMemo } from 'react';
import { Link } from 'react-router';
import { statDefinition, type StatKey } from '@/lib/stats/dictionary';
import { formatValue } from '@/lib/stats/format';
import type { PortalEntrant } from '../content/entrants';
import { STATUS_NAMES } from '../content/entrants';
import { portalPath, type PortalRoute } from '../content/portal-route';
import {
  biggestNames,
  countsByConference,
  countsByDivision,
  countsByPosition,
  statusCounts,
  teamMoves,
  valueLeaders,
  type CountRow,
  type MoveGroup,
} from '../content/summaries';
import { EntrantName, GroupName } from './PortalLinks';
import { SummaryTable, type SummaryColumn } from './SummaryTable';

const BIGGEST_NAMES = 10;
const VALUE_LEADERS = 5;

const COUNT_KEYS = ['entrants', 'committed', 'unsigned', 'withdrawn'] as const;

const COUNT_COLUMNS: readonly SummaryColumn<CountRow>[] = COUNT_KEYS.map((key) => ({
  key,
  value: (row) => row[key],
}));

const NAME_COLUMNS: readonly SummaryColumn<PortalEntrant>[] = [
  { key: 'teamMarketFrom', value: (e) => e.teamMarketFrom },
  { key: 'teamMarketTo', value: (e) => e.teamMarketTo ?? STATUS_NAMES[e.status] },
  { key: 'minsPg', value: (e) => e.minsPg },
  { key: 'ptsScoredPg', value: (e) => e.ptsScoredPg },
  { key: 'bpm', value: (e) => e.bpm },
  { key: 'ratingValue', value: (e) => e.ratingValue },
];

const VALUE_KEYS = [
  'transfersIn',
  'transfersOut',
  'unsigned',
  'minsNet',
  'ptsNet',
  'ratingNet',
] as const;

const VALUE_COLUMNS: readonly SummaryColumn<MoveGroup>[] = VALUE_KEYS.map((key) => ({
  key,
  value: (group) => group[key],
}));

const countLabel = { header: 'Group', render: (row: CountRow) => row.label };

function StatusSummary({ entrants }: { entrants: readonly PortalEntrant[] }) {
  const counts = statusCounts(entrants);
  return (
    <dl className="transfer-portal__counts" aria-label="Portal entries by status">
      {COUNT_KEYS.map((key: StatKey & keyof typeof counts) => {
        const definition = statDefinition(key);
        return (
          <div className="transfer-portal__count" key={key} title={definition.description}>
            <dt className="small fw-normal text-body-secondary">{definition.label}</dt>
            <dd>{formatValue(definition.format, counts[key])}</dd>
          </div>
        );
      })}
    </dl>
  );
}

export interface PortalOverviewProps {
  route: PortalRoute;
  entrants: readonly PortalEntrant[];
}

export function PortalOverview({ route, entrants }: PortalOverviewProps) {
  const summary = useMemo(
    () => ({
      divisions: countsByDivision(entrants),
      conferences: countsByConference(entrants),
      positions: countsByPosition(entrants),
      names: biggestNames(entrants, BIGGEST_NAMES),
      value: valueLeaders(teamMoves(entrants), VALUE_LEADERS),
    }),
    [entrants],
  );
  return (
    <>
      <section className="transfer-portal__section" aria-labelledby="portal-status">
        <h2 className="h5" id="portal-status">
          Entries
        </h2>
        <StatusSummary entrants={entrants} />
      </section>
      <section className="transfer-portal__section" aria-labelledby="portal-groups">
        <h2 className="h5" id="portal-groups">
          Where the entrants came from
        </h2>
        <div className="transfer-portal__grid">
          <SummaryTable
            caption="Entrants by division left"
            rows={summary.divisions}
            rowKey={(row) => row.key}
            label={{ ...countLabel, header: 'Division' }}
            columns={COUNT_COLUMNS}
            emptyMessage="none"
          />
          <SummaryTable
            caption="Entrants by position"
            rows={summary.positions}
            rowKey={(row) => row.key}
            label={{ ...countLabel, header: 'Position' }}
            columns={COUNT_COLUMNS}
            emptyMessage="none"
          />
          <SummaryTable
            caption="Entrants by conference left"
            rows={summary.conferences}
            rowKey={(row) => row.key}
            label={{ ...countLabel, header: 'Conference' }}
            columns={COUNT_COLUMNS}
            emptyMessage="none"
          />
        </div>
      </section>
      <section className="transfer-portal__section" aria-labelledby="portal-names">
        <h2 className="h5" id="portal-names">
          Biggest names
        </h2>
        <p className="small text-body-secondary">
          By rating value: {statDefinition('ratingValue').description}
        </p>
        <SummaryTable
          caption={`Top ${BIGGEST_NAMES} entrants by rating value`}
          rows={summary.names}
          rowKey={(e) => e._id}
          label={{ header: 'Player', render: (e) => <EntrantName entrant={e} /> }}
          columns={NAME_COLUMNS}
          emptyMessage="no entrant has a rated season line"
        />
        <p className="small">
          <Link to={portalPath(route.competitionId, 'entries')}>Every entry</Link>
        </p>
      </section>
      <section className="transfer-portal__section" aria-labelledby="portal-value">
        <h2 className="h5" id="portal-value">
          Teams gaining and losing the most
        </h2>
        <p className="small text-body-secondary">
          Net change: what the arrivals played last season minus what the players who left played
          (committed elsewhere or still in the portal; those who withdrew stay).
        </p>
        <div className="transfer-portal__grid">
          <SummaryTable
            caption="Gaining the most rating value"
            rows={summary.value.gaining}
            rowKey={(group) => group.key}
            label={{ header: 'Team', render: (group) => <GroupName group={group} /> }}
            columns={VALUE_COLUMNS}
            emptyMessage="no team gains rating value"
          />
          <SummaryTable
            caption="Losing the most rating value"
            rows={summary.value.losing}
            rowKey={(group) => group.key}
            label={{ header: 'Team', render: (group) => <GroupName group={group} /> }}
            columns={VALUE_COLUMNS}
            emptyMessage="no team loses rating value"
          />
        </div>
        <p className="small">
          <Link to={portalPath(route.competitionId, 'teams')}>Every team’s moves</Link>
        </p>
      </section>
    </>
  );
}
