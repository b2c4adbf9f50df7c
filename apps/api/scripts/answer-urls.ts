/**
 * Requests that cover the whole data API over one warehouse: every endpoint's example, then the
 * same request for several competitions, teams, players, games and conferences found in the
 * warehouse (first, middle and last of each list, so different shapes of data are asked). Used
 * by `record-answers` (proof that a refactoring changed no byte) and `bench:api` (every
 * endpoint's uncached latency).
 */
import { buildDataPath } from '@courtside/contract';
import type { DataConfig } from '@courtside/contract';
import { dataRegistry } from '../src/data/registry';

export interface Subjects {
  readonly competitionId: number;
  readonly teamIds: number[];
  readonly playerIds: number[];
  readonly gameIds: number[];
  readonly conferenceIds: number[];
}

/** A GET of the data API: its status and parsed body. */
export type DataGet = (url: string) => Promise<{ status: number; body: unknown }>;

export const API = '/api';
const PER_KIND = 3;

function numbersOf(rows: unknown, key: string): number[] {
  if (!Array.isArray(rows)) return [];
  const found = new Set<number>();
  for (const row of rows) {
    if (typeof row !== 'object' || row === null) continue;
    const value = (row as Record<string, unknown>)[key];
    if (typeof value === 'number') found.add(value);
  }
  return [...found];
}

/** Spread picks over the list (first, middle, last…) so different shapes of data are asked. */
function spread(values: readonly number[], count: number): number[] {
  if (values.length <= count) return [...values];
  if (count === 1) return values.slice(0, 1);
  return Array.from({ length: count }, (_, i) => {
    const value = values[Math.floor((i * (values.length - 1)) / (count - 1))];
    if (value === undefined) throw new Error('spread out of range');
    return value;
  });
}

async function okBody(get: DataGet, url: string): Promise<unknown> {
  const { status, body } = await get(url);
  if (status !== 200) throw new Error(`${url} answered ${status}: ${JSON.stringify(body)}`);
  return body;
}

/** The subjects of every competition the warehouse holds (asked by a caller who sees all). */
export async function findSubjects(get: DataGet): Promise<Subjects[]> {
  const competitions = numbersOf(
    await okBody(get, buildDataPath('competitions', {}, API)),
    'competitionId',
  );
  const found: Subjects[] = [];
  for (const competitionId of competitions) {
    // The catalogue lists every competition; only those the warehouse holds answer.
    const teamsUrl = buildDataPath(
      'team-agg-stats',
      { competitionId, divisionId: 1, scope: 'season' },
      API,
    );
    const probe = await get(teamsUrl);
    if (probe.status === 400) continue;
    if (probe.status !== 200) {
      throw new Error(`${teamsUrl} answered ${probe.status}: ${JSON.stringify(probe.body)}`);
    }
    const teamIds = spread(numbersOf(probe.body, 'teamId'), PER_KIND);
    if (teamIds.length === 0) continue;
    const conferenceIds = spread(numbersOf(probe.body, 'conferenceId'), 2);
    const playerIds: number[] = [];
    const gameIds: number[] = [];
    for (const teamId of teamIds) {
      const players = await okBody(
        get,
        buildDataPath('player-agg-stats', { competitionId, teamId, scope: 'season' }, API),
      );
      playerIds.push(...spread(numbersOf(players, 'playerId'), 1));
      const games = await okBody(
        get,
        buildDataPath('team-game-stats', { competitionId, teamId }, API),
      );
      gameIds.push(...spread(numbersOf(games, 'gameId'), 1));
    }
    found.push({ competitionId, teamIds, playerIds, gameIds, conferenceIds });
  }
  return found;
}

/** The example with its subject ids replaced by each subject of one competition. */
function variants(example: DataConfig, subjects: Subjects): DataConfig[] {
  const out: DataConfig[] = [];
  const base: DataConfig = { ...example };
  if ('competitionId' in example) base.competitionId = subjects.competitionId;
  if ('competitionIds' in example) base.competitionIds = [subjects.competitionId];
  const swaps: Array<[keyof DataConfig, readonly number[]]> = [
    ['teamId', subjects.teamIds],
    ['playerId', subjects.playerIds],
    ['gameId', subjects.gameIds],
    ['conferenceId', subjects.conferenceIds],
  ];
  const swapped = swaps.filter(([key]) => key in example);
  if ('teamIds' in example) {
    // Two teams of the competition each: neighbours in the subject list (they may never have
    // met, which is a valid question with an empty answer).
    for (const [index, teamId] of subjects.teamIds.entries()) {
      const next = subjects.teamIds[index + 1];
      if (next !== undefined) out.push({ ...base, teamIds: [teamId, next] });
    }
  }
  if (swapped.length === 0) return out.length === 0 ? [base] : out;
  for (const [key, ids] of swapped) {
    for (const id of ids) out.push({ ...base, [key]: id });
  }
  return out;
}

/** Every endpoint's URLs over the subjects, by endpoint name (the example's first). */
export function urlsByEndpoint(subjects: readonly Subjects[]): Map<string, string[]> {
  const byEndpoint = new Map<string, string[]>();
  for (const endpoint of dataRegistry.values()) {
    const urls = new Set<string>([buildDataPath(endpoint.name, endpoint.example, API)]);
    for (const competition of subjects) {
      for (const config of variants(endpoint.example, competition)) {
        urls.add(buildDataPath(endpoint.name, config, API));
      }
    }
    byEndpoint.set(endpoint.name, [...urls]);
  }
  return byEndpoint;
}

/** Every endpoint's URLs over the subjects, in one list. */
export function generateUrls(subjects: readonly Subjects[]): string[] {
  return [...new Set([...urlsByEndpoint(subjects).values()].flat())];
}
