/**
 * zone_tallies: every play-by-play game's field-goal attempts counted once, by zone, per shooter
 * (and team side) and clutch flag, for each shot geometry of the competition. A team's or a
 * player's zone answer over any set of games (a scope, a game, a season) is then a sum of a few
 * dozen stored rows instead of a read of thousands of attempts with their events and names, and
 * a whole season's (the portal's seasons left, a division's players) a sum over one table.
 *
 * The buckets are those of the zone vocabulary (query/pbp/zone-stats.ts): all attempts, twos,
 * threes, layups, dunks, second-chance attempts, left/right/center and every detailed zone; each
 * with attempts, makes, the heave-free attempts and makes (the efficiency denominator) and
 * assisted makes. `located` and `and1` are plain counts, and `ast2_thrown`/`ast3_thrown` the
 * player's assists on made twos and threes (a passer without attempts of his own has a row too).
 */
import { zoneDefinitions } from '@courtside/engine';
import { key, col } from './define';
import type { Column, TableDef } from './define';

/** Detailed zones in the engine catalogue's order (the vocabulary's order). */
export const TALLY_DETAILED_ZONES: readonly string[] = zoneDefinitions()
  .filter((definition) => definition.family !== 'basic' && definition.family !== 'heave')
  .map((definition) => definition.zone)
  .filter((zone, index, all) => all.indexOf(zone) === index);

export const ZONE_TALLY_BUCKETS: readonly string[] = [
  'all',
  'twos',
  'threes',
  'layup',
  'dunk',
  'second',
  'left',
  'right',
  'center',
  ...TALLY_DETAILED_ZONES,
];

export const ZONE_TALLY_PARTS = ['fga', 'fgm', 'eff_fga', 'eff_fgm', 'ast_fgm'] as const;
export type ZoneTallyPart = (typeof ZONE_TALLY_PARTS)[number];

export const tallyColumn = (bucket: string, part: ZoneTallyPart): string => `${bucket}_${part}`;

/**
 * A bucket's five counts are stored in two BIGINT columns, PACK_BITS bits a count: `{bucket}_a`
 * holds attempts, makes and heave-free attempts, `{bucket}_b` heave-free makes and assisted makes.
 * Summed as they are, packed columns stay exact while every count of the sum stays below
 * 2^PACK_BITS (131,072), and a sum of one competition's rows never reaches it (a season has about
 * a million attempts, and the sums read group one team or player at most). A third as many
 * columns to read and sum is what keeps a team's zone answer a few milliseconds.
 */
export const PACK_BITS = 17;
export interface ZoneTallyPack {
  readonly bucket: string;
  readonly column: string;
  readonly parts: readonly ZoneTallyPart[];
}
export const ZONE_TALLY_PACKS: readonly ZoneTallyPack[] = ZONE_TALLY_BUCKETS.flatMap((bucket) => [
  { bucket, column: `${bucket}_a`, parts: ['fga', 'fgm', 'eff_fga'] as const },
  { bucket, column: `${bucket}_b`, parts: ['eff_fgm', 'ast_fgm'] as const },
]);

/** The plain (unpacked) count columns after the packed ones. */
export const ZONE_TALLY_PLAIN_COUNTS: readonly string[] = [
  'located',
  'and1',
  'ast2_thrown',
  'ast3_thrown',
];

const countColumns: Column[] = [
  ...ZONE_TALLY_PACKS.map((pack) => key(pack.column, 'BIGINT')),
  ...ZONE_TALLY_PLAIN_COUNTS.map((name) => key(name, 'INTEGER')),
];

export const ZONE_TALLIES: TableDef = {
  name: 'zone_tallies',
  doc: "Field-goal attempts of each play-by-play game counted by zone per shooter and clutch flag, once per shot geometry of the competition (`geometry`, the engine constants' court and zones hashed), each row twice: for the shooting team (is_offense) and for its opponent, sorted by team so one team's rows lie together. Team and player zone answers over any games are sums of these rows. Counts per bucket (all, twos, threes, layup, dunk, second chance, left/right/center, every detailed zone): attempts, makes, heave-free attempts and makes, assisted makes, packed 17 bits a count into `{bucket}_a` (attempts, makes, heave-free attempts) and `{bucket}_b` (heave-free makes, assisted makes); plus located attempts, and-ones and the player's assists thrown on made twos and threes.",
  scope: 'competition',
  columns: [
    key('competition_id', 'INTEGER'),
    key('geometry', 'VARCHAR', 'zoneGeometryKey of the constants the zones were drawn with'),
    key(
      'view_team_id',
      'INTEGER',
      'the team the row counts for: the shooting team or its opponent',
    ),
    key('is_offense', 'BOOLEAN', "true: the team's own attempts; false: its opponent's"),
    col('player_id', 'INTEGER', 'the shooter (or passer); null for attempts of no known player'),
    key('game_id', 'INTEGER'),
    key('side', 'VARCHAR', "the shooting team's side"),
    key('clutch', 'BOOLEAN'),
    ...countColumns,
  ],
};
