/**
 * Neutral sites. The published files do not flag them, yet a neutral game must not give either
 * team a home-court edge (ratings, predictions, quadrants all read `team_games.site`). Each game
 * is decided by the first of these that speaks:
 *
 * 1. The schedule's own neutral-site column, where it has a value (schedule-neutral.ts): the
 *    data says so, in either direction.
 * 2. Conference tournaments (the conf_tournament estimate, conf-tournament.ts), up to Selection
 *    Sunday: neutral. Nearly every conference plays its tournament, or at least its deciding
 *    rounds, at a site fixed in advance. A few hold some rounds or all of them in the better
 *    seed's gym (the Patriot League, the NEC and America East, early rounds elsewhere); the
 *    data cannot tell those apart, and treating them as neutral costs a few dozen games their
 *    home edge, where the opposite would give a made-up one to hundreds.
 * 3. The national tournament. Post-season games (after Selection Sunday, the Sunday before the
 *    third Thursday of March) form separate brackets: teams meet only within one event. The
 *    NCAA tournament is the bracket holding the most conference-tournament champions (its
 *    automatic bids). Men's: every game at a neutral site. Women's: the First Four and the first
 *    two rounds are hosted by top seeds on campus, so only the games from the regional
 *    semifinals on (ten days or more after Selection Sunday) are neutral; in 2021 the whole
 *    tournament was played in one region and is neutral throughout.
 * 4. Everything else keeps the schedule's home and away, the other post-season events included:
 *    the NIT, WNIT and WBIT play their early rounds on campus. Their neutral finals (NIT
 *    semifinals and final, CBI and Crown games) and early-season neutral-site events are not
 *    recognisable in the data: a schedule column (1.) flags them.
 *
 * A neutral game is neutral for both teams: games.neutral and `site` = 'neutral' on both
 * team_games rows; `side` keeps the schedule's listing.
 */
import type { Gender } from '@courtside/contract';
import type { WarehouseDb } from '@courtside/warehouse';
import { boolOrNull, num, numOrNull, str, strOrNull } from '@courtside/warehouse';
import type { SeasonRef } from './datasets';

/** Women's national-tournament games this many days after Selection Sunday are regionals on. */
const WOMEN_REGIONALS_FROM_DAY = 10;
/** The season (end year) whose whole national tournament was played in one region. */
const SINGLE_SITE_NATIONAL_SEASON = 2021;

export interface SiteGame {
  readonly gameId: number;
  /** yyyy-mm-dd; null for a game only the box knows. */
  readonly date: string | null;
  readonly home: string;
  readonly away: string;
  /** The winner's name; null without a decided score. */
  readonly winner: string | null;
  readonly confTournament: boolean;
  /** The home team's conference (conference tournaments are within one). */
  readonly conferenceId: number | null;
  /** The schedule's neutral-site column: null where it does not say (or has no such column). */
  readonly scheduled: boolean | null;
}

export type NeutralReason = 'schedule' | 'conferenceTournament' | 'nationalTournament';

export interface NeutralSites {
  /** Neutral games and why. */
  readonly neutral: ReadonlyMap<number, NeutralReason>;
  /** The NCAA tournament bracket found (null: no post-season bracket). */
  readonly national: { readonly teams: number; readonly games: number } | null;
}

const DAY = 86_400_000;
const iso = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Selection Sunday of the season ending in `year`: the Sunday before March's third Thursday. */
export function selectionSunday(year: number): string {
  const march1 = Date.UTC(year, 2, 1);
  const firstThursday = 1 + ((4 - new Date(march1).getUTCDay() + 7) % 7);
  return iso(Date.UTC(year, 2, firstThursday + 14 - 4));
}

const daysAfter = (from: string, to: string): number =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY;

/** Each conference's tournament champion: the winner of its last game up to `until`. */
export function conferenceChampions(games: readonly SiteGame[], until: string): Set<string> {
  const finals = new Map<number, SiteGame[]>();
  for (const game of games) {
    if (!game.confTournament || game.conferenceId === null || game.date === null) continue;
    if (game.date > until) continue;
    const last = finals.get(game.conferenceId);
    const lastDate = last?.[0]?.date ?? '';
    if (last === undefined || game.date > lastDate) finals.set(game.conferenceId, [game]);
    else if (game.date === lastDate) last.push(game);
  }
  const champions = new Set<string>();
  for (const [final] of [...finals.values()].filter((list) => list.length === 1)) {
    if (final?.winner) champions.add(final.winner);
  }
  return champions;
}

