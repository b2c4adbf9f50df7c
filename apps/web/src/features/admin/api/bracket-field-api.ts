/**
 * PUT of a national tournament's field corrections: the list replaces the stored one ([] clears
 * it). The server checks it against the served bracket and its played games first, and answers
 * with the tournament's settings, or 400 with the reason it makes no bracket.
 */
import {
  ACCOUNT_API,
  type BracketFieldCorrection,
  type BracketSettings,
} from '@courtside/contract';
import { http } from '@/lib/api/http';
import { toBracketSettings } from './bracket-settings-api';

export async function saveFieldCorrections(
  tournamentId: number,
  corrections: readonly BracketFieldCorrection[],
): Promise<BracketSettings> {
  const response = await http.put<unknown>(ACCOUNT_API.adminBracketField(tournamentId), {
    corrections,
  });
  return toBracketSettings(response.data);
}
