/**
 * The optional path segments of a data request (§7), in the fixed order the path builder writes
 * them, each with the config key that feeds it and the kind of value it carries. The config type
 * is derived from this table, so adding a segment here is the whole change.
 */

export const VALUE_SEGMENTS = [
  { segment: 'datasrc', key: 'dataSrc', kind: 'string' },
  { segment: 'mongo', key: 'mongo', kind: 'string' },
  { segment: 'sex', key: 'sex', kind: 'string' },
  { segment: 'competition', key: 'competitionId', kind: 'int' },
  { segment: 'competitions', key: 'competitionIds', kind: 'intList' },
  { segment: 'transfer-competitions', key: 'transferCompetitionIds', kind: 'intList' },
  { segment: 'division', key: 'divisionId', kind: 'int' },
  { segment: 'divisions', key: 'divisionIds', kind: 'intList' },
  // Conference 0 is a real value ("no conference", e.g. independents), not "absent".
  { segment: 'conference', key: 'conferenceId', kind: 'int' },
  { segment: 'conferences', key: 'conferenceIds', kind: 'intList' },
  { segment: 'game', key: 'gameId', kind: 'int' },
  { segment: 'games', key: 'gameIds', kind: 'intList' },
  { segment: 'team', key: 'teamId', kind: 'int' },
  { segment: 'teams', key: 'teamIds', kind: 'intList' },
  { segment: 'player', key: 'playerId', kind: 'int' },
  { segment: 'players', key: 'playerIds', kind: 'intList' },
  // Minutes a game for each of `playerIds`, in the same order (the game calculator's what-if).
  { segment: 'minutes', key: 'playerMinutes', kind: 'intList' },
  // One person across seasons and teams (METHODS §10): player ids change every season.
  { segment: 'person', key: 'personId', kind: 'int' },
  { segment: 'scope', key: 'scope', kind: 'string' },
  { segment: 'scopes', key: 'scopes', kind: 'stringList' },
  { segment: 'month', key: 'month', kind: 'string' },
  { segment: 'date', key: 'date', kind: 'string' },
  { segment: 'gender', key: 'gender', kind: 'string' },
  { segment: 'zoneschema', key: 'zoneSchema', kind: 'string' },
  { segment: 'tournament', key: 'tournamentId', kind: 'int' },
  { segment: 'bracket', key: 'bracketId', kind: 'string' },
  { segment: 'metricType', key: 'metricType', kind: 'string' },
  { segment: 'qualifierType', key: 'qualifierType', kind: 'string' },
  { segment: 'onOffDiff', key: 'onOffDiff', kind: 'string' },
  { segment: 'tabletype', key: 'tableType', kind: 'string' },
  { segment: 'tableName', key: 'tableName', kind: 'string' },
  { segment: 'tableNames', key: 'tableNames', kind: 'stringList' },
  { segment: 'transfers', key: 'transfers', kind: 'string' },
  { segment: 'halfOrQuarter', key: 'halfOrQuarter', kind: 'string' },
  { segment: 'ptgc', key: 'ptgc', kind: 'string' },
  { segment: 'isoffense', key: 'isOffense', kind: 'bool' },
  { segment: 'perwhat', key: 'perWhat', kind: 'string' },
  { segment: 'gamedate', key: 'gameDate', kind: 'string' },
  { segment: 'start', key: 'start', kind: 'string' },
  { segment: 'end', key: 'end', kind: 'string' },
  { segment: 'latest', key: 'latest', kind: 'int' },
  // The game explorer's search (contract game-explorer-query.ts): filter items, order, most rows.
  { segment: 'explore', key: 'explorerFilter', kind: 'stringList' },
  { segment: 'sortby', key: 'sortBy', kind: 'string' },
  { segment: 'limit', key: 'limit', kind: 'int' },
  { segment: 'fields', key: 'fields', kind: 'stringList' },
] as const;

/**
 * Boolean flags, written after the value segments. A bare flag is a lone segment present only
 * when true (`skinny/`); a valued flag carries true or false (`portal/true/`), because for those
 * "false" asks for something different from "not said" (e.g. players who did not transfer).
 */
export const FLAG_SEGMENTS = [
  { segment: 'home-skinny', key: 'homeSkinny', kind: 'bareFlag' },
  { segment: 'comps-skinny', key: 'compsSkinny', kind: 'bareFlag' },
  { segment: 'skinny', key: 'skinny', kind: 'bareFlag' },
  { segment: 'isdraft', key: 'isDraft', kind: 'valuedFlag' },
  { segment: 'portal', key: 'portal', kind: 'valuedFlag' },
  { segment: 'is-qualified', key: 'isQualified', kind: 'valuedFlag' },
  { segment: 'gamedates', key: 'gameDates', kind: 'bareFlag' },
  { segment: 'opp-in-conf', key: 'oppInConf', kind: 'valuedFlag' },
  { segment: 'transfer', key: 'transfer', kind: 'valuedFlag' },
  { segment: 'will-transfer', key: 'willTransfer', kind: 'valuedFlag' },
  { segment: 'v2', key: 'v2', kind: 'bareFlag' },
  { segment: 'team-records', key: 'teamRecords', kind: 'bareFlag' },
] as const;

export const ALL_SEGMENTS = [...VALUE_SEGMENTS, ...FLAG_SEGMENTS] as const;

export type SegmentSpec = (typeof ALL_SEGMENTS)[number];
export type SegmentKind = SegmentSpec['kind'];
export type ConfigKey = SegmentSpec['key'];

interface ValueOfKind {
  int: number;
  string: string;
  intList: readonly number[];
  stringList: readonly string[];
  bool: boolean;
  bareFlag: boolean;
  valuedFlag: boolean;
}

/** Everything a data request can say, keyed as callers write it. */
export type DataConfig = {
  /** Route key of the data API; defaults to `gs`. */
  routeKey?: string;
  /** When true the request resolves to `{api}/{routeKey}/pass` and is never sent. */
  pass?: boolean;
} & { [S in SegmentSpec as S['key']]?: ValueOfKind[S['kind']] };

export const SEGMENT_BY_NAME: ReadonlyMap<string, SegmentSpec> = new Map(
  ALL_SEGMENTS.map((spec) => [spec.segment, spec]),
);
export const SEGMENT_BY_KEY: ReadonlyMap<string, SegmentSpec> = new Map(
  ALL_SEGMENTS.map((spec) => [spec.key, spec]),
);