/** Post-season games grouped into brackets (connected by the teams they share). */
export function brackets(games: readonly SiteGame[]): SiteGame[][] {
  const parent = new Map<string, string>();
  const root = (name: string): string => {
    let at = name;
    for (let up = parent.get(at); up !== undefined && up !== at; up = parent.get(at)) at = up;
    parent.set(name, at);
    return at;
  };
  for (const game of games) {
    for (const name of [game.home, game.away]) if (!parent.has(name)) parent.set(name, name);
    parent.set(root(game.home), root(game.away));
  }
  const byRoot = new Map<string, SiteGame[]>();
  for (const game of games) {
    const key = root(game.home);
    const list = byRoot.get(key);
    if (list === undefined) byRoot.set(key, [game]);
    else list.push(game);
  }
  return [...byRoot.values()];
}

/** The NCAA tournament among the post-season brackets: most champions, then most games. */
function nationalBracket(post: readonly SiteGame[][], champions: ReadonlySet<string>) {
  const scored = post.map((games) => {
    const teams = new Set(games.flatMap((game) => [game.home, game.away]));
    const held = [...teams].filter((team) => champions.has(team)).length;
    return { games, teams: teams.size, held };
  });
  scored.sort((a, b) => b.held - a.held || b.games.length - a.games.length);
  return scored[0] ?? null;
}

export function neutralSites(
  games: readonly SiteGame[],
  season: { readonly gender: Gender; readonly year: number },
): NeutralSites {
  const sunday = selectionSunday(season.year);
  const neutral = new Map<number, NeutralReason>();
  const postseason = games.filter((game) => game.date !== null && game.date > sunday);
  const national = nationalBracket(brackets(postseason), conferenceChampions(games, sunday));
  const nationalNeutral = new Set(
    (national?.games ?? [])
      .filter(
        (game) =>
          season.gender === 'MALE' ||
          season.year === SINGLE_SITE_NATIONAL_SEASON ||
          daysAfter(sunday, game.date ?? sunday) >= WOMEN_REGIONALS_FROM_DAY,
      )
      .map((game) => game.gameId),
  );
  for (const game of games) {
    if (game.scheduled !== null) {
      if (game.scheduled) neutral.set(game.gameId, 'schedule');
    } else if (game.confTournament && game.date !== null && game.date <= sunday) {
      neutral.set(game.gameId, 'conferenceTournament');
    } else if (nationalNeutral.has(game.gameId)) {
      neutral.set(game.gameId, 'nationalTournament');
    }
  }
  return {
    neutral,
    national: national && { teams: national.teams, games: national.games.length },
  };
}

export interface NeutralSummary {
  readonly games: number;
  readonly schedule: number;
  readonly conferenceTournament: number;
  readonly nationalTournament: number;
  /** Column of the schedule read for neutral sites; null without one. */
  readonly scheduleColumn: string | null;
  readonly nationalBracket: { readonly teams: number; readonly games: number } | null;
}

/** Sets games.neutral and team_games.site for the competition by the rules above. */
export async function markNeutralSites(
  db: WarehouseDb,
  ref: SeasonRef,
  scheduleColumn: string | null,
): Promise<NeutralSummary> {
  const rows = await db.all(
    `SELECT g.game_id, strftime(g.game_date, '%Y-%m-%d') AS date, g.home_name, g.away_name,
       CASE WHEN g.home_score > g.away_score THEN g.home_name
            WHEN g.away_score > g.home_score THEN g.away_name END AS winner,
       g.conf_tournament, t.conference_id, s.neutral
     FROM games g
     LEFT JOIN teams t ON t.competition_id = g.competition_id AND t.team_id = g.home_team_id
     LEFT JOIN (SELECT game_id, any_value(neutral) AS neutral FROM sched GROUP BY game_id) s
       ON s.game_id = g.game_id
     WHERE g.competition_id = $1`,
    [ref.competitionId],
  );
  const games: SiteGame[] = rows.map((row) => ({
    gameId: num(row, 'game_id'),
    date: strOrNull(row, 'date'),
    home: str(row, 'home_name'),
    away: str(row, 'away_name'),
    winner: strOrNull(row, 'winner'),
    confTournament: row['conf_tournament'] === true,
    conferenceId: numOrNull(row, 'conference_id'),
    scheduled: boolOrNull(row, 'neutral'),
  }));
  const sites = neutralSites(games, { gender: ref.gender, year: ref.season });
  await db.run(
    `UPDATE games SET neutral = list_contains($2::INTEGER[], game_id) WHERE competition_id = $1`,
    [ref.competitionId, JSON.stringify([...sites.neutral.keys()])],
  );
  await db.run(
    `UPDATE team_games tg SET site = CASE WHEN g.neutral THEN 'neutral' ELSE tg.side END
     FROM games g WHERE tg.competition_id = $1 AND g.competition_id = $1 AND g.game_id = tg.game_id`,
    [ref.competitionId],
  );
  const count = (reason: NeutralReason): number =>
    [...sites.neutral.values()].filter((r) => r === reason).length;
  return {
    games: sites.neutral.size,
    schedule: count('schedule'),
    conferenceTournament: count('conferenceTournament'),
    nationalTournament: count('nationalTournament'),
    scheduleColumn,
    nationalBracket: sites.national,
  };
}
