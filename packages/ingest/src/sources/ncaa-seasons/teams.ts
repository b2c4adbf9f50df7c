/**
 * Teams of the season and the name → id map every game row goes through. The schedule and the
 * box name teams by school; team_ids gives the Division I teams their ids, the box its own ids
 * for a few more names, and the alias groups (team-aliases.ts) the schools the files spell in
 * two ways; each alias used is recorded as a 'team_alias' defect. Every other name without an
 * id keeps a NULL id and stays in the game logs but not in ratings; unresolved-teams.ts reports
 * each one, and warns when one plays a Division I-size schedule.
 */
import type { WarehouseDb } from '@courtside/warehouse';
import { num, str } from '@courtside/warehouse';
import { conferencesFor, isMissingConference, normalizeLabel } from './conferences';
import type { SeasonRef } from './datasets';
import { resolveAliases } from './team-aliases';
import { unknownTeamDefects } from './unresolved-teams';
import type { UnresolvedTeams } from './unresolved-teams';

/** SQL for a stable school key: "Saint Francis (PA)" → "saintfrancispa". */
export const teamKeySql = (column: string): string =>
  `regexp_replace(replace(lower(${column}), '&', 'and'), '[^a-z0-9]', '', 'g')`;

export async function loadConferences(db: WarehouseDb): Promise<void> {
  const labels = (
    await db.all('SELECT DISTINCT conference FROM src_ids WHERE conference IS NOT NULL')
  ).map((row) => str(row, 'conference'));
  const mapped = conferencesFor(labels);
  await db.run('CREATE OR REPLACE TEMP TABLE conf_map (label VARCHAR, conference_id INTEGER)');
  for (const [label, conference] of mapped) {
    const existing = await db.all('SELECT short_name FROM conferences WHERE conference_id = $1', [
      conference.conferenceId,
    ]);
    const other = existing[0] ? str(existing[0], 'short_name') : null;
    if (
      other !== null &&
      conference.conferenceId > 6 &&
      normalizeLabel(other) !== normalizeLabel(conference.shortName)
    ) {
      throw new Error(`Conference ids collide: "${label}" and "${other}"`);
    }
    if (other === null) {
      await db.run(
        'INSERT INTO conferences (conference_id, short_name, long_name, abb, division_id) VALUES ($1, $2, $3, $4, $5)',
        [
          conference.conferenceId,
          conference.shortName,
          conference.longName,
          conference.shortName,
          conference.divisionId,
        ],
      );
    }
    await db.run('INSERT INTO conf_map VALUES ($1, $2)', [label, conference.conferenceId]);
  }
}

/** Builds team_names(name, team_id, how) from team_ids, the box's own ids and the alias list. */
export async function loadTeamNames(db: WarehouseDb): Promise<void> {
  await db.run(`CREATE OR REPLACE TEMP TABLE game_names AS
    SELECT DISTINCT name FROM (
      SELECT home AS name FROM src_schedule UNION ALL SELECT away FROM src_schedule
      UNION ALL SELECT team FROM src_box)`);
  await db.run(`CREATE OR REPLACE TEMP TABLE team_names AS
    SELECT team AS name, team_id, 'team_ids' AS how FROM src_ids`);
  // The box sometimes carries the id of a team whose name differs from team_ids.
  await db.run(`INSERT INTO team_names
    SELECT team, any_value(ncaa_team_id), 'box' FROM src_box
    WHERE ncaa_team_id IN (SELECT team_id FROM src_ids)
      AND team NOT IN (SELECT name FROM team_names)
    GROUP BY team HAVING count(DISTINCT ncaa_team_id) = 1`);
  const ids = (await db.all('SELECT team, team_id FROM src_ids')).map((row) => ({
    team: str(row, 'team'),
    teamId: num(row, 'team_id'),
  }));
  const named = await db.all('SELECT name, team_id, how FROM team_names');
  const matches = resolveAliases({
    ids,
    gameNames: (await db.all('SELECT name FROM game_names WHERE name IS NOT NULL')).map((row) =>
      str(row, 'name'),
    ),
    named: new Set(named.map((row) => str(row, 'name'))),
    renamed: new Set(
      named.filter((row) => str(row, 'how') !== 'team_ids').map((row) => num(row, 'team_id')),
    ),
  });
  for (const match of matches) {
    await db.run(`INSERT INTO team_names VALUES ($1, $2, 'alias')`, [match.name, match.teamId]);
  }
}

