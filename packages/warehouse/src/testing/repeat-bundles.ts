/**
 * Full-size play-by-play for the benchmark (and scale tests): the real men's game bundles
 * repeated under the ids and team names of a real season's schedule, so every scheduled game
 * gets a genuine 500-event play-by-play. Team names are swapped at the JSON-token level (only
 * exact string values equal to a team name change), in one pass, so a game whose new home team
 * is the template's away team cannot be renamed twice.
 */
import { readFileSync } from 'node:fs';
import type { BundleRef } from '../sources/ncaa-seasons/bundles';

export interface BundleTemplate {
  readonly text: string;
  readonly contestId: string;
  readonly home: string;
  readonly away: string;
  readonly events: number;
}

export function loadTemplate(path: string): BundleTemplate {
  const text = readFileSync(path, 'utf8');
  const json = JSON.parse(text) as {
    contest_id: string | number;
    pbp: Array<{ home: string; away: string }>;
  };
  const first = json.pbp[0];
  if (!first) throw new Error(`${path}: empty play-by-play`);
  return {
    text,
    contestId: String(json.contest_id),
    home: first.home,
    away: first.away,
    events: json.pbp.length,
  };
}

const token = (value: string): string => JSON.stringify(value);

/** One pass over the text: each exact JSON string token equal to a team name or the id is swapped. */
export function rekey(
  template: BundleTemplate,
  gameId: number,
  home: string,
  away: string,
): string {
  const swaps = new Map([
    [token(template.home), token(home)],
    [token(template.away), token(away)],
    [token(template.contestId), token(String(gameId))],
  ]);
  const pattern = new RegExp(
    [...swaps.keys()].map((key) => key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
    'g',
  );
  return template.text.replace(pattern, (match) => swaps.get(match) ?? match);
}

/** One bundle per scheduled game, cycling through the templates. */
export function repeatedBundles(
  templates: readonly BundleTemplate[],
  schedule: ReadonlyArray<{ gameId: number; home: string; away: string }>,
): BundleRef[] {
  return schedule.map((game, index) => {
    const template = templates[index % templates.length] as BundleTemplate;
    return { gameId: game.gameId, text: () => rekey(template, game.gameId, game.home, game.away) };
  });
}
