/**
 * Writes zone_tallies for one competition: every play-by-play attempt counted once into its
 * game's row for the shooter (team side, clutch flag), and every assisted make once into the
 * passer's, for each distinct shot geometry among the competition's division constants (one in
 * most seasons; the men's 2019-20 season, when Division I moved its line first, has two).
 *
 * Where an attempt counts is decided in JavaScript by the query layer's own `spotBuckets` (the
 * engine's zones), once per distinct location (a season's million attempts share ~100,000 spots
 * on the 0.1-ft grid); the counting itself is one SQL aggregation over the attempts, read with the
 * joins the API's shot reader uses (the side's team game, the passer's game-player row), so a
 * stored sum and a count of the attempts agree exactly.
 */
import type { EngineConstants } from '@courtside/engine';
import type { WarehouseDb, ZoneTallyPart } from '@courtside/warehouse';
import {
  PACK_BITS,
  ZONE_TALLY_BUCKETS,
  ZONE_TALLY_PACKS,
  ZONE_TALLY_PARTS,
  num,
  pbpCompetitionConstants,
  pbpCompetitionInfo,
  spotBuckets,
  zoneGeometryKey,
} from '@courtside/warehouse';

/** Scratch table of the classified spots, dropped before the function returns. */
const SPOTS = 'zone_tally_spots_scratch';

/** Buckets an attempt counts in by its own flags, as SQL over the attempts' columns. */
const FLAG_BUCKETS: Readonly<Record<string, string>> = {
  all: 'TRUE',
  twos: 'value <> 3',
  threes: 'value = 3',
  layup: "shot_type = 'layup'",
  dunk: "shot_type = 'dunk'",
  second: 'second_chance',
};

/** Buckets an attempt counts in by its spot: one scratch column each (in_<bucket>). */
const SPOT_BUCKETS = ZONE_TALLY_BUCKETS.filter((bucket) => !(bucket in FLAG_BUCKETS));

/**
 * An attempt's five parts (attempt, make, heave-free attempt and make, assisted make) packed in
 * one BIGINT, 12 bits each: one sum per bucket instead of five, then unpacked. A group (one
 * player's attempts of one game and clutch flag) stays far below 4,096 attempts; the query
 * fails if one does not.
 */
const PART_BITS = 12;
const PART_LIMIT = 2 ** PART_BITS;
const PART_FLAGS: Readonly<Record<ZoneTallyPart, string>> = {
  fga: 'TRUE',
  fgm: 'made',
  eff_fga: 'NOT heave',
  eff_fgm: 'NOT heave AND made',
  ast_fgm: 'made AND assisted',
};
const PACKED = ZONE_TALLY_PARTS.map(
  (part, index) => `((${PART_FLAGS[part]})::BIGINT << ${index * PART_BITS})`,
).join(' + ');

function bucketPredicate(bucket: string): string {
  return FLAG_BUCKETS[bucket] ?? `in_${bucket}`;
}

const PACKED_SUMS = [
  ...ZONE_TALLY_BUCKETS.map(
    (bucket) =>
      `coalesce(sum(packed) FILTER (WHERE NOT pass AND (${bucketPredicate(bucket)})), 0)::BIGINT AS packed_${bucket}`,
  ),
  'count(*) FILTER (WHERE NOT pass) AS attempts',
  'count(*) FILTER (WHERE NOT pass AND x IS NOT NULL AND y IS NOT NULL) AS located',
  'count(*) FILTER (WHERE NOT pass AND and1) AS and1',
  'count(*) FILTER (WHERE pass AND value <> 3) AS ast2_thrown',
  'count(*) FILTER (WHERE pass AND value = 3) AS ast3_thrown',
].join(',\n      ');

/** The group's per-bucket counts, unpacked from the 12-bit sums, repacked as stored. */
const STORED_PACKS = ZONE_TALLY_PACKS.map((pack) => {
  const terms = pack.parts.map((part, index) => {
    const count = `((packed_${pack.bucket} >> ${ZONE_TALLY_PARTS.indexOf(part) * PART_BITS}) & ${PART_LIMIT - 1})`;
    return `(${count} << ${index * PACK_BITS})`;
  });
  return `(${terms.join(' + ')})::BIGINT AS ${pack.column}`;
}).join(',\n    ');

const GROUP = 'game_id, side, team_id, opp_team_id, player_id, clutch, geometry';

