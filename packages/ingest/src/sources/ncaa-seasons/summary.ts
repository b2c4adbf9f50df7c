/** What an ingest found, returned to the caller, stored in `ingests.summary` and printed. */
import type { RapmStatus } from '../../build/rapm';
import type { WarehouseDb } from '@courtside/warehouse';
import { num, str } from '@courtside/warehouse';
import type { NeutralSummary } from './neutral-sites';
import type { UnresolvedName, UnresolvedTeams } from './unresolved-teams';

export interface IngestSummary {
  competitionId: number;
  label: string;
  origin: string;
  dataVersion: string;
  games: { total: number; pbp: number; box: number; schedule: number };
  teams: number;
  players: number;
  /** Players linked to a previous season's roster (person_id). */
  personLinks: number;
  events: number;
  shots: { fieldGoalAttempts: number; inFile: number; matched: number; unmatched: number };
  bundles: { found: number; ingested: number; rejected: number };
  /**
   * Games of the season play-by-play file (null without one); `bundled` of them also had a
   * bundle, which was read instead (so they count under bundles).
   */
  seasonPbp: {
    file: string;
    found: number;
    ingested: number;
    rejected: number;
    bundled: number;
  } | null;
  conferenceTournamentGames: number;
  /** Neutral-site games and by which rule (neutral-sites.ts). */
  neutralSites: NeutralSummary;
  /** Every team name of the games left without a team id, with its games (unresolved-teams.ts). */
  unresolvedTeams: UnresolvedTeams;
  ratings: {
    teams: number;
    converged: boolean;
    iterations: number;
    /** Per division: passes, the bound on the distance from the fixed point, the prior used. */
    divisions?: ReadonlyArray<{
      divisionId: number;
      iterations: number;
      errorBound: number;
      prior: string;
    }>;
  } | null;
  /**
   * Players rated from play-by-play games (rates, PER, box rating, percentiles) and by RAPM;
   * `rapm` says what the RAPM step did or why it published nothing (build/rapm.ts).
   */
  playerRatings: { players: number; rapmPlayers: number; rapm: RapmStatus };
  /** Defect kind → count. */
  defects: Record<string, number>;
  /** Steps that could not run, with the reason (never silently skipped). */
  notes: string[];
  seconds: number;
}

export async function countCoverage(
  db: WarehouseDb,
  competitionId: number,
): Promise<IngestSummary['games']> {
  const rows = await db.all(
    `SELECT count(*) AS total,
       count(*) FILTER (WHERE coverage = 'pbp') AS pbp,
       count(*) FILTER (WHERE coverage = 'box') AS box,
       count(*) FILTER (WHERE coverage = 'schedule') AS schedule
     FROM games WHERE competition_id = $1`,
    [competitionId],
  );
  const row = rows[0];
  return row
    ? {
        total: num(row, 'total'),
        pbp: num(row, 'pbp'),
        box: num(row, 'box'),
        schedule: num(row, 'schedule'),
      }
    : { total: 0, pbp: 0, box: 0, schedule: 0 };
}

export async function countDefects(
  db: WarehouseDb,
  competitionId: number,
): Promise<Record<string, number>> {
  const rows = await db.all(
    'SELECT kind, count(*) AS n FROM defects WHERE competition_id = $1 GROUP BY kind ORDER BY kind',
    [competitionId],
  );
  return Object.fromEntries(rows.map((row) => [str(row, 'kind'), num(row, 'n')]));
}

const DEFECT_LABELS: Record<string, string> = {
  score_swap: 'home/away scores swapped between schedule and box',
  score_mismatch: 'scores differ between schedule and box',
  empty_box: 'empty team box (schedule score used)',
  box_rows: 'team box without one row per team',
  schedule_without_box: 'games in the schedule without a box score',
  box_without_schedule: 'box scores without a schedule row',
  duplicate_game: 'games listed twice in the schedule',
  unknown_team: 'team names without a team id',
  team_alias: 'schedule names mapped to a team id by alias',
  stale_conference: 'conference labels that look stale',
  missing_conference: 'teams without a conference label',
  missing_pbp: 'games without play-by-play',
  unmatched_shots: 'games with shots matched to no attempt',
  unknown_events: 'games with play-by-play rows of unknown type',
  pbp_score_mismatch: "games whose events disagree with the feed's score",
  pbp_box_mismatch: 'games whose play-by-play final differs from the box',
  bundle_rejected: 'game bundles rejected',
  pbp_rejected: 'games of the season pbp file rejected',
  roster_unknown_team: 'roster teams missing from team_ids',
  duplicate_player: 'players listed twice in the rosters',
};

