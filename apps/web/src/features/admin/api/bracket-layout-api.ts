/**
 * GET of a national tournament's public bracket layout, read here for its field only: each
 * team's seed line as the bracket challenge plays it (the saved corrections applied). Only the
 * fields the corrections editor shows are checked and kept; 404 means no bracket is stored.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_API, type BracketLayout, type BracketLayoutTeam } from '@courtside/contract';
import { http } from '@/lib/api/http';

export type FieldTeam = Pick<
  BracketLayoutTeam,
  'teamId' | 'teamMarket' | 'seed' | 'region' | 'regionName' | 'firstFour'
>;

export interface BracketField extends Pick<BracketLayout, 'tournamentId' | 'gamesPlayed'> {
  teams: FieldTeam[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isWholeIn = (value: unknown, least: number, most: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= least && value <= most;

function toFieldTeam(value: unknown): FieldTeam {
  if (
    !isRecord(value) ||
    !isWholeIn(value.teamId, 1, Number.MAX_SAFE_INTEGER) ||
    typeof value.teamMarket !== 'string' ||
    !isWholeIn(value.seed, 1, 16) ||
    !isWholeIn(value.region, 1, 4) ||
    !(value.regionName === null || typeof value.regionName === 'string') ||
    typeof value.firstFour !== 'boolean'
  ) {
    throw new Error('Unexpected reply: not a team of the bracket field');
  }
  return {
    teamId: value.teamId,
    teamMarket: value.teamMarket,
    seed: value.seed,
    region: value.region,
    regionName: value.regionName,
    firstFour: value.firstFour,
  };
}

function toBracketField(value: unknown): BracketField {
  if (
    !isRecord(value) ||
    typeof value.tournamentId !== 'number' ||
    !isWholeIn(value.gamesPlayed, 0, Number.MAX_SAFE_INTEGER) ||
    !Array.isArray(value.teams)
  ) {
    throw new Error('Unexpected reply: not a bracket layout');
  }
  return {
    tournamentId: value.tournamentId,
    gamesPlayed: value.gamesPlayed,
    teams: value.teams.map(toFieldTeam),
  };
}

export async function fetchBracketField(
  tournamentId: number,
  signal?: AbortSignal,
): Promise<BracketField> {
  const response = await http.get<unknown>(ACCOUNT_API.bracketLayout(tournamentId), { signal });
  return toBracketField(response.data);
}

export const bracketFieldKey = (tournamentId: number) =>
  ['admin-bracket-field', tournamentId] as const;

export const bracketFieldQueryOptions = (tournamentId: number) =>
  queryOptions({
    queryKey: bracketFieldKey(tournamentId),
    queryFn: ({ signal }) => fetchBracketField(tournamentId, signal),
  });

export const useBracketField = (tournamentId: number) =>
  useQuery(bracketFieldQueryOptions(tournamentId));
