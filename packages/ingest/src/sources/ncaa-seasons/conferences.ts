/**
 * Conference ids. The six Division I conferences the contract lists first keep its fixed ids
 * (1-6) whatever the source calls them; every other conference gets an id derived from its
 * normalized name (FNV-1a into 1000…899999), so the same conference has the same id in every
 * season and every build without a registry. A hash collision between two names of one build
 * stops the build rather than merging two conferences.
 */
import { TOP_CONFERENCES_BY_DIVISION } from '@courtside/contract';

/** Lower case, letters and digits only: "Big 12" → "big12", "Pac-12" → "pac12". */
export const normalizeLabel = (label: string): string =>
  label
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]/g, '');

/** Source labels that mean "no conference given". */
const MISSING = new Set(['na', 'n/a', 'none', '']);

export const isMissingConference = (label: string | null): boolean =>
  label === null || MISSING.has(label.trim().toLowerCase());

/** Long names of the Division I conferences as the NCAA datasets abbreviate them. */
const LONG_NAMES: Readonly<Record<string, string>> = {
  aac: 'American Athletic',
  asun: 'Atlantic Sun',
  americaeast: 'America East',
  atlantic10: 'Atlantic 10',
  bigsky: 'Big Sky',
  bigsouth: 'Big South',
  bigwest: 'Big West',
  cusa: 'Conference USA',
  caa: 'Coastal Athletic',
  horizon: 'Horizon League',
  ivyleague: 'Ivy League',
  maac: 'Metro Atlantic Athletic',
  mac: 'Mid-American',
  meac: 'Mid-Eastern Athletic',
  mvc: 'Missouri Valley',
  mwc: 'Mountain West',
  nec: 'Northeast',
  ovc: 'Ohio Valley',
  patriot: 'Patriot League',
  swac: 'Southwestern Athletic',
  socon: 'Southern',
  southland: 'Southland',
  summitleague: 'Summit League',
  sunbelt: 'Sun Belt',
  wac: 'Western Athletic',
  wcc: 'West Coast',
  independent: 'Independent',
};

/** Extra spellings of the top conferences. */
const TOP_ALIASES: Readonly<Record<string, number>> = {
  atlanticcoast: 1,
  southeastern: 2,
  big10: 4,
  pac10: 6,
};

export interface ConferenceRow {
  readonly conferenceId: number;
  readonly shortName: string;
  readonly longName: string;
  readonly divisionId: number;
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export function derivedConferenceId(normalized: string): number {
  return 1000 + (fnv1a(normalized) % 899000);
}

export function conferenceFor(label: string, divisionId: 1 | 2 | 3 = 1): ConferenceRow {
  const normalized = normalizeLabel(label);
  for (const [division, list] of Object.entries(TOP_CONFERENCES_BY_DIVISION)) {
    for (const conference of list) {
      const names = [conference.conferenceShortName, conference.conferenceLongName].map(
        normalizeLabel,
      );
      if (names.includes(normalized) || TOP_ALIASES[normalized] === conference.conferenceId) {
        return {
          conferenceId: conference.conferenceId,
          shortName: conference.conferenceShortName,
          longName: conference.conferenceLongName,
          divisionId: Number(division),
        };
      }
    }
  }
  return {
    conferenceId: derivedConferenceId(normalized),
    shortName: label.trim(),
    longName: LONG_NAMES[normalized] ?? label.trim(),
    divisionId,
  };
}

/** Maps every label; throws when two different names would share an id. */
export function conferencesFor(labels: readonly string[]): Map<string, ConferenceRow> {
  const out = new Map<string, ConferenceRow>();
  const byId = new Map<number, string>();
  for (const label of labels) {
    if (isMissingConference(label)) continue;
    const row = conferenceFor(label);
    const normalized = normalizeLabel(label);
    const other = byId.get(row.conferenceId);
    if (other !== undefined && other !== normalized && row.conferenceId > 6) {
      throw new Error(`Conference ids collide: "${label}" and "${other}" → ${row.conferenceId}`);
    }
    byId.set(row.conferenceId, normalized);
    out.set(label, row);
  }
  return out;
}
