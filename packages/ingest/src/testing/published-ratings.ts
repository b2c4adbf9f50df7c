/**
 * Test support: the published 2024-25 men's ratings (T-Rank and KenPom at Selection Sunday,
 * ../shared/data/ratings, read in place) and how their team names map to the NCAA spellings of
 * the season files. The publishers spell schools their own way ("Connecticut" for "UConn");
 * every name below was checked against the 2024-25 team_ids file.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHARED_DATA } from './real-data';

export const PUBLISHED_2025_MEN = join(SHARED_DATA, 'ratings', 'published-2025-men.csv');

export interface PublishedRating {
  readonly team: string;
  readonly conference: string;
  readonly games: number;
  readonly torvikAdjEm: number;
  readonly kenpomNetRtg: number;
}

/** Published spelling → NCAA spelling, where they differ. */
export const PUBLISHED_TO_NCAA: Readonly<Record<string, string>> = {
  Albany: 'UAlbany',
  'Alcorn St.': 'Alcorn',
  'Appalachian St.': 'App State',
  'Arkansas Pine Bluff': 'Ark.-Pine Bluff',
  Army: 'Army West Point',
  'Bethune Cookman': 'Bethune-Cookman',
  'Boston University': 'Boston U.',
  'Cal Baptist': 'California Baptist',
  'Cal St. Bakersfield': 'CSU Bakersfield',
  'Cal St. Northridge': 'CSUN',
  'Central Arkansas': 'Central Ark.',
  'Central Connecticut': 'Central Conn. St.',
  'Central Michigan': 'Central Mich.',
  Charleston: 'Col. of Charleston',
  'Charleston Southern': 'Charleston So.',
  Connecticut: 'UConn',
  'East Tennessee St.': 'ETSU',
  'Eastern Illinois': 'Eastern Ill.',
  'Eastern Kentucky': 'Eastern Ky.',
  'Eastern Michigan': 'Eastern Mich.',
  'Eastern Washington': 'Eastern Wash.',
  'Florida Atlantic': 'Fla. Atlantic',
  'Florida Gulf Coast': 'FGCU',
  'Gardner Webb': 'Gardner-Webb',
  'Georgia Southern': 'Ga. Southern',
  'Grambling St.': 'Grambling',
  'Illinois Chicago': 'UIC',
  'Incarnate Word': 'UIW',
  Lamar: 'Lamar University',
  'Louisiana Monroe': 'ULM',
  'Loyola MD': 'Loyola Maryland',
  'Loyola Marymount': 'LMU (CA)',
  'Maryland Eastern Shore': 'UMES',
  'McNeese St.': 'McNeese',
  'Miami FL': 'Miami (FL)',
  'Miami OH': 'Miami (OH)',
  'Middle Tennessee': 'Middle Tenn.',
  Mississippi: 'Ole Miss',
  'Mississippi Valley St.': 'Mississippi Val.',
  'N.C. State': 'NC State',
  'Nebraska Omaha': 'Omaha',
  'Nicholls St.': 'Nicholls',
  'North Alabama': 'North Ala.',
  'North Carolina A&T': 'N.C. A&T',
  'North Carolina Central': 'N.C. Central',
  'Northern Arizona': 'Northern Ariz.',
  'Northern Colorado': 'Northern Colo.',
  'Northern Illinois': 'NIU',
  'Northern Iowa': 'UNI',
  'Northern Kentucky': 'Northern Ky.',
  'Prairie View A&M': 'Prairie View',
  Queens: 'Queens (NC)',
  'SIU Edwardsville': 'SIUE',
  'Saint Francis': 'Saint Francis (PA)',
  "Saint Mary's": "Saint Mary's (CA)",
  'Sam Houston St.': 'Sam Houston',
  Seattle: 'Seattle U',
  'South Florida': 'South Fla.',
  'Southeast Missouri St.': 'Southeast Mo. St.',
  'Southeastern Louisiana': 'Southeastern La.',
  Southern: 'Southern U.',
  'Southern Illinois': 'Southern Ill.',
  'Southern Indiana': 'Southern Ind.',
  'Southern Miss': 'Southern Miss.',
  "St. John's": "St. John's (NY)",
  'St. Thomas': 'St. Thomas (MN)',
  'Stephen F. Austin': 'SFA',
  'Tennessee Martin': 'UT Martin',
  'Texas A&M Commerce': 'Tex. A&M-Commerce',
  'Texas A&M Corpus Chris': 'A&M-Corpus Christi',
  UMKC: 'Kansas City',
  'UNC Wilmington': 'UNCW',
  USC: 'Southern California',
  'UT Rio Grande Valley': 'UTRGV',
  'West Georgia': 'West Ga.',
  'Western Carolina': 'Western Caro.',
  'Western Illinois': 'Western Ill.',
  'Western Kentucky': 'Western Ky.',
  'Western Michigan': 'Western Mich.',
};

/** The published table; throws naming the line on a malformed row. */
export function readPublishedRatings(path = PUBLISHED_2025_MEN): PublishedRating[] {
  const lines = readFileSync(path, 'utf8').trim().split(/\r?\n/);
  const header = lines[0]?.split(',') ?? [];
  const column = (name: string): number => {
    const i = header.indexOf(name);
    if (i < 0) throw new Error(`${path}: no column ${name}`);
    return i;
  };
  const at = {
    team: column('team'),
    conference: column('conference'),
    games: column('games'),
    torvik: column('torvik_adj_em'),
    kenpom: column('kenpom_net_rtg'),
  };
  return lines.slice(1).map((line, k) => {
    const cells = line.split(',');
    const number = (i: number): number => {
      const v = Number(cells[i]);
      if (!Number.isFinite(v)) throw new Error(`${path}:${k + 2}: not a number in column ${i + 1}`);
      return v;
    };
    return {
      team: cells[at.team] ?? '',
      conference: cells[at.conference] ?? '',
      games: number(at.games),
      torvikAdjEm: number(at.torvik),
      kenpomNetRtg: number(at.kenpom),
    };
  });
}

export const ncaaName = (published: string): string => PUBLISHED_TO_NCAA[published] ?? published;
