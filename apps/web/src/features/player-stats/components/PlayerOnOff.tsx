/**
 * A player's on/off: his team's ratings with him on the floor, off it, and the difference, over
 * the play-by-play games he played (METHODS §4). The endpoint is asked by team, so the view
 * waits for the bio that names his team.
 */
import type { OnOffRow, PlayerDataRow } from '@courtside/contract/schemas';
import { NET_RATINGS, ON_OFF_SHOOTING } from '@courtside/contract';
import { StatTable } from '@/components/stats/StatTable/StatTable';
import type { LabelColumn } from '@/components/stats/StatTable/stat-columns';
import { DataState, TableSkeleton } from '@/components/stats/states';
import type { StatKey } from '@/lib/stats/dictionary';
import { formatValue } from '@/lib/stats/format';
import { usePlayerOnOff } from '../api/player-on-off';
import type { PlayerRoute } from '../content/views';

const COLUMNS = [
  ...NET_RATINGS,
  ...ON_OFF_SHOOTING,
  'poss',
  'plusMinus',
] as const satisfies readonly StatKey[];

const SPLIT_LABELS: Record<OnOffRow['onOffDiff'], string> = {
  on: 'On the floor',
  off: 'Off the floor',
  diff: 'On − off',
};
const SPLIT_ORDER: readonly OnOffRow['onOffDiff'][] = ['on', 'off', 'diff'];

const LABEL: LabelColumn<OnOffRow> = {
  header: 'Split',
  text: (row) => SPLIT_LABELS[row.onOffDiff],
};

/** His team-side rows (they carry both ratings), on, off, then the difference. */
export const playerOnOffRows = (rows: readonly OnOffRow[], playerId: number): OnOffRow[] =>
  SPLIT_ORDER.flatMap((split) =>
    rows.filter((row) => row.playerId === playerId && row.isOffense && row.onOffDiff === split),
  );

export interface PlayerOnOffProps {
  route: PlayerRoute;
  name: string;
  player: PlayerDataRow | null;
}

export function PlayerOnOff({ route, name, player }: PlayerOnOffProps) {
  const onOff = usePlayerOnOff(player === null ? null : { ...route, teamId: player.teamId });
  return (
    <DataState
      query={onOff}
      skeleton={<TableSkeleton label="Loading on/off" rows={3} />}
      isEmpty={(rows) => playerOnOffRows(rows, route.playerId).length === 0}
      emptyMessage="No on/off: the player has no play-by-play games this season"
      errorTitle="On/off could not be loaded"
    >
      {(rows) => {
        const shown = playerOnOffRows(rows, route.playerId);
        const first = shown[0];
        return (
          <>
            {first !== undefined && (
              <p>
                On the floor {formatValue('minutes', first.minsOn)} of{' '}
                {formatValue('minutes', first.minsOn + first.minsOff)} minutes (
                {formatValue('pct', first.minsPct)}) in {first.gpPbp} play-by-play games
                {first.isQualified ? '' : '; under 10% of the team’s minutes, so not qualified'}.
              </p>
            )}
            <StatTable
              caption={`${name} on/off (${player?.teamMarket ?? 'team'} ratings)`}
              rows={shown}
              rowId={(row) => row._id}
              label={LABEL}
              columns={COLUMNS}
              modes={false}
              percentiles={false}
            />
          </>
        );
      }}
    </DataState>
  );
}
