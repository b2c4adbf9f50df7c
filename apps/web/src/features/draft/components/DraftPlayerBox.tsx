/**
 * The player-box view: every rated player of the division with the draft indicators, the
 * model's projection and, once the draft after the season is in the warehouse, where he went;
 * filtered by conference, team, position, class and projected tier (URL filters) and searchable,
 * sortable and downloadable through the stats table. A line above the table says what the
 * projection is, or why this season has none; without one the projection columns are left out
 * rather than shown empty.
 */
import { getCompetition } from '@courtside/contract';
import type { DraftProspectRow } from '@courtside/contract/schemas';
import { useMemo } from 'react';
import { playerTeamLabel } from '@/components/stats/name-labels';
import type { StatColumnSpec } from '@/components/stats/StatTable/stat-columns';
import { StatTable } from '@/components/stats/StatTable/StatTable';
import {
  DataState,
  TableSkeleton,
  TrialPlayersNote,
  usePlayerAccess,
} from '@/components/stats/states';
import type { StatKey } from '@/lib/stats/dictionary';
import type { SetFilters } from '@/lib/stats/url-filters';
import { useDraftModel } from '../api/draft-model';
import { projectionStatus } from '../content/draft-method';
import type { DraftFilters } from '../content/draft-route';
import { useDraftPlayers } from '../hooks/use-draft-players';
import { DraftFilterBar } from './DraftFilterBar';

type Column = StatColumnSpec<DraftProspectRow>;

const INDICATORS: readonly Column[] = [
  'position',
  'classYr',
  'height',
  'ageEst',
  'gp',
  'minsPg',
  'mins',
  'bpm',
  'ageAdjBpm',
  'usagePct',
  'tsPct',
  'astPct',
  'stlPct',
  'blkPct',
  'orbPct',
  'drbPct',
  // The dictionary's three-point attempt rate (FGA3 / FGA) is this field under another name.
  { key: 'fga3Rate', value: (row) => row.threePaRate },
  'ftPct',
  'sos',
];

const PROJECTION: readonly Column[] = [
  'draftProb',
  'prospectScore',
  'projectedRank',
  'projectedTier',
];

const DRAFT_RESULT: readonly Column[] = [
  'draftPick',
  {
    key: 'draftRound',
    value: (row) => (row.draftKnown ? (row.draftRound ?? 'Undrafted') : null),
  },
];

const HIDDEN: readonly StatKey[] = ['mins'];

export interface DraftPlayerBoxProps {
  competitionId: number;
  divisionName: string;
  filters: DraftFilters;
  setFilters: SetFilters<DraftFilters>;
}

export function DraftPlayerBox({
  competitionId,
  divisionName,
  filters,
  setFilters,
}: DraftPlayerBoxProps) {
  const {
    prospects,
    rows,
    conferenceNames,
    conferenceOptions,
    teamOptions,
    hasProjection,
    hasDraft,
  } = useDraftPlayers(competitionId, filters);
  const label = useMemo(() => playerTeamLabel<DraftProspectRow>(competitionId), [competitionId]);
  const columns = useMemo<Column[]>(
    () => [
      ...(hasProjection ? PROJECTION : []),
      ...(hasDraft ? DRAFT_RESULT : []),
      {
        key: 'conferenceShortName',
        value: (row) =>
          row.conferenceId === null ? null : (conferenceNames.get(row.conferenceId) ?? null),
      },
      ...INDICATORS,
    ],
    [conferenceNames, hasProjection, hasDraft],
  );
  // A free member's list holds only his trial players (the server cuts the rest).
  const trial = usePlayerAccess() === 'trial';
  const filtered =
    filters.conference !== 0 ||
    filters.team !== 0 ||
    filters.position !== 'all' ||
    filters.class !== 'all' ||
    (hasProjection && filters.tier !== 'all');
  return (
    <>
      <DraftFilterBar
        filters={filters}
        setFilters={setFilters}
        conferences={conferenceOptions}
        teams={teamOptions}
        showTier={hasProjection}
      />
      {trial && <TrialPlayersNote />}
      <DataState
        query={{ ...prospects, data: rows }}
        skeleton={<TableSkeleton label="Loading the draft prospects" />}
        emptyMessage={
          trial
            ? `None of your trial players is a rated player of ${divisionName} this season`
            : filtered
              ? 'No rated player matches these filters'
              : `No rated players in ${divisionName} this season (players need a box rating and 10% of their team's minutes)`
        }
        errorTitle="The draft prospects could not be loaded"
      >
        {(shown) => (
          <>
            <ProjectionNote competitionId={competitionId} rowsHaveProjection={hasProjection} />
            <StatTable
              // A season with and one without a projection sort by different columns.
              key={hasProjection ? 'projected' : 'indicators'}
              caption={`${divisionName} draft prospects ${getCompetition(competitionId)?.label ?? ''}`.trim()}
              rows={shown}
              rowId={(row) => row._id}
              label={label}
              columns={columns}
              initiallyHidden={HIDDEN}
              initialSort={{ key: hasProjection ? 'draftProb' : 'bpm' }}
              modes={false}
              filterLabel="Find a player or team"
            />
          </>
        )}
      </DataState>
    </>
  );
}

interface ProjectionNoteProps {
  competitionId: number;
  rowsHaveProjection: boolean;
}

/** What the projection is and from which drafts, or why there is none. */
function ProjectionNote({ competitionId, rowsHaveProjection }: ProjectionNoteProps) {
  const model = useDraftModel({ competitionId });
  if (model.status === 'pending') return null;
  const status = projectionStatus(model.data?.[0] ?? null, competitionId, rowsHaveProjection);
  return (
    <p
      className={`small draft__projection ${status.available ? 'text-body-secondary' : 'text-body'}`}
      data-available={status.available}
    >
      {status.text}
    </p>
  );
}
