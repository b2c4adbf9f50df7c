/**
 * NCAA game bundle → canonical game (packages/contract, game/canonical.ts).
 *
 * 1. Validate the bundle (zod); a corrupt bundle throws NcaaBundleError naming the game and
 *    the fields.
 * 2. Read each pbp row: side from event_team, clock to seconds, the ten on the floor as
 *    side-prefixed keys ("home:NOLAN.WINTER"; 'TEAM' is a team event).
 * 3. Map rows to events (event-map.ts), fix same-timestamp order and pair rows that describe
 *    one play (order.ts), number them and keep the running score.
 * 4. Match the `shots` file to the field-goal attempts and set their locations (shots.ts).
 * 5. Players from box, floor and events (players.ts); gender passed in or inferred from the
 *    clocks (clock.ts); neutral site false unless the caller knows better (the feed does not
 *    flag it).
 */
import { PERIOD_FORMATS, periodLengthSeconds } from '@courtside/contract';
import type { CanonicalGame, Gender, GameEvent, OnFloor, Score } from '@courtside/contract';
import { inferGender, parseGameDate } from './clock';
import { NcaaBundleError, peekGameId, zodIssues } from './errors';
import { mapRow } from './event-map';
import type { DraftEvent, MappedRow, RowFacts } from './event-map';
import {
  assistDescriptionName,
  descriptionName,
  playerKey,
  sourceNameOfKey,
  sourcePlayer,
} from './names';
import { fixTimestampOrder } from './order';
import { buildPlayers } from './players';
import type { BundleRosters } from './players';
import { rowReader, sideOfTeam } from './rows';
import type { Teams } from './rows';
import { gameBundleSchema } from './schema';
import type { GameBundle } from './schema';
import { matchShots } from './shots';
import type { ShotMatchReport } from './shots';

export interface ParseGameBundleOptions {
  readonly gameId?: number;
  readonly competitionId?: number | null;
  readonly gender?: Gender;
  readonly homeTeamId?: number | null;
  readonly awayTeamId?: number | null;
  /** The feed never flags neutral sites; the schedule or the caller may know. */
  readonly neutralSite?: boolean;
  /** yyyy-mm-dd, for bundles whose rows carry no game_date. */
  readonly date?: string;
  readonly rosters?: BundleRosters;
}

export interface IngestReport {
  readonly gameId: number;
  readonly gender: { readonly value: Gender; readonly inferred: boolean; readonly reason: string };
  /** "event_type → canonical rule" with counts, e.g. "Deadball Rebound → rebound": 8. */
  readonly eventRules: Readonly<Record<string, number>>;
  /** Rows no rule recognised (kept as 'other' events). */
  readonly unknownEvents: ReadonlyArray<{ index: number; type: string; description: string }>;
  readonly shots: ShotMatchReport;
  /** Final score from the events versus the last row's score columns. */
  readonly score: {
    readonly events: Score;
    readonly source: Score | null;
    readonly agrees: boolean;
  };
}

export interface ParsedGameBundle {
  readonly game: CanonicalGame;
  readonly report: IngestReport;
  /** The validated bundle, for callers that compare with the publisher's own tables. */
  readonly bundle: GameBundle;
}

/** A bundle's JSON checked against the schema; NcaaBundleError naming the fields if not. */
export function validateGameBundle(json: unknown): GameBundle {
  const parsed = gameBundleSchema.safeParse(json);
  if (!parsed.success) throw new NcaaBundleError(peekGameId(json), zodIssues(parsed.error));
  return parsed.data;
}

function resolveGender(
  bundleId: string,
  facts: ReadonlyArray<{ period: number; clock: number }>,
  given: Gender | undefined,
): IngestReport['gender'] {
  if (given !== undefined) return { value: given, inferred: false, reason: 'passed in' };
  const inferred = inferGender(facts);
  if (inferred.gender === null) throw new NcaaBundleError(bundleId, [`gender: ${inferred.reason}`]);
  return { value: inferred.gender, inferred: true, reason: inferred.reason };
}

