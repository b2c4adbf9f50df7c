/**
 * The split comparisons page of §2 (/tools/split-comparisons/:gender/:divisionLabel): the
 * parsing of its two path parameters and the address of each gender × division. An unknown
 * gender or division is a not-found page rather than a request the API would refuse.
 */
import { DIVISIONS, type DivisionLabel, type Gender } from '@courtside/contract';

/** The gender as the address spells it. */
export const GENDER_SLUGS = ['mens', 'womens'] as const;
export type GenderSlug = (typeof GENDER_SLUGS)[number];

const GENDER_OF_SLUG: Readonly<Record<GenderSlug, Gender>> = { mens: 'MALE', womens: 'FEMALE' };

export const GENDER_LABELS: Readonly<Record<Gender, string>> = {
  MALE: "Men's",
  FEMALE: "Women's",
};

export interface SplitDivision {
  id: 1 | 2 | 3;
  label: DivisionLabel;
  name: string;
}

export interface SplitRoute {
  gender: Gender;
  division: SplitDivision;
}

export function genderSlugOf(gender: Gender): GenderSlug {
  return gender === 'MALE' ? 'mens' : 'womens';
}

export function parseSplitRoute(params: {
  gender?: string;
  divisionLabel?: string;
}): SplitRoute | null {
  const slug = GENDER_SLUGS.find((entry) => entry === params.gender);
  const division = DIVISIONS.find((entry) => entry.label === params.divisionLabel);
  if (slug === undefined || division === undefined) return null;
  return { gender: GENDER_OF_SLUG[slug], division };
}

/** The page of one gender and division (the query, the page's filters, goes after it). */
export function splitComparisonsPath(gender: Gender, divisionLabel: DivisionLabel): string {
  return `/tools/split-comparisons/${genderSlugOf(gender)}/${divisionLabel}`;
}
