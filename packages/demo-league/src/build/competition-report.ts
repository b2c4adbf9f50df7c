/**
 * Part of `npm run demo:report`: the shape and the ratings of every competition and division of
 * the demo warehouse, so a glance tells whether the league reads like a real season.
 *
 * Per competition and division: teams, games (involving a team of the division), games per team
 * (min / median / max, every game a team played, against any opponent), the range of the
 * engine's adjusted margins (AdjEM), whether the division's fit converged (league_ratings), and
 * the Spearman rank correlation of AdjEM with the simulator's hidden strengths (offense +
 * defense against the division's average team; the league is regenerated from the seed and
 * scale the build recorded, so no game is needed for them).
 */
import { math } from '@courtside/engine';
import type { WarehouseDb } from '@courtside/warehouse';
import { boolOrNull, num, numOrNull } from '@courtside/warehouse';
import { DemoLeague } from '../league/league';
import type { LeagueSeason } from '../league/league';
import { demoProvenance } from './provenance';

export interface DivisionReport {
  readonly competitionId: number;
  readonly label: string;
  readonly divisionId: number;
  readonly teams: number;
  readonly games: number;
  readonly gamesPerTeam: { readonly min: number; readonly median: number; readonly max: number };
  /** Lowest and highest AdjEM; null when the division has no ratings. */
  readonly adjEm: { readonly min: number; readonly max: number } | null;
  /** Whether the division's adjusted-ratings fit converged (null: no fit stored). */
  readonly converged: boolean | null;
  readonly iterations: number | null;
  /** Spearman rank correlation of AdjEM with hidden strength; null under three rated teams. */
  readonly hiddenStrengthSpearman: number | null;
}

function median(sorted: readonly number[]): number {
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

async function divisionRows(db: WarehouseDb, season: LeagueSeason): Promise<DivisionReport[]> {
  const { competition } = season;
  const teams = await db.all(
    `SELECT t.division_id, t.team_id, count(tg.game_id) AS games, r.net_rtg_adj
     FROM teams t
     LEFT JOIN team_games tg ON tg.competition_id = t.competition_id AND tg.team_id = t.team_id
     LEFT JOIN team_ratings r ON r.competition_id = t.competition_id AND r.team_id = t.team_id
     WHERE t.competition_id = $1
     GROUP BY t.division_id, t.team_id, r.net_rtg_adj
     ORDER BY t.division_id, t.team_id`,
    [competition.id],
  );
  const games = await db.all(
    `SELECT t.division_id, count(DISTINCT tg.game_id) AS games
     FROM team_games tg JOIN teams t ON t.competition_id = tg.competition_id AND t.team_id = tg.team_id
     WHERE tg.competition_id = $1 GROUP BY t.division_id`,
    [competition.id],
  );
  const fits = await db.all(
    'SELECT division_id, converged, iterations FROM league_ratings WHERE competition_id = $1',
    [competition.id],
  );
  const divisions = [...new Set(teams.map((row) => num(row, 'division_id')))];
  return divisions.map((divisionId) => {
    const own = teams.filter((row) => num(row, 'division_id') === divisionId);
    const perTeam = own.map((row) => num(row, 'games')).sort((a, b) => a - b);
    const rated = own.filter((row) => numOrNull(row, 'net_rtg_adj') !== null);
    const adjEm = rated.map((row) => num(row, 'net_rtg_adj'));
    const hidden = rated.map((row) => season.teams.hiddenStrength(num(row, 'team_id')));
    const fit = fits.find((row) => num(row, 'division_id') === divisionId);
    const gameRow = games.find((row) => num(row, 'division_id') === divisionId);
    return {
      competitionId: competition.id,
      label: competition.label,
      divisionId,
      teams: own.length,
      games: gameRow ? num(gameRow, 'games') : 0,
      gamesPerTeam: {
        min: perTeam[0] ?? 0,
        median: median(perTeam),
        max: perTeam[perTeam.length - 1] ?? 0,
      },
      adjEm: adjEm.length > 0 ? { min: Math.min(...adjEm), max: Math.max(...adjEm) } : null,
      converged: fit ? boolOrNull(fit, 'converged') : null,
      iterations: fit ? num(fit, 'iterations') : null,
      hiddenStrengthSpearman: rated.length >= 3 ? math.spearman(hidden, adjEm) : null,
    };
  });
}

/** One row per competition and division present in the warehouse, newest season first. */
export async function competitionReport(db: WarehouseDb): Promise<DivisionReport[]> {
  const { seed, scale } = await demoProvenance(db);
  const league = new DemoLeague(scale, seed);
  const present = new Set(
    (await db.all('SELECT competition_id FROM competitions')).map((row) =>
      num(row, 'competition_id'),
    ),
  );
  const out: DivisionReport[] = [];
  for (const gender of ['MALE', 'FEMALE'] as const) {
    for (const season of league.seasons(gender)) {
      if (season.built && present.has(season.competition.id)) {
        out.push(...(await divisionRows(db, season)));
      }
    }
  }
  return out.sort(
    (a, b) =>
      b.label.slice(0, 7).localeCompare(a.label.slice(0, 7)) ||
      a.label.localeCompare(b.label) ||
      a.divisionId - b.divisionId,
  );
}

const ROMAN = ['', 'I', 'II', 'III'];

/** The text table of the report. */
export function formatCompetitionReport(rows: readonly DivisionReport[]): string[] {
  if (rows.length === 0) return [];
  const lines = [
    'Competitions by division (games per team min/median/max; AdjEM range; fit; Spearman with hidden strength):',
  ];
  for (const r of rows) {
    const division = `D${ROMAN[r.divisionId] ?? r.divisionId}`;
    const perTeam = `${r.gamesPerTeam.min}/${r.gamesPerTeam.median}/${r.gamesPerTeam.max}`;
    const range = r.adjEm ? `${r.adjEm.min.toFixed(1)}..${r.adjEm.max.toFixed(1)}` : 'no ratings';
    const fit =
      r.converged === null
        ? 'no fit'
        : r.converged
          ? `converged (${r.iterations})`
          : 'NOT CONVERGED';
    const rho = r.hiddenStrengthSpearman === null ? '—' : r.hiddenStrengthSpearman.toFixed(3);
    lines.push(
      `  ${r.label.padEnd(27)} ${division.padEnd(5)} ${String(r.teams).padStart(4)} teams ` +
        `${String(r.games).padStart(5)} games  ${perTeam.padEnd(9)} ${range.padEnd(13)} ${fit.padEnd(16)} ${rho}`,
    );
  }
  return lines;
}
