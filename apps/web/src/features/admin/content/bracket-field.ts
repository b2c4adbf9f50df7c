/** How the field corrections editor names regions, orders the field and compares corrections. */
import type { BracketFieldCorrection } from '@courtside/contract';
import type { FieldTeam } from '../api/bracket-layout-api';

export const REGIONS = [1, 2, 3, 4] as const;
export const SEEDS = Array.from({ length: 16 }, (_, index) => index + 1);

/** Region number → the name the served bracket gives it (regions without one are left out). */
export function regionNamesOf(teams: readonly FieldTeam[]): ReadonlyMap<number, string> {
  const names = new Map<number, string>();
  for (const team of teams) {
    if (team.regionName !== null && !names.has(team.region)) {
      names.set(team.region, team.regionName);
    }
  }
  return names;
}

export function regionLabel(region: number, names: ReadonlyMap<number, string>): string {
  const name = names.get(region);
  return name === undefined ? `Region ${region}` : `Region ${region}: ${name}`;
}

/** The teams of one region by seed line, the two First Four teams of a line by name. */
export function regionTeams(teams: readonly FieldTeam[], region: number): FieldTeam[] {
  return teams
    .filter((team) => team.region === region)
    .sort((a, b) => a.seed - b.seed || a.teamMarket.localeCompare(b.teamMarket));
}

/** The whole field by name, for picking a team to correct. */
export function teamsByName(teams: readonly FieldTeam[]): FieldTeam[] {
  return [...teams].sort((a, b) => a.teamMarket.localeCompare(b.teamMarket));
}

/** A correction list with each team once: the later correction of a team replaces the earlier. */
export function withCorrection(
  list: readonly BracketFieldCorrection[],
  correction: BracketFieldCorrection,
): BracketFieldCorrection[] {
  const at = list.findIndex((entry) => entry.teamId === correction.teamId);
  if (at === -1) return [...list, correction];
  return list.map((entry, index) => (index === at ? correction : entry));
}

const keyOf = (c: BracketFieldCorrection) => `${c.teamId}:${c.region}:${c.seed}:${c.firstFour}`;

/** Same corrections in the same order: the server keeps the list as sent. */
export function sameCorrections(
  a: readonly BracketFieldCorrection[],
  b: readonly BracketFieldCorrection[],
): boolean {
  return (
    a.length === b.length &&
    a.every((entry, index) => {
      const other = b[index];
      return other !== undefined && keyOf(entry) === keyOf(other);
    })
  );
}

/** "Region 2: West, seed 11, First Four" */
export function lineText(
  correction: Pick<BracketFieldCorrection, 'region' | 'seed' | 'firstFour'>,
  names: ReadonlyMap<number, string>,
): string {
  const line = `${regionLabel(correction.region, names)}, seed ${correction.seed}`;
  return correction.firstFour ? `${line}, First Four` : line;
}
