/**
 * Roster players, and person_id: roster player ids change every season, so the same person is
 * linked across consecutive seasons of a gender by normalized name plus evidence (METHODS §10):
 *
 *   0.50 same normalized name (required)
 *   0.25 same hometown                     0.10 same school (team history)
 *   0.15 height within an inch (−0.20 when 3+ inches apart)
 *   0.10 class moves on as expected (Fr→So, So→Jr, Jr→Sr, Sr→Sr, or a redshirt year)
 *
 * A pair links at 0.70 or more when each is the other's single best candidate (ties link
 * nothing). person_id is the player_id of the person's earliest linked season; the link's score
 * is kept as person_confidence. Links are recomputed over the whole file on every build, so
 * adding an older season later re-links the newer ones.
 */
import type { WarehouseDb } from '@courtside/warehouse';
import { num } from '@courtside/warehouse';
import type { SeasonRef } from './datasets';

const NAME_KEY = `regexp_replace(regexp_replace(regexp_replace(lower(strip_accents(full_name)),
  '[^a-z ]', '', 'g'), ' (jr|sr|ii|iii|iv|v)$', ''), ' ', '', 'g')`;

export async function loadPlayers(db: WarehouseDb, ref: SeasonRef): Promise<void> {
  await db.run(
    `INSERT INTO defects (competition_id, kind, game_id, team_id, team_name, detail)
     SELECT $1, 'roster_unknown_team', NULL, team_id, NULL,
       count(*) || ' roster player(s) of team id ' || team_id || ', which team_ids does not list'
     FROM src_rosters WHERE team_id NOT IN (SELECT team_id FROM src_ids) GROUP BY team_id`,
    [ref.competitionId],
  );
  await db.run(
    `INSERT INTO defects (competition_id, kind, game_id, team_id, team_name, detail)
     SELECT $1, 'duplicate_player', NULL, NULL, NULL,
       'player id ' || player_id || ' listed ' || count(*) || ' times; kept the first'
     FROM src_rosters GROUP BY player_id HAVING count(*) > 1`,
    [ref.competitionId],
  );
  await db.run(
    `INSERT INTO players (competition_id, player_id, team_id, person_id, person_confidence, full_name,
       first_name, last_name, source_key, name_key, jersey, class_year, position, height_in, height_label,
       hometown, high_school, roster_gp, roster_gs)
     SELECT $1, player_id, team_id, player_id, NULL, full_name,
       split_part(full_name, ' ', 1),
       nullif(trim(substr(full_name, length(split_part(full_name, ' ', 1)) + 1)), ''),
       coalesce(source_key, upper(replace(full_name, ' ', '.'))), ${NAME_KEY}, jersey,
       CASE WHEN class_year IN ('---', '') THEN NULL ELSE class_year END, position, height_in,
       height_label, hometown, high_school, roster_gp, roster_gs
     FROM src_rosters WHERE team_id IN (SELECT team_id FROM src_ids)
     QUALIFY row_number() OVER (PARTITION BY player_id ORDER BY team_id) = 1`,
    [ref.competitionId],
  );
}

const CLASS_STEP = `(p.class_year, c.class_year) IN (('Fr.', 'So.'), ('So.', 'Jr.'), ('Jr.', 'Sr.'),
  ('Sr.', 'Sr.'), ('Fr.', 'Fr.'), ('So.', 'So.'), ('Jr.', 'Jr.'))`;

/** Links one season to the previous one; returns the number of links. */
async function linkPair(db: WarehouseDb, previous: number, current: number): Promise<number> {
  await db.run(
    `CREATE OR REPLACE TEMP TABLE person_links AS
     WITH scored AS (
       SELECT c.player_id AS cur_id, p.player_id AS prev_id, p.person_id,
         least(1.0, 0.5
           + CASE WHEN lower(p.hometown) = lower(c.hometown) THEN 0.25 ELSE 0 END
           + CASE WHEN tp.team_key = tc.team_key THEN 0.10 ELSE 0 END
           + CASE WHEN abs(p.height_in - c.height_in) <= 1 THEN 0.15
                  WHEN abs(p.height_in - c.height_in) >= 3 THEN -0.20 ELSE 0 END
           + CASE WHEN ${CLASS_STEP} THEN 0.10 ELSE 0 END) AS score
       FROM players c
       JOIN players p ON p.name_key = c.name_key AND p.competition_id = $1
       JOIN teams tc ON tc.competition_id = c.competition_id AND tc.team_id = c.team_id
       JOIN teams tp ON tp.competition_id = p.competition_id AND tp.team_id = p.team_id
       WHERE c.competition_id = $2),
     ranked AS (
       SELECT *, rank() OVER (PARTITION BY cur_id ORDER BY score DESC) AS cur_rank,
         count(*) OVER (PARTITION BY cur_id, score) AS cur_ties,
         rank() OVER (PARTITION BY prev_id ORDER BY score DESC) AS prev_rank,
         count(*) OVER (PARTITION BY prev_id, score) AS prev_ties
       FROM scored)
     SELECT cur_id, person_id, score FROM ranked
     WHERE score >= 0.7 AND cur_rank = 1 AND cur_ties = 1 AND prev_rank = 1 AND prev_ties = 1`,
    [previous, current],
  );
  await db.run(
    `UPDATE players SET person_id = l.person_id, person_confidence = round(l.score, 2)
     FROM person_links l WHERE players.competition_id = $1 AND players.player_id = l.cur_id`,
    [current],
  );
  const rows = await db.all('SELECT count(*) AS n FROM person_links');
  return rows[0] ? num(rows[0], 'n') : 0;
}

/** Recomputes person_id for every player in the file; returns links made. */
export async function linkPersons(db: WarehouseDb): Promise<number> {
  await db.run('UPDATE players SET person_id = player_id, person_confidence = NULL');
  const competitions = await db.all(
    'SELECT competition_id, gender, season FROM competitions ORDER BY gender, season',
  );
  let links = 0;
  for (let i = 1; i < competitions.length; i += 1) {
    const previous = competitions[i - 1];
    const current = competitions[i];
    if (!previous || !current) continue;
    const consecutive =
      previous['gender'] === current['gender'] &&
      num(previous, 'season') + 1 === num(current, 'season');
    if (consecutive) {
      links += await linkPair(db, num(previous, 'competition_id'), num(current, 'competition_id'));
    }
  }
  return links;
}
