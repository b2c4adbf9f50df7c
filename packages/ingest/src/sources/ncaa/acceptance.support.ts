/**
 * Test support: where the real NCAA game bundles live (../shared/data/ncaa, beside the
 * repository; never copied into it) and what the acceptance tests compare. Tests that need the
 * data fail when CI=true and it is missing, and skip with a message elsewhere.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CanonicalGame } from '@courtside/contract';
import type { Possession } from '@courtside/engine';
import type { GameBundle } from './schema';

/** ../shared/data/ncaa from the repository root, or COURTSIDE_NCAA_DATA. */
export const NCAA_DATA_ROOT =
  process.env['COURTSIDE_NCAA_DATA'] ??
  fileURLToPath(new URL('../../../../../../shared/data/ncaa', import.meta.url));

/** Every game bundle: <root>/<mbb|wbb|…>/games/*.json, sorted. */
export function listGameBundles(root: string = NCAA_DATA_ROOT): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .map((competition) => join(root, competition, 'games'))
    .filter((dir) => existsSync(dir) && statSync(dir).isDirectory())
    .flatMap((dir) =>
      readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .map((name) => join(dir, name)),
    )
    .sort();
}

export function readBundle(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
}

export const onCi = process.env['CI'] === 'true';

/** The counting stats of the publisher's box scores, in the bundle's names. */
export { PLAYER_BOX_STATS as PLAYER_STATS, TEAM_BOX_STATS as TEAM_STATS } from './schema';

export const MINUTES_TOLERANCE = 0.1;
export const POSSESSION_TOLERANCE = 2;

/**
 * Where our possessions and the publisher's disagree, row by row: the pbp rows carry its
 * possession number and team (poss_num, poss_team), read here only to check the count. Walking
 * the rows as listed, a row must start a new possession on both sides or on neither, and belong
 * to the same team. One line per disagreement; [] when every boundary matches.
 */
export function possessionBoundaryMismatches(
  game: CanonicalGame,
  bundle: GameBundle,
  possessions: readonly Possession[],
): string[] {
  if (game.events.length !== bundle.pbp.length) {
    return [`${game.events.length} events for ${bundle.pbp.length} pbp rows`];
  }
  const byRow = new Map(game.events.map((event) => [event.sourceSeq ?? event.seq, event]));
  const mismatches: string[] = [];
  let previous: { ours: Possession | undefined; theirs: unknown } | null = null;
  bundle.pbp.forEach((row, index) => {
    const event = byRow.get(index);
    if (event === undefined) {
      mismatches.push(`pbp[${index}]: no event`);
      return;
    }
    const owners = possessions.filter((p) => p.startSeq <= event.seq && event.seq <= p.endSeq);
    const ours = owners[0];
    const where = `pbp[${index}] P${row.period} ${row.clock} "${row.event_description ?? ''}"`;
    if (owners.length > 1) mismatches.push(`${where}: in ${owners.length} of our possessions`);
    const theirs = row['poss_num'];
    const ourStart = previous === null || previous.ours !== ours;
    const theirStart = previous === null || previous.theirs !== theirs;
    if (ourStart !== theirStart) {
      mismatches.push(
        `${where}: ${theirStart ? `the publisher starts possession ${String(theirs)}` : 'the publisher continues'}, ` +
          `we ${ourStart ? `start ${ours === undefined ? 'none' : ours.offense}` : 'continue'}`,
      );
    }
    const team = ours === undefined ? null : game[ours.offense].name;
    if (team !== row['poss_team']) {
      mismatches.push(`${where}: ${String(row['poss_team'])} has the ball, we say ${String(team)}`);
    }
    previous = { ours, theirs };
  });
  return mismatches;
}
