/**
 * The words of the BuildingNotice. Both genders of a season are one season ("2024-25"); a
 * season with one gender still to come says which ("2025-26 Women's"). The next two seasons in
 * build order are named and the rest counted, so the sentence stays short while 16
 * competitions are still to come.
 */
import { getCompetition, type DataStatusSeason, type Gender } from '@courtside/contract';

const NAMED_SEASONS = 2;
const GENDER_WORD: Record<Gender, string> = { MALE: "Men's", FEMALE: "Women's" };

/** The seasons being built, in build order, each named once. */
function buildingSeasonNames(building: readonly DataStatusSeason[]): string[] {
  const seasons = new Map<string, Set<Gender>>();
  for (const { competitionId, label } of building) {
    const competition = getCompetition(competitionId);
    // A competition the contract does not know is named by the server's label, as it is.
    const season = competition?.abb2 ?? label;
    const genders = seasons.get(season) ?? new Set<Gender>();
    if (competition !== undefined) genders.add(competition.gender);
    seasons.set(season, genders);
  }
  return [...seasons].map(([season, genders]) => {
    const [only] = genders;
    return genders.size === 1 && only !== undefined ? `${season} ${GENDER_WORD[only]}` : season;
  });
}

/** "a", "a and b", "a, b and c". */
function joined(parts: readonly string[]): string {
  const last = parts[parts.length - 1] ?? '';
  return parts.length <= 1 ? last : `${parts.slice(0, -1).join(', ')} and ${last}`;
}

/** The notice's sentence, or null when nothing is being built. */
export function buildingNoticeText(building: readonly DataStatusSeason[]): string | null {
  const seasons = buildingSeasonNames(building);
  if (seasons.length === 0) return null;
  const named = seasons.slice(0, NAMED_SEASONS);
  const more = seasons.length - named.length;
  const parts =
    more === 0 ? named : [...named, `${more} more ${more === 1 ? 'season' : 'seasons'}`];
  const when = seasons.length === 1 ? 'when it finishes' : 'as each one finishes';
  return `The demo league is still being built: ${joined(parts)} will appear here ${when}.`;
}
