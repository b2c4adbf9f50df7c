/**
 * Transfer-portal entries of the off-season before a competition, from one of two sources:
 * - the `transfers` table, when a source filled it for the competition (the demo league knows
 *   who entered the portal, where he went, who withdrew or went unsigned);
 * - otherwise person links (METHODS §10, README "Ids"): a player whose linked person played for
 *   another school in the previous competition of the same gender transferred. Links only see
 *   completed moves: every such entry is 'committed'; withdrawals and unsigned entrants are
 *   invisible to them.
 * Each answer says which source it used. Team markets and conference names are resolved in the
 * season each side belongs to; a from-team of a season this file does not hold is named through
 * its school key in any season it does hold.
 */
import type { Row, WarehouseDb } from '../../db/connection';
import { boolOrNull, num, numOrNull, str, strOrNull } from '../../db/values';
import { exactSum } from '../exact-sum';
import type { CompetitionRead } from '../competition-memo';
import { memoPerCompetition } from '../competition-memo';

export type TransferSource = 'transfers' | 'person-links';
export type PortalStatus = 'committed' | 'withdrawn' | 'unsigned';

export interface PortalEntry {
  readonly competitionId: number;
  readonly fromCompetitionId: number | null;
  readonly personId: number;
  readonly fullName: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  /** Class in the season he left (his roster's when this file holds that season). */
  readonly classYear: string | null;
  /** Class on his roster of the competition moved into; null when he is on none. */
  readonly classYearNow: string | null;
  readonly status: PortalStatus;
  /** One of his team's nine most-used players in the season he left; null when unknown. */
  readonly rotation: boolean | null;
  /** His roster id in the competition moved into (committed or withdrawn and back), if any. */
  readonly playerId: number | null;
  readonly fromPlayerId: number | null;
  readonly fromTeamId: number | null;
  readonly fromTeamKey: string;
  readonly fromTeamMarket: string | null;
  readonly fromDivisionId: number | null;
  readonly fromConferenceId: number | null;
  readonly fromConferenceShortName: string | null;
  readonly toPlayerId: number | null;
  readonly toTeamId: number | null;
  readonly toTeamKey: string | null;
  readonly toTeamMarket: string | null;
  readonly toDivisionId: number | null;
  readonly toConferenceId: number | null;
  readonly toConferenceShortName: string | null;
}

export interface PortalEntries {
  readonly source: TransferSource;
  readonly entries: readonly PortalEntry[];
}

const STATUSES: readonly PortalStatus[] = ['committed', 'withdrawn', 'unsigned'];

function statusOf(value: string): PortalStatus {
  const status = STATUSES.find((s) => s === value);
  if (status === undefined) throw new Error(`transfers.status "${value}" is not a known status`);
  return status;
}

/** A school's market in the latest season of this file that has it. */
const marketOfKey = (keyColumn: string): string =>
  `(SELECT x.team_market FROM teams x WHERE x.team_key = ${keyColumn}
     ORDER BY x.competition_id DESC LIMIT 1)`;

const FROM_TABLE_SQL = `
  SELECT tr.competition_id, tr.from_competition_id, tr.person_id, tr.name AS full_name,
    coalesce(here.first_name, fp.first_name) AS first_name,
    coalesce(here.last_name, fp.last_name) AS last_name,
    coalesce(fp.class_year, tr.class_year) AS class_year, here.class_year AS class_year_now,
    tr.status, tr.rotation,
    coalesce(tr.to_player_id, here.player_id) AS player_id,
    tr.from_player_id, tr.from_team_id, tr.from_team_key,
    coalesce(ft.team_market, ${marketOfKey('tr.from_team_key')}) AS from_team_market,
    tr.from_division_id, tr.from_conference_id, fc.short_name AS from_conference_short_name,
    tr.to_player_id, tr.to_team_id, tr.to_team_key,
    coalesce(tt.team_market, ${marketOfKey('tr.to_team_key')}) AS to_team_market,
    tr.to_division_id, tr.to_conference_id, tc.short_name AS to_conference_short_name
  FROM transfers tr
  LEFT JOIN players fp ON fp.competition_id = tr.from_competition_id
    AND fp.player_id = tr.from_player_id
  LEFT JOIN (SELECT competition_id, person_id, min(player_id) AS player_id,
      any_value(first_name) AS first_name, any_value(last_name) AS last_name,
      any_value(class_year) AS class_year
    FROM players WHERE competition_id = $competitionId GROUP BY ALL) here
    ON here.competition_id = tr.competition_id AND here.person_id = tr.person_id
  LEFT JOIN teams ft ON ft.competition_id = tr.from_competition_id AND ft.team_id = tr.from_team_id
  LEFT JOIN teams tt ON tt.competition_id = tr.competition_id AND tt.team_id = tr.to_team_id
  LEFT JOIN conferences fc ON fc.conference_id = tr.from_conference_id
  LEFT JOIN conferences tc ON tc.conference_id = tr.to_conference_id
  WHERE tr.competition_id = $competitionId
  ORDER BY tr.name, tr.person_id`;

/**
 * Person links: the same person on another school's roster in the previous season of the same
 * gender. A person listed twice in a season (a mid-season move) counts with his lowest roster id.
 * Rotation: rank by season minutes on the team he left (player aggregates; NULL without them).
 */
