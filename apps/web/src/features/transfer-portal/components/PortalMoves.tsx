/**
 * The teams and conferences views: per school (or conference) how many arrived, left and
 * withdrew, and the net change in last season's minutes, points and rating value (arrivals
 * minus departures); below, who arrived and who left for the one picked (URL filter `group`).
 */
import { useId, useMemo } from 'react';
import { StatTable } from '@/components/stats/StatTable/StatTable';
import type { LabelColumn, StatColumnSpec } from '@/components/stats/StatTable/stat-columns';
import { statDefinition, type StatKey } from '@/lib/stats/dictionary';
import { formatValue } from '@/lib/stats/format';
import { useUrlFilters } from '@/lib/stats/url-filters';
import { STATUS_NAMES, type PortalEntrant } from '../content/entrants';
import { PORTAL_FILTERS } from '../content/portal-filters';
import type { PortalRoute } from '../content/portal-route';
import { conferenceMoves, teamMoves, type MoveGroup } from '../content/summaries';
import { EntrantName, GroupName } from './PortalLinks';
import { SummaryTable, type SummaryColumn } from './SummaryTable';

const COUNT_AND_NET = [
  'transfersIn',
  'transfersOut',
  'unsigned',
  'withdrawn',
  'minsNet',
  'ptsNet',
  'ratingNet',
  'minsArrived',
  'minsDeparted',
  'ptsArrived',
  'ptsDeparted',
  'ratingArrived',
  'ratingDeparted',
] as const satisfies readonly (StatKey & keyof MoveGroup)[];

const HIDDEN_AT_FIRST = [
  'minsArrived',
  'minsDeparted',
  'ptsArrived',
  'ptsDeparted',
  'ratingArrived',
  'ratingDeparted',
] as const satisfies readonly StatKey[];

const TEAM_COLUMNS: readonly StatColumnSpec<MoveGroup>[] = [
  { key: 'conferenceShortName', value: (group) => group.conferenceShortName },
  ...COUNT_AND_NET,
];

const NET_KEYS = ['minsNet', 'ptsNet', 'ratingNet'] as const;

const PLAYER_VALUES: readonly SummaryColumn<PortalEntrant>[] = [
  { key: 'mins', value: (e) => e.mins },
  { key: 'ptsScored', value: (e) => e.ptsScored },
  { key: 'bpm', value: (e) => e.bpm },
  { key: 'ratingValue', value: (e) => e.ratingValue },
];

const ARRIVAL_COLUMNS: readonly SummaryColumn<PortalEntrant>[] = [
  { key: 'teamMarketFrom', value: (e) => e.teamMarketFrom },
  ...PLAYER_VALUES,
];

const DEPARTURE_COLUMNS: readonly SummaryColumn<PortalEntrant>[] = [
  { key: 'teamMarketTo', value: (e) => e.teamMarketTo ?? STATUS_NAMES[e.status] },
  ...PLAYER_VALUES,
];

const ENTRANT_LABEL = {
  header: 'Player',
  render: (e: PortalEntrant) => <EntrantName entrant={e} />,
};

/** Highest net rating value first, as the table starts. */
const byNetValue = (a: MoveGroup, b: MoveGroup) =>
  b.ratingNet - a.ratingNet || a.label.localeCompare(b.label);

export interface PortalMovesProps {
  route: PortalRoute;
  entrants: readonly PortalEntrant[];
  by: 'team' | 'conference';
}

export function PortalMoves({ route, entrants, by }: PortalMovesProps) {
  const [filters, setFilters] = useUrlFilters(PORTAL_FILTERS);
  const groups = useMemo(
    () => (by === 'team' ? teamMoves(entrants) : conferenceMoves(entrants)).sort(byNetValue),
    [entrants, by],
  );
  const label = useMemo<LabelColumn<MoveGroup>>(
    () => ({
      header: by === 'team' ? 'Team' : 'Conference',
      text: (group) => group.label,
      render: (group) => <GroupName group={group} />,
    }),
    [by],
  );
  const selectId = useId();
  const picked = groups.find((group) => group.key === filters.group) ?? groups[0];
  const gender = route.gender === 'MALE' ? "Men's" : "Women's";
  const noun = by === 'team' ? 'team' : 'conference';
  return (
    <>
      <p className="small text-body-secondary">
        Net change: last season’s minutes, points and rating value of the arrivals minus those of
        the players who left (committed elsewhere or still in the portal; those who withdrew stay).
        Schools are matched across seasons by name.
      </p>
      <StatTable
        caption={`${gender} transfer portal by ${noun}`}
        rows={groups}
        rowId={(group) => group.key}
        label={label}
        columns={by === 'team' ? TEAM_COLUMNS : COUNT_AND_NET}
        initiallyHidden={HIDDEN_AT_FIRST}
        initialSort={{ key: 'ratingNet' }}
        modes={false}
        filterLabel={`Find a ${noun}`}
      />
      {picked !== undefined && (
        <section className="transfer-portal__section mt-3" aria-labelledby={`${selectId}-title`}>
          <h2 className="h5" id={`${selectId}-title`}>
            Who arrived and who left
          </h2>
          <div className="transfer-portal__filters">
            <div>
              <label className="form-label small mb-0" htmlFor={selectId}>
                {by === 'team' ? 'Team' : 'Conference'}
              </label>
              <select
                id={selectId}
                className="form-select form-select-sm"
                value={picked.key}
                onChange={(event) => setFilters({ group: event.target.value })}
              >
                {[...groups]
                  .sort((a, b) => a.label.localeCompare(b.label))
                  .map((group) => (
                    <option key={group.key} value={group.key}>
                      {group.label}
                    </option>
                  ))}
              </select>
            </div>
          </div>
          <GroupMoves group={picked} />
        </section>
      )}
    </>
  );
}

function GroupMoves({ group }: { group: MoveGroup }) {
  return (
    <>
      <p aria-label={`Net change of ${group.label}`}>
        {NET_KEYS.map((key, index) => {
          const definition = statDefinition(key);
          return (
            <span key={key}>
              {index > 0 && ' · '}
              {definition.label}: <strong>{formatValue(definition.format, group[key])}</strong>
            </span>
          );
        })}
        {group.withdrawn > 0 && ` · ${group.withdrawn} withdrew and stayed`}
      </p>
      <div className="transfer-portal__grid">
        <SummaryTable
          caption={`Arrived at ${group.label}`}
          rows={group.arrivals}
          rowKey={(e) => e._id}
          label={ENTRANT_LABEL}
          columns={ARRIVAL_COLUMNS}
          emptyMessage="nobody"
        />
        <SummaryTable
          caption={`Left ${group.label}`}
          rows={group.departures}
          rowKey={(e) => e._id}
          label={ENTRANT_LABEL}
          columns={DEPARTURE_COLUMNS}
          emptyMessage="nobody"
        />
      </div>
    </>
  );
}
