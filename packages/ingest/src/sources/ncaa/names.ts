/**
 * Player names in the NCAA feed. The play-by-play and box scores write players as FIRST.LAST
 * ("NOLAN.WINTER", "ARIELLEVADRELLE.BELINGA"), descriptions as the scorer typed them ("Nolan
 * Winter", "Arielle-Vadrelle Belinga", "Jayme Mitchell Jr."), and the shot file as a short code
 * ("NoWinter": two letters of the first name and at most ten of the last). 'TEAM' stands for a
 * team event (team rebound, team turnover, timeout).
 */
import type { TeamSide } from '@courtside/contract';

export const TEAM_PLAYER = 'TEAM';

/** A player named in a row, or null for the team / nobody. */
export function sourcePlayer(raw: string | null | undefined): string | null {
  const name = raw?.trim() ?? '';
  if (name === '' || name.toUpperCase() === TEAM_PLAYER) return null;
  return name;
}

/** Keys are side-prefixed so equal names on both teams can never collide. */
export function playerKey(side: TeamSide, source: string): string {
  return `${side}:${source}`;
}

/** The source's FIRST.LAST form back from a key. */
export function sourceNameOfKey(key: string): string {
  const colon = key.indexOf(':');
  return colon < 0 ? key : key.slice(colon + 1);
}

export function lettersOnly(value: string): string {
  return value.replace(/[^\p{L}]/gu, '').toUpperCase();
}

function titleCase(word: string): string {
  // Capitalise after hyphens and apostrophes too: O'NEAL → O'Neal, SMITH-JONES → Smith-Jones.
  return word.toLowerCase().replace(/(^|[-'’])(\p{L})/gu, (_m, sep: string, ch: string) => {
    return sep + ch.toUpperCase();
  });
}

/** "NOLAN.WINTER" → "Nolan Winter" (used when no description spells the name). */
export function displayNameFromSource(source: string): string {
  return source
    .split(/[.\s]+/)
    .filter((part) => part !== '')
    .map(titleCase)
    .join(' ');
}

/**
 * The description's spelling of a player's name when it is the same person as `source`:
 * "Jayme Mitchell Jr., 2pt jumpshot missed" for JAYME.MITCHELL → "Jayme Mitchell Jr.".
 */
export function descriptionName(description: string, source: string): string | null {
  const comma = description.indexOf(',');
  if (comma <= 0) return null;
  const candidate = description.slice(0, comma).trim();
  const want = lettersOnly(source);
  return want !== '' && lettersOnly(candidate).startsWith(want) ? candidate : null;
}

/** The assister's spelling in "… made - Nick Boyd, assist". */
export function assistDescriptionName(description: string, source: string): string | null {
  const match = /-\s*([^,]+),\s*assist/i.exec(description);
  const candidate = match?.[1]?.trim();
  if (candidate === undefined) return null;
  const want = lettersOnly(source);
  return want !== '' && lettersOnly(candidate).startsWith(want) ? candidate : null;
}

/** KOBE.BUTLER → "kobutler"; ALEKSAS.BIELIAUSKAS → "albieliauska". */
export function shooterCode(source: string): string {
  const [first = '', last = ''] = source.split('.');
  return (lettersOnly(first).slice(0, 2) + lettersOnly(last).slice(0, 10)).toLowerCase();
}

/**
 * Whether a shot file's shooter id names this player. Exact code first; otherwise the same two
 * first-name letters and one last name a prefix of the other (other truncation lengths).
 */
export function shooterMatches(shooterId: string, source: string): boolean {
  const id = lettersOnly(shooterId).toLowerCase();
  const code = shooterCode(source);
  if (id === code) return true;
  if (id.length < 4 || code.length < 4 || id.slice(0, 2) !== code.slice(0, 2)) return false;
  const a = id.slice(2);
  const b = code.slice(2);
  return a.startsWith(b) || b.startsWith(a);
}