const n = (value: number): string => value.toLocaleString('en-US');

function neutralLines(neutral: NeutralSummary): string[] {
  const bracket = neutral.nationalBracket;
  return [
    `  neutral sites: ${n(neutral.games)} games — ${n(neutral.conferenceTournament)} conference tournament, ` +
      `${n(neutral.nationalTournament)} national tournament` +
      (bracket
        ? ` (bracket of ${bracket.teams} teams, ${bracket.games} games)`
        : ' (no bracket found)') +
      (neutral.scheduleColumn === null
        ? ', no neutral-site column in the schedule'
        : `, ${n(neutral.schedule)} by the schedule's ${neutral.scheduleColumn} column`),
  ];
}

/** "Name (games)" items, wrapped to lines of about 100 characters. */
function wrapped(list: readonly UnresolvedName[], indent: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const item of list) {
    const text = `${item.name} (${item.games})`;
    if (line !== '' && indent.length + line.length + text.length + 2 > 100) {
      lines.push(`${indent}${line},`);
      line = '';
    }
    line = line === '' ? text : `${line}, ${text}`;
  }
  if (line !== '') lines.push(`${indent}${line}`);
  return lines;
}

function unresolvedLines(unresolved: UnresolvedTeams): string[] {
  const likely = unresolved.divisionISchedule;
  const outside = unresolved.outsideDivisionI;
  const lines = [
    `  team names without a team id: ${n(likely.names + outside.names)} names in ${n(likely.games + outside.games)} team-games`,
  ];
  if (likely.names > 0) {
    lines.push(
      `  WARNING: ${n(likely.names)} name(s) without a team id play a Division I-size schedule (${unresolved.minGames}+ games):`,
      '    most likely Division I teams named otherwise in team_ids (add an alias) or missing from it;',
      '    their games count as games against non-Division I opponents and they get no rating:',
      ...wrapped(likely.list, '      '),
    );
  }
  lines.push(
    `  opponents outside Division I: ${n(outside.names)} names, ${n(outside.games)} games (name (games)):`,
    ...wrapped(outside.list, '    '),
  );
  return lines;
}

export function formatSummary(summary: IngestSummary): string[] {
  const g = summary.games;
  const lines = [
    `${summary.label} (competition ${summary.competitionId}) from ${summary.origin}`,
    `  games: ${n(g.total)} — play-by-play ${n(g.pbp)}, box score only ${n(g.box)}, schedule only ${n(g.schedule)}`,
    `  teams: ${n(summary.teams)}, players: ${n(summary.players)} (${n(summary.personLinks)} linked to the previous season)`,
    `  bundles: ${n(summary.bundles.found)} found, ${n(summary.bundles.ingested)} ingested, ${n(summary.bundles.rejected)} rejected`,
    summary.seasonPbp
      ? `  season play-by-play (${summary.seasonPbp.file}): ${n(summary.seasonPbp.found)} games, ${n(summary.seasonPbp.ingested)} ingested, ${n(summary.seasonPbp.rejected)} rejected, ${n(summary.seasonPbp.bundled)} read from their bundle instead`
      : '  season play-by-play: no pbp file',
    `  events: ${n(summary.events)}; shots: ${n(summary.shots.matched)} of ${n(summary.shots.inFile)} located shots matched (${n(summary.shots.unmatched)} unmatched, ${n(summary.shots.fieldGoalAttempts)} attempts)`,
    `  conference tournament games (estimated): ${n(summary.conferenceTournamentGames)}`,
    ...neutralLines(summary.neutralSites),
    ...unresolvedLines(summary.unresolvedTeams),
    summary.ratings
      ? `  ratings: ${n(summary.ratings.teams)} teams (${summary.ratings.converged ? 'converged' : 'NOT converged'} in ${summary.ratings.iterations} passes` +
        `${summary.ratings.divisions?.[0] ? `, prior: ${summary.ratings.divisions[0].prior}` : ''})`
      : '  ratings: none',
    `  player ratings: ${n(summary.playerRatings.players)} players from play-by-play games, RAPM for ${n(summary.playerRatings.rapmPlayers)}`,
    '  defects:',
  ];
  const kinds = Object.entries(summary.defects);
  if (kinds.length === 0) lines.push('    none');
  for (const [kind, count] of kinds)
    lines.push(`    ${n(count).padStart(6)}  ${DEFECT_LABELS[kind] ?? kind} (${kind})`);
  for (const note of summary.notes) lines.push(`  note: ${note}`);
  lines.push(`  data version ${summary.dataVersion}, ${summary.seconds.toFixed(1)} s`);
  return lines;
}