const FROM_LINKS_SQL = `
  WITH here AS (SELECT c.competition_id, c.gender, c.season FROM competitions c
      WHERE c.competition_id = $competitionId),
    prior AS (SELECT c.competition_id FROM competitions c, here
      WHERE c.gender = here.gender AND c.season = here.season - 1),
    roster AS (
      SELECT p.competition_id, p.player_id, p.person_id, p.full_name, p.first_name, p.last_name,
        p.class_year, t.team_id, t.team_key, t.team_market, t.division_id, t.conference_id
      FROM players p JOIN teams t ON t.competition_id = p.competition_id AND t.team_id = p.team_id
      WHERE p.competition_id = $competitionId OR p.competition_id IN (SELECT competition_id FROM prior)
      QUALIFY row_number() OVER (PARTITION BY p.competition_id, p.person_id ORDER BY p.player_id) = 1),
    minutes AS (
      SELECT team_id, player_id, rank() OVER (PARTITION BY team_id ORDER BY ${exactSum('seconds')} DESC)
        AS place
      FROM player_aggregates
      WHERE competition_id IN (SELECT competition_id FROM prior) AND scope = 'season'
        AND player_id IS NOT NULL
      GROUP BY team_id, player_id)
  SELECT cur.competition_id, pre.competition_id AS from_competition_id, cur.person_id,
    cur.full_name, cur.first_name, cur.last_name, pre.class_year, cur.class_year AS class_year_now,
    'committed' AS status,
    CASE WHEN m.place IS NULL THEN NULL ELSE m.place <= 9 END AS rotation,
    cur.player_id, pre.player_id AS from_player_id, pre.team_id AS from_team_id,
    pre.team_key AS from_team_key, pre.team_market AS from_team_market,
    pre.division_id AS from_division_id, pre.conference_id AS from_conference_id,
    fc.short_name AS from_conference_short_name,
    cur.player_id AS to_player_id, cur.team_id AS to_team_id, cur.team_key AS to_team_key,
    cur.team_market AS to_team_market, cur.division_id AS to_division_id,
    cur.conference_id AS to_conference_id, tc.short_name AS to_conference_short_name
  FROM roster cur
  JOIN roster pre ON pre.person_id = cur.person_id
    AND pre.competition_id IN (SELECT competition_id FROM prior)
  LEFT JOIN minutes m ON m.team_id = pre.team_id AND m.player_id = pre.player_id
  LEFT JOIN conferences fc ON fc.conference_id = pre.conference_id
  LEFT JOIN conferences tc ON tc.conference_id = cur.conference_id
  WHERE cur.competition_id = $competitionId AND pre.team_key <> cur.team_key
  ORDER BY cur.full_name, cur.person_id`;

function entryOf(row: Row): PortalEntry {
  return {
    competitionId: num(row, 'competition_id'),
    fromCompetitionId: numOrNull(row, 'from_competition_id'),
    personId: num(row, 'person_id'),
    fullName: str(row, 'full_name'),
    firstName: strOrNull(row, 'first_name'),
    lastName: strOrNull(row, 'last_name'),
    classYear: strOrNull(row, 'class_year'),
    classYearNow: strOrNull(row, 'class_year_now'),
    status: statusOf(str(row, 'status')),
    rotation: boolOrNull(row, 'rotation'),
    playerId: numOrNull(row, 'player_id'),
    fromPlayerId: numOrNull(row, 'from_player_id'),
    fromTeamId: numOrNull(row, 'from_team_id'),
    fromTeamKey: str(row, 'from_team_key'),
    fromTeamMarket: strOrNull(row, 'from_team_market'),
    fromDivisionId: numOrNull(row, 'from_division_id'),
    fromConferenceId: numOrNull(row, 'from_conference_id'),
    fromConferenceShortName: strOrNull(row, 'from_conference_short_name'),
    toPlayerId: numOrNull(row, 'to_player_id'),
    toTeamId: numOrNull(row, 'to_team_id'),
    toTeamKey: strOrNull(row, 'to_team_key'),
    toTeamMarket: strOrNull(row, 'to_team_market'),
    toDivisionId: numOrNull(row, 'to_division_id'),
    toConferenceId: numOrNull(row, 'to_conference_id'),
    toConferenceShortName: strOrNull(row, 'to_conference_short_name'),
  };
}

/** Moves found through person links alone (also what the table answer is checked against). */
export async function personLinkTransfers(
  db: WarehouseDb,
  competitionId: number,
): Promise<PortalEntry[]> {
  return (await db.all(FROM_LINKS_SQL, { competitionId })).map(entryOf);
}

async function readPortalEntries(db: WarehouseDb, competitionId: number): Promise<PortalEntries> {
  const stored = await db.all(FROM_TABLE_SQL, { competitionId });
  if (stored.length > 0) return { source: 'transfers', entries: stored.map(entryOf) };
  return { source: 'person-links', entries: await personLinkTransfers(db, competitionId) };
}

/**
 * The portal entries into a competition: the transfers table when it has rows, else links.
 * Every portal, transfer and NIL answer filters this one competition-wide list, so a served
 * file answers it once per competition (competition-memo.ts); callers share it read-only.
 */
export const portalEntries: CompetitionRead<PortalEntries> = memoPerCompetition(readPortalEntries);

/** The school key of a team of a competition (the portal matches schools across seasons). */
export async function teamKeyOf(
  db: WarehouseDb,
  competitionId: number,
  teamId: number,
): Promise<string | null> {
  const rows = await db.all(
    'SELECT team_key FROM teams WHERE competition_id = $competitionId AND team_id = $teamId',
    { competitionId, teamId },
  );
  const row = rows[0];
  return row === undefined ? null : str(row, 'team_key');
}
