/**
 * Sample rows for the component gallery's stats table: three made-up teams with the fields the
 * table's columns read. They never reach the API and are labeled as samples on the page.
 */
import type { StatKey } from '@/lib/stats/dictionary';

export interface GalleryTeamRow {
  readonly teamId: number;
  readonly teamMarket: string;
  readonly gp: number;
  readonly mins: number;
  readonly poss: number;
  readonly isQualified: boolean;
  readonly ortgAdj: number;
  readonly drtgAdj: number;
  readonly netRtgAdj: number;
  readonly efgPct: number;
}

export const GALLERY_TEAM_ROWS: readonly GalleryTeamRow[] = [
  {
    teamId: 1,
    teamMarket: 'Sample Harbor',
    gp: 30,
    mins: 1200,
    poss: 2040,
    isQualified: true,
    ortgAdj: 118.4,
    drtgAdj: 94.1,
    netRtgAdj: 24.3,
    efgPct: 0.561,
  },
  {
    teamId: 2,
    teamMarket: 'Sample Ridge',
    gp: 29,
    mins: 1165,
    poss: 1930,
    isQualified: true,
    ortgAdj: 109.7,
    drtgAdj: 99.8,
    netRtgAdj: 9.9,
    efgPct: 0.523,
  },
  {
    teamId: 3,
    teamMarket: 'Sample Valley',
    gp: 31,
    mins: 1240,
    poss: 2150,
    isQualified: true,
    ortgAdj: 101.2,
    drtgAdj: 104.6,
    netRtgAdj: -3.4,
    efgPct: 0.488,
  },
];

export const GALLERY_TABLE_COLUMNS = [
  'gp',
  'ortgAdj',
  'drtgAdj',
  'netRtgAdj',
  'efgPct',
] as const satisfies readonly StatKey[];
