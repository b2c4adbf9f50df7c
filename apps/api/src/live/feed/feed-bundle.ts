/**
 * A finished feed game written as an NCAA game bundle, so it can enter the warehouse by the
 * ingest's game-bundle path: `DATA_DIR/live-feed/{mbb|wbb}/games/<contest_id>.json` is the
 * `{mbb|wbb}/games/` folder the ingest's `--from` layout reads (ncaa-seasons/locate.ts).
 *
 * The bundle holds the keys of the publisher's bundles. The feed serves only the play-by-play,
 * so `pbp` is the game's rows and the publisher's own tables (`player_box`, `team_box`,
 * `shots`, `lineups`, `possessions`) are empty: the ingest derives the box scores from the rows
 * (it reads the publisher's boxes only to compare), and shots without a location keep their
 * zone from the shot type. Rows without `game_date` get the game's date (MM/DD/YYYY), which the
 * adapter needs.
 *
 * The file is written to a temporary name and renamed, so a reader never sees half a bundle.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PbpRow } from '@courtside/ingest';
import type { FeedSport } from './documents';

export const LIVE_FEED_FOLDER = 'live-feed';

export function bundlePath(dataDir: string, sport: FeedSport, contestId: number): string {
  return join(dataDir, LIVE_FEED_FOLDER, sport, 'games', `${contestId}.json`);
}

/** yyyy-mm-dd → MM/DD/YYYY, the rows' own date format. */
function rowDate(date: string): string {
  const [year = '', month = '', day = ''] = date.split('-');
  return `${month}/${day}/${year}`;
}

export interface FinishedGame {
  readonly sport: FeedSport;
  readonly contestId: number;
  /** yyyy-mm-dd. */
  readonly date: string;
  readonly rows: readonly PbpRow[];
}

/** Writes the game's bundle under `dataDir` atomically; returns its path. */
export async function writeFinishedBundle(dataDir: string, game: FinishedGame): Promise<string> {
  const path = bundlePath(dataDir, game.sport, game.contestId);
  await mkdir(join(path, '..'), { recursive: true });
  const gameDate = rowDate(game.date);
  const bundle = {
    contest_id: String(game.contestId),
    pbp: game.rows.map((row) => ({
      ...row,
      game_id: row.game_id ?? String(game.contestId),
      game_date: row.game_date ?? gameDate,
    })),
    lineups: [],
    player_box: [],
    team_box: [],
    shots: [],
    possessions: [],
  };
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(bundle)}\n`);
  await rename(temporary, path);
  return path;
}