/** Scorer spellings of player names, from "Name, …" and "… - Name, assist". */
function collectSpellings(rows: GameBundle['pbp'], mapped: MappedRow[]): Map<string, string> {
  const spellings = new Map<string, string>();
  mapped.forEach(({ event }, index) => {
    const row = rows[index];
    if (row === undefined || event.side === null) return;
    const description = row.event_description ?? '';
    const p1 = 'player' in event ? event.player : null;
    if (p1 !== null && p1 !== undefined && !spellings.has(p1)) {
      const name = descriptionName(description, sourceNameOfKey(p1));
      if (name !== null) spellings.set(p1, name);
    }
    if (event.type === 'shot' && event.assist !== null && !spellings.has(event.assist)) {
      const name = assistDescriptionName(description, sourceNameOfKey(event.assist));
      if (name !== null) spellings.set(event.assist, name);
    }
  });
  return spellings;
}

/** Technical fouls by someone never on a roster or the floor are the bench's or a coach's. */
function benchTechnicals(mapped: MappedRow[], known: ReadonlySet<string>): MappedRow[] {
  return mapped.map((item) => {
    const { event } = item;
    if (event.type !== 'foul' || event.kind !== 'technical' || event.player === null) return item;
    return known.has(event.player) ? item : { ...item, event: { ...event, player: null } };
  });
}

function pointsOf(event: DraftEvent): number {
  if (event.type === 'shot' && event.made) return event.value;
  if (event.type === 'freeThrow' && event.made) return 1;
  return 0;
}

/**
 * Seq and running score; `sourceSeq` keeps the pbp row of an event moved by order.ts. The drafts
 * are this game's own (made by mapRow, or copied by order.ts), so they are completed in place
 * rather than copied once more: same fields, same order, one object less per event.
 */
function numberEvents(items: ReadonlyArray<{ event: DraftEvent; row: number }>): GameEvent[] {
  const score = { home: 0, away: 0 };
  return items.map(({ event: draft, row }, seq): GameEvent => {
    const points = pointsOf(draft);
    if (points > 0 && draft.side !== null) score[draft.side] += points;
    const numbered = { seq, score: { home: score.home, away: score.away } };
    return Object.assign(draft, row === seq ? numbered : { ...numbered, sourceSeq: row });
  });
}

function withLocations(events: GameEvent[], bundle: GameBundle, teams: Teams) {
  const match = matchShots(events, bundle.shots, (team) => sideOfTeam(teams, team));
  const located = events.map((event): GameEvent => {
    if (event.type !== 'shot') return event;
    const location = match.locations.get(event.seq);
    return location === undefined ? event : { ...event, location };
  });
  return { events: located, report: match.report };
}

/** How each source type was mapped, and the rows no rule knew. */
function mappingReport(
  mapped: readonly MappedRow[],
  facts: readonly RowFacts[],
): Pick<IngestReport, 'eventRules' | 'unknownEvents'> {
  const eventRules: Record<string, number> = {};
  const unknownEvents: Array<{ index: number; type: string; description: string }> = [];
  // A game has a few dozen (type, rule) pairs: make each label once, not once per row.
  const labels = new Map<string, Map<string, string>>();
  mapped.forEach((item, index) => {
    const type = facts[index]?.type ?? '';
    let byRule = labels.get(type);
    if (byRule === undefined) {
      byRule = new Map();
      labels.set(type, byRule);
    }
    let label = byRule.get(item.rule);
    if (label === undefined) {
      label = `${type} → ${item.rule}`;
      byRule.set(item.rule, label);
    }
    eventRules[label] = (eventRules[label] ?? 0) + 1;
    if (item.rule === 'unknown' || item.rule.endsWith('?')) {
      unknownEvents.push({ index, type, description: item.event.description });
    }
  });
  return { eventRules, unknownEvents };
}

/** The last row's score columns, when the feed has them. */
function sourceFinalScore(bundle: GameBundle): Score | null {
  const last = bundle.pbp.at(-1);
  return typeof last?.home_score === 'number' && typeof last.away_score === 'number'
    ? { home: last.home_score, away: last.away_score }
    : null;
}

export function parseGameBundleDetailed(
  json: unknown,
  options: ParseGameBundleOptions = {},
): ParsedGameBundle {
  return adaptGameBundle(validateGameBundle(json), options);
}