const TALLY_SQL = `
  INSERT INTO zone_tallies BY NAME
  WITH attempts AS (
    SELECT s.game_id, s.side, s.team_id, tg.opp_team_id, s.player_id, s.clutch, s.x, s.y,
      s.value, s.made, s.heave, s.assisted, s.shot_type, s.second_chance, s.and1,
      ap.player_id AS assist_player_id
    FROM shots s
    JOIN team_games tg ON tg.competition_id = s.competition_id AND tg.game_id = s.game_id
      AND tg.side = s.side
    LEFT JOIN (SELECT * FROM game_players WHERE competition_id = $competitionId) gp
      ON gp.game_id = s.game_id AND gp.player_key = s.player_key
    LEFT JOIN (SELECT * FROM game_players WHERE competition_id = $competitionId) ap
      ON ap.game_id = s.game_id AND ap.player_key = s.assisted_by_key
    WHERE s.competition_id = $competitionId
  ),
  placed AS (
    SELECT a.*, g.geometry, ${SPOT_BUCKETS.map((bucket) => `sp.in_${bucket}`).join(', ')}
    FROM attempts a
    CROSS JOIN (SELECT unnest(string_split($geometries, ',')) AS geometry) g
    LEFT JOIN ${SPOTS} sp ON sp.geometry = g.geometry AND sp.x = a.x AND sp.y = a.y
      AND sp.value = a.value
  ),
  credited AS (
    SELECT *, FALSE AS pass, ${PACKED} AS packed FROM placed
    UNION ALL
    SELECT * REPLACE (assist_player_id AS player_id), TRUE AS pass, 0::BIGINT AS packed FROM placed
    WHERE made AND assisted AND assist_player_id IS NOT NULL
  ),
  sums AS (
    SELECT ${GROUP},
      ${PACKED_SUMS}
    FROM credited GROUP BY ${GROUP}
  ),
  checked AS (
    SELECT * FROM sums
    WHERE CASE WHEN attempts < ${PART_LIMIT} THEN TRUE
      ELSE error('zone tallies: a group of ' || attempts || ' attempts overflows its packed counts')
    END
  ),
  seen AS (
    SELECT team_id AS view_team_id, TRUE AS is_offense, * FROM checked WHERE team_id IS NOT NULL
    UNION ALL
    SELECT opp_team_id, FALSE, * FROM checked WHERE opp_team_id IS NOT NULL
  )
  SELECT $competitionId AS competition_id, geometry, view_team_id, is_offense, player_id, game_id,
    side, clutch,
    ${STORED_PACKS},
    located::INTEGER AS located, and1::INTEGER AS and1, ast2_thrown::INTEGER AS ast2_thrown,
    ast3_thrown::INTEGER AS ast3_thrown
  FROM seen
  ORDER BY geometry, view_team_id, is_offense DESC, player_id, game_id, side, clutch`;

interface Geometry {
  readonly key: string;
  readonly constants: EngineConstants;
}

/** The distinct shot geometries of a competition's divisions (Division I first). */
async function geometriesOf(db: WarehouseDb, competitionId: number): Promise<Geometry[]> {
  const info = await pbpCompetitionInfo(db, competitionId);
  if (info === null) throw new Error(`zone tallies: no competition ${competitionId}`);
  const out: Geometry[] = [];
  for (const division of [1, 2, 3]) {
    const constants = pbpCompetitionConstants(info, division);
    const key = zoneGeometryKey(constants);
    if (!out.some((geometry) => geometry.key === key)) out.push({ key, constants });
  }
  return out;
}

/** Classifies every distinct located spot of the competition's attempts into the scratch table. */
async function writeSpots(
  db: WarehouseDb,
  competitionId: number,
  geometries: readonly Geometry[],
): Promise<void> {
  await db.run(`DROP TABLE IF EXISTS ${SPOTS}`);
  await db.run(
    `CREATE TABLE ${SPOTS} (geometry VARCHAR, x DOUBLE, y DOUBLE, value INTEGER,
       ${SPOT_BUCKETS.map((bucket) => `in_${bucket} BOOLEAN`).join(', ')})`,
  );
  const spots = await db.all(
    `SELECT DISTINCT x, y, value FROM shots
     WHERE competition_id = $competitionId AND x IS NOT NULL AND y IS NOT NULL`,
    { competitionId },
  );
  const appender = await db.appender(SPOTS);
  for (const geometry of geometries) {
    for (const spot of spots) {
      const x = num(spot, 'x');
      const y = num(spot, 'y');
      const value = num(spot, 'value');
      const buckets = new Set(spotBuckets(x, y, value === 3 ? 3 : 2, geometry.constants));
      appender.appendVarchar(geometry.key);
      appender.appendDouble(x);
      appender.appendDouble(y);
      appender.appendInteger(value);
      for (const bucket of SPOT_BUCKETS) appender.appendBoolean(buckets.has(bucket));
      appender.endRow();
    }
  }
  appender.closeSync();
}

/** Writes the competition's zone_tallies; returns how many rows it wrote. */
export async function buildZoneTallies(db: WarehouseDb, competitionId: number): Promise<number> {
  const geometries = await geometriesOf(db, competitionId);
  await writeSpots(db, competitionId, geometries);
  try {
    await db.run(TALLY_SQL, {
      competitionId,
      geometries: geometries.map((geometry) => geometry.key).join(','),
    });
  } finally {
    await db.run(`DROP TABLE ${SPOTS}`);
  }
  const rows = await db.all(
    'SELECT count(*) AS n FROM zone_tallies WHERE competition_id = $competitionId',
    { competitionId },
  );
  return num(rows[0] ?? { n: 0 }, 'n');
}
