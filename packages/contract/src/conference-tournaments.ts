/**
 * Conference tournaments: their ids and names. A conference tournament's id is 100000 + the
 * conference's id, unique within a competition (each conference plays one a season) and clear of
 * the national tournaments' 5000/6000 + year. Shared by the demo league that writes them, the
 * API that serves their brackets and the web pages that link to them, so the rule is written once.
 */
import { getCompetition } from './competitions';

/** The first conference tournament id: conference 0's. */
export const CONFERENCE_TOURNAMENT_ID_BASE = 100_000;
/** Conference ids stay below this, so every conference maps to one id in the block. */
const CONFERENCE_ID_LIMIT = CONFERENCE_TOURNAMENT_ID_BASE;

/**
 * The id of a conference's tournament. Throws for a conference id outside 0-99999, which would
 * give an id another conference's tournament could also have.
 */
export function conferenceTournamentId(conferenceId: number): number {
  if (!Number.isInteger(conferenceId) || conferenceId < 0 || conferenceId >= CONFERENCE_ID_LIMIT) {
    throw new RangeError(`No conference tournament id for conference ${conferenceId}`);
  }
  return CONFERENCE_TOURNAMENT_ID_BASE + conferenceId;
}

/** Whether the id has the form of a conference tournament's (not whether one is stored). */
export function isConferenceTournamentId(tournamentId: number): boolean {
  return (
    Number.isInteger(tournamentId) &&
    tournamentId >= CONFERENCE_TOURNAMENT_ID_BASE &&
    tournamentId < CONFERENCE_TOURNAMENT_ID_BASE + CONFERENCE_ID_LIMIT
  );
}

/** The conference whose tournament the id names, or null for any other id. */
export function conferenceIdOfTournament(tournamentId: number): number | null {
  return isConferenceTournamentId(tournamentId)
    ? tournamentId - CONFERENCE_TOURNAMENT_ID_BASE
    : null;
}

/** E.g. "2024-25 ACC Tournament": the season, then the conference's short name. */
export function conferenceTournamentLabel(competitionId: number, conferenceName: string): string {
  const season = getCompetition(competitionId)?.abb2;
  return season === undefined
    ? `${conferenceName} Tournament`
    : `${season} ${conferenceName} Tournament`;
}
