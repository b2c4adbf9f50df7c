/**
 * Schools the files name in more than one way. A few appear in the schedule under a newer or
 * shorter name than in team_ids, or the other way round (FDU for Fairleigh Dickinson, a 2024
 * rename, "LIU" where an older team_ids says "LIU Brooklyn"). Each group below lists one
 * school's names; any of them may be the team_ids name, any other the schedule's.
 *
 * A name of the games without a team id is mapped to a group mate from team_ids only when it
 * is safe: exactly one team_ids name of the group exists, that name itself never appears in the
 * games (so an alias can never merge two real teams), and its team id has no other second name
 * yet (from the box's own ids or an earlier alias). Group membership compares school keys (lower
 * case, letters and digits), so "LIU-Brooklyn" also maps to a team_ids "LIU Brooklyn".
 */

/** Each group: one school's names, in order of preference when several are unresolved. */
export const TEAM_ALIASES: ReadonlyArray<readonly string[]> = [
  ['FDU', 'Fairleigh Dickinson'],
  ['Saint Francis', 'Saint Francis (PA)', 'St. Francis (PA)'],
  ['East Texas A&M', 'Tex. A&M-Commerce', 'Texas A&M-Commerce'], // renamed in 2024
  ['IU Indy', 'IUPUI'], // renamed in 2024
  ['LSU New Orleans', 'New Orleans'],
  ['LIU', 'LIU Brooklyn', 'Long Island', 'Long Island University'], // LIU Brooklyn until 2019
];

/** The school key of a name, as teamKeySql computes it in SQL: "Saint Francis (PA)" → "saintfrancispa". */
export const nameKey = (name: string): string =>
  name
    .toLowerCase()
    .replaceAll('&', 'and')
    .replace(/[^a-z0-9]/g, '');

export interface AliasInputs {
  /** The team_ids rows. */
  readonly ids: ReadonlyArray<{ readonly team: string; readonly teamId: number }>;
  /** Every team name the schedule and the box use. */
  readonly gameNames: Iterable<string>;
  /** Names that already have an id. */
  readonly named: ReadonlySet<string>;
  /** Team ids already reached by a name other than their team_ids name. */
  readonly renamed: ReadonlySet<number>;
}

export interface AliasMatch {
  /** The name as the games write it. */
  readonly name: string;
  readonly teamId: number;
  /** The team_ids name it maps to. */
  readonly target: string;
}

export function resolveAliases(inputs: AliasInputs): AliasMatch[] {
  const gameNames = [...inputs.gameNames];
  const exact = new Set(gameNames);
  const renamed = new Set(inputs.renamed);
  const out: AliasMatch[] = [];
  for (const group of TEAM_ALIASES) {
    const keys = group.map(nameKey);
    const targets = inputs.ids.filter((row) => keys.includes(nameKey(row.team)));
    const [target, ...others] = targets;
    if (target === undefined || others.length > 0) continue; // none, or ambiguous
    if (exact.has(target.team) || renamed.has(target.teamId)) continue;
    const unresolved = gameNames.filter(
      (name) => !inputs.named.has(name) && keys.includes(nameKey(name)),
    );
    // The group's order decides between two unresolved spellings of one school.
    unresolved.sort((a, b) => keys.indexOf(nameKey(a)) - keys.indexOf(nameKey(b)));
    const [name] = unresolved;
    if (name === undefined) continue;
    out.push({ name, teamId: target.teamId, target: target.team });
    renamed.add(target.teamId);
  }
  return out;
}
