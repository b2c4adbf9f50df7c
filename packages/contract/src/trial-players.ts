/**
 * Trial players (§7): a tier-1 user may open player-level detail for the top three players of
 * their team by minutes (every player tied with the third counts too), plus the seven fixed demo
 * players open to everyone.
 */
import type { PlayerMinutesRow, TrialPlayer } from './schemas/entities';

export const TRIAL_PLAYERS_PER_TEAM = 3;
export const FIXED_DEMO_PLAYER_COUNT = 7;

export function selectTeamTrialPlayers(rows: readonly PlayerMinutesRow[]): TrialPlayer[] {
  const byMinutes = [...rows].sort((a, b) => b.mins - a.mins);
  const third = byMinutes[TRIAL_PLAYERS_PER_TEAM - 1];
  const chosen = third ? byMinutes.filter((row) => row.mins >= third.mins) : byMinutes;
  return chosen.map(({ playerId, competitionId, fullName }) => ({
    playerId,
    competitionId,
    fullName,
    for: 'user',
  }));
}

/** All trial players of a user: the fixed demo players first, then the team's own picks. */
export function trialPlayersFor(
  fixedDemoPlayers: readonly TrialPlayer[],
  teamRows: readonly PlayerMinutesRow[],
): TrialPlayer[] {
  const seen = new Set(fixedDemoPlayers.map((p) => `${p.competitionId}:${p.playerId}`));
  const own = selectTeamTrialPlayers(teamRows).filter(
    (p) => !seen.has(`${p.competitionId}:${p.playerId}`),
  );
  return [...fixedDemoPlayers, ...own];
}

export function isTrialPlayer(
  trialPlayers: readonly TrialPlayer[],
  playerId: number,
  competitionId: number,
): boolean {
  return trialPlayers.some((p) => p.playerId === playerId && p.competitionId === competitionId);
}
