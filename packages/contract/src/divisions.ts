/** NCAA divisions and the conferences that lead each division's lists (§3, §9). */
import type { Conference } from './schemas/entities';

/** 0 means "all divisions" in search requests; 1-3 are NCAA Divisions I-III. */
export const DIVISION_IDS = [0, 1, 2, 3] as const;
export type DivisionId = (typeof DIVISION_IDS)[number];

export const DIVISION_LABELS = ['d1', 'd2', 'd3'] as const;
export type DivisionLabel = (typeof DIVISION_LABELS)[number];
export const DEFAULT_DIVISION_LABEL: DivisionLabel = 'd1';

export const DIVISIONS: ReadonlyArray<{ id: 1 | 2 | 3; label: DivisionLabel; name: string }> = [
  { id: 1, label: 'd1', name: 'Division I' },
  { id: 2, label: 'd2', name: 'Division II' },
  { id: 3, label: 'd3', name: 'Division III' },
];

export function isDivisionLabel(value: string): value is DivisionLabel {
  return (DIVISION_LABELS as readonly string[]).includes(value);
}

export function isDivisionId(value: number): value is DivisionId {
  return (DIVISION_IDS as readonly number[]).includes(value);
}

export function divisionIdFromLabel(label: DivisionLabel): 1 | 2 | 3 {
  return (DIVISION_LABELS.indexOf(label) + 1) as 1 | 2 | 3;
}

export function divisionLabelFromId(id: 1 | 2 | 3): DivisionLabel {
  return DIVISION_LABELS[id - 1] as DivisionLabel;
}

/**
 * The conferences listed first for each division: six in Division I (§3), five in II and III.
 * Their ids are fixed here so every data source (NCAA ingest, demo league) maps to the same ones.
 */
export const TOP_CONFERENCES_BY_DIVISION: Readonly<Record<1 | 2 | 3, readonly Conference[]>> = {
  1: [
    { conferenceId: 1, conferenceLongName: 'Atlantic Coast', conferenceShortName: 'ACC' },
    { conferenceId: 2, conferenceLongName: 'Southeastern', conferenceShortName: 'SEC' },
    { conferenceId: 3, conferenceLongName: 'Big 12', conferenceShortName: 'Big 12' },
    { conferenceId: 4, conferenceLongName: 'Big Ten', conferenceShortName: 'Big Ten' },
    { conferenceId: 5, conferenceLongName: 'Big East', conferenceShortName: 'Big East' },
    { conferenceId: 6, conferenceLongName: 'Pac-12', conferenceShortName: 'Pac-12' },
  ],
  2: [
    { conferenceId: 201, conferenceLongName: 'Gulf South', conferenceShortName: 'GSC' },
    {
      conferenceId: 202,
      conferenceLongName: 'Pennsylvania State Athletic',
      conferenceShortName: 'PSAC',
    },
    {
      conferenceId: 203,
      conferenceLongName: 'Great Lakes Intercollegiate Athletic',
      conferenceShortName: 'GLIAC',
    },
    {
      conferenceId: 204,
      conferenceLongName: 'Rocky Mountain Athletic',
      conferenceShortName: 'RMAC',
    },
    { conferenceId: 205, conferenceLongName: 'Northeast-10', conferenceShortName: 'NE10' },
  ],
  3: [
    {
      conferenceId: 301,
      conferenceLongName: 'New England Small College Athletic',
      conferenceShortName: 'NESCAC',
    },
    {
      conferenceId: 302,
      conferenceLongName: 'University Athletic Association',
      conferenceShortName: 'UAA',
    },
    {
      conferenceId: 303,
      conferenceLongName: 'Wisconsin Intercollegiate Athletic',
      conferenceShortName: 'WIAC',
    },
    { conferenceId: 304, conferenceLongName: 'Centennial', conferenceShortName: 'Centennial' },
    { conferenceId: 305, conferenceLongName: 'Liberty League', conferenceShortName: 'Liberty' },
  ],
};