export async function loadTeams(db: WarehouseDb, ref: SeasonRef): Promise<void> {
  await db.run(
    `INSERT INTO teams (competition_id, team_id, team_market, team_name, team_key, gender, division_id,
        conference_id, conference_source, espn_team_id, color_primary, color_secondary, venue, games)
     SELECT $1, i.team_id, i.team, NULL, ${teamKeySql('i.team')}, $2, 1, m.conference_id, i.conference,
       (SELECT mode(b.espn_team_id) FROM src_box b JOIN team_names n ON n.name = b.team
         WHERE n.team_id = i.team_id), NULL, NULL, NULL, 0
     FROM src_ids i LEFT JOIN conf_map m ON m.label = i.conference`,
    [ref.competitionId, ref.gender],
  );
}

/** Records the second names used (box ids, aliases) and every name left without an id. */
export async function teamNameDefects(
  db: WarehouseDb,
  ref: SeasonRef,
  unresolved: UnresolvedTeams,
): Promise<void> {
  await db.run(
    `INSERT INTO defects (competition_id, kind, game_id, team_id, team_name, detail)
     SELECT $1, 'team_alias', NULL, n.team_id, n.name,
       'schedule name "' || n.name || '" mapped to "' || i.team || '" (team id ' || n.team_id || ', by ' || n.how || ')'
     FROM team_names n JOIN src_ids i USING (team_id) WHERE n.how <> 'team_ids'`,
    [ref.competitionId],
  );
  await unknownTeamDefects(db, ref.competitionId, unresolved);
}

export interface ConferenceCheck {
  readonly applied: number;
  readonly flagged: number;
}

/**
 * Stale or missing conference labels (best effort): in January and February teams play almost
 * only conference games, so the conference most of a team's Division I opponents belong to then
 * is its conference. With at least 8 such games and a 70% share, the schedule's answer replaces
 * a label that disagrees (recorded as 'stale_conference' or 'missing_conference'); weaker
 * evidence is recorded but not applied.
 */
export async function checkConferences(db: WarehouseDb, ref: SeasonRef): Promise<ConferenceCheck> {
  const rows = await db.all(
    `WITH sides AS (
       SELECT game_date, home AS team, away AS opp FROM src_schedule
       UNION ALL SELECT game_date, away, home FROM src_schedule),
     labelled AS (
       SELECT a.team_id, ia.conference AS own, ib.conference AS opp_conf
       FROM sides s JOIN team_names a ON a.name = s.team JOIN team_names b ON b.name = s.opp
       JOIN src_ids ia ON ia.team_id = a.team_id JOIN src_ids ib ON ib.team_id = b.team_id
       WHERE month(s.game_date) IN (1, 2) AND ib.conference IS NOT NULL
         AND lower(ib.conference) NOT IN ('na', 'n/a', 'none', 'independent')),
     counted AS (
       SELECT team_id, own, opp_conf, count(*) AS n, sum(count(*)) OVER (PARTITION BY team_id) AS total
       FROM labelled GROUP BY team_id, own, opp_conf)
     SELECT team_id, own, opp_conf, n, total FROM counted
     QUALIFY row_number() OVER (PARTITION BY team_id ORDER BY n DESC, opp_conf) = 1`,
  );
  let applied = 0;
  let flagged = 0;
  for (const row of rows) {
    const own = row['own'] === null ? null : str(row, 'own');
    const inferred = str(row, 'opp_conf');
    if (own === inferred) continue;
    const n = num(row, 'n');
    const total = num(row, 'total');
    const missing = isMissingConference(own);
    if (own !== null && own.toLowerCase() === 'independent' && n < 8) continue;
    const strong = n >= 8 && n / total >= 0.7;
    const teamId = num(row, 'team_id');
    if (strong) {
      await db.run(
        `UPDATE teams SET conference_id = (SELECT conference_id FROM conf_map WHERE label = $3)
         WHERE competition_id = $1 AND team_id = $2`,
        [ref.competitionId, teamId, inferred],
      );
      applied += 1;
    }
    flagged += 1;
    const detail =
      `${missing ? 'no conference label' : `labelled ${own}`}, but ${n} of ${total} January-February ` +
      `games against Division I teams were against ${inferred}` +
      (strong ? `; using ${inferred}` : '; label kept (weak evidence)');
    await db.run(
      `INSERT INTO defects (competition_id, kind, game_id, team_id, team_name, detail)
       SELECT $1, $2, NULL, $3, team, $4 FROM src_ids WHERE team_id = $3`,
      [ref.competitionId, missing ? 'missing_conference' : 'stale_conference', teamId, detail],
    );
  }
  return { applied, flagged };
}