/**
 * The adapter proper, for a bundle whose shape is already known to be right: JSON goes through
 * the zod schema first (parseGameBundleDetailed); the season parquet files are checked column
 * by column once per file, so their rows come here directly (ncaa-seasons/season-pbp).
 */
export function adaptGameBundle(
  bundle: GameBundle,
  options: ParseGameBundleOptions = {},
): ParsedGameBundle {
  const bundleId = String(bundle.contest_id);
  const gameId = options.gameId ?? Number(bundle.contest_id);
  if (!Number.isSafeInteger(gameId) || gameId <= 0) {
    throw new NcaaBundleError(bundleId, [`contest_id: "${bundleId}" is not a positive integer`]);
  }
  const first = bundle.pbp[0];
  if (first === undefined) throw new NcaaBundleError(bundleId, ['pbp: the play-by-play is empty']);
  const teams: Teams = { home: first.home, away: first.away };
  const issues: string[] = [];
  const reader = rowReader(teams, issues);
  const facts = bundle.pbp.map(reader);
  const date = options.date ?? parseGameDate(first.game_date);
  if (date === null) issues.push(`pbp[0].game_date: "${first.game_date ?? ''}" is not MM/DD/YYYY`);
  if (issues.length > 0 || date === null) throw new NcaaBundleError(bundleId, issues);
  const gender = resolveGender(bundleId, facts, options.gender);
  const format = PERIOD_FORMATS[gender.value];
  facts.forEach((f, index) => {
    if (f.clock > periodLengthSeconds(format, f.period))
      issues.push(`pbp[${index}].clock: ${f.clock} s is longer than period ${f.period}`);
  });
  if (issues.length > 0) throw new NcaaBundleError(bundleId, issues);

  const boxKeys = bundle.player_box.flatMap((row) => {
    const side = sideOfTeam(teams, row.team);
    const player = sourcePlayer(row.player);
    return side === null || player === null ? [] : [playerKey(side, player)];
  });
  const known = new Set(boxKeys);
  let lastFloor: OnFloor | null = null;
  for (const { onFloor } of facts) {
    // Rows of one stretch share their OnFloor object (rows.ts): add each lineup once.
    if (onFloor === null || onFloor === lastFloor) continue;
    lastFloor = onFloor;
    for (const k of onFloor.home) known.add(k);
    for (const k of onFloor.away) known.add(k);
  }
  const mapped = benchTechnicals(facts.map(mapRow), known);
  const spellings = collectSpellings(bundle.pbp, mapped);
  const ordered = fixTimestampOrder(
    mapped.map(({ event, rule, foulDrawn }, row) => ({ event, rule, foulDrawn, row })),
  );
  const located = withLocations(numberEvents(ordered), bundle, teams);
  const events = located.events;

  const finalScore: Score = events.at(-1)?.score ?? { home: 0, away: 0 };
  const sourceScore = sourceFinalScore(bundle);
  const maxPeriod = events.reduce((max, event) => Math.max(max, event.period), 1);
  const game: CanonicalGame = {
    gameId,
    competitionId: options.competitionId ?? null,
    gender: gender.value,
    date,
    neutralSite: options.neutralSite ?? false,
    format,
    home: { teamId: options.homeTeamId ?? null, name: teams.home },
    away: { teamId: options.awayTeamId ?? null, name: teams.away },
    players: buildPlayers({ boxKeys, events, spellings, rosters: options.rosters }),
    finalScore,
    periods: Math.max(format.regulationPeriods, maxPeriod),
    events,
    source: 'ncaa',
  };
  const report: IngestReport = {
    gameId,
    gender,
    ...mappingReport(mapped, facts),
    shots: located.report,
    score: {
      events: finalScore,
      source: sourceScore,
      agrees:
        sourceScore === null ||
        (sourceScore.home === finalScore.home && sourceScore.away === finalScore.away),
    },
  };
  return { game, report, bundle };
}

/** The canonical game of a bundle; see parseGameBundleDetailed for the ingest report. */
export function parseGameBundle(
  json: unknown,
  options: ParseGameBundleOptions = {},
): CanonicalGame {
  return parseGameBundleDetailed(json, options).game;
}
