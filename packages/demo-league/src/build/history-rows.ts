/**
 * The demo league's bracket, transfer and draft history rows (schema/tournaments.ts,
 * transfers.ts, drafts.ts).
 */
import type { WarehouseDb } from '@courtside/warehouse';
import { RowWriter } from '@courtside/warehouse';
import type { DraftPick } from '../league/draft';
import type { TransferRow } from '../league/league';
import type { TournamentGameRow } from '../league/season';
import { REGION_NAMES, ROUND_NAMES } from '../league/tournaments';
import type { TournamentTeamRow } from '../league/tournaments';

const regionName = (region: number | null): string | null =>
  region === null ? null : (REGION_NAMES[region - 1] ?? `Region ${region}`);

function roundName(row: TournamentGameRow, rounds: number): string {
  if (row.kind === 'national') return ROUND_NAMES[row.round] ?? `Round ${row.round}`;
  const fromEnd = rounds - row.round;
  return fromEnd === 0
    ? 'Final'
    : fromEnd === 1
      ? 'Semifinals'
      : fromEnd === 2
        ? 'Quarterfinals'
        : `Round ${row.round}`;
}

export async function writeTournaments(
  db: WarehouseDb,
  competitionId: number,
  teams: readonly TournamentTeamRow[],
  games: readonly TournamentGameRow[],
): Promise<void> {
  const teamWriter = await RowWriter.open(db, 'tournament_teams');
  for (const t of teams) {
    teamWriter
      .int(competitionId)
      .int(t.tournamentId)
      .str(t.kind)
      .int(t.conferenceId)
      .int(t.teamId)
      .int(t.seed)
      .int(t.region)
      .str(regionName(t.region))
      .str(t.bid)
      .bool(t.firstFour)
      .end();
  }
  teamWriter.close();
  const rounds = new Map<number, number>();
  for (const g of games)
    rounds.set(g.tournamentId, Math.max(rounds.get(g.tournamentId) ?? 0, g.round));
  const gameWriter = await RowWriter.open(db, 'tournament_games');
  for (const g of games) {
    gameWriter
      .int(competitionId)
      .int(g.tournamentId)
      .str(g.kind)
      .int(g.conferenceId)
      .int(g.gameId)
      .int(g.round)
      .str(roundName(g, rounds.get(g.tournamentId) ?? g.round))
      .int(g.region)
      .str(regionName(g.region))
      .int(g.slot)
      .bool(g.firstFour)
      .int(g.highTeamId)
      .int(g.highSeed)
      .int(g.lowTeamId)
      .int(g.lowSeed)
      .int(g.winnerTeamId)
      .end();
  }
  gameWriter.close();
}

export async function writeTransfers(
  db: WarehouseDb,
  competitionId: number,
  transfers: readonly TransferRow[],
): Promise<void> {
  const writer = await RowWriter.open(db, 'transfers');
  for (const t of transfers) {
    writer
      .int(competitionId)
      .int(t.personId)
      .str(t.name)
      .str(t.classYear)
      .str(t.status)
      .bool(t.rotation)
      .int(t.fromCompetitionId)
      .int(t.fromTeamId)
      .int(t.fromPlayerId)
      .str(t.fromTeamKey)
      .int(t.fromDivision)
      .int(t.fromConferenceId)
      .int(t.toTeamId)
      .int(t.toPlayerId)
      .str(t.toTeamKey)
      .int(t.toDivision)
      .int(t.toConferenceId)
      .end();
  }
  writer.close();
}

/**
 * The draft after a competition: its `drafts` row (the draft is known) and its picks. Nothing
 * for a competition without one (the newest), whose draft stays unknown.
 */
export async function writeDraft(
  db: WarehouseDb,
  competitionId: number,
  picks: readonly DraftPick[] | null,
): Promise<void> {
  if (picks === null) return;
  const rounds = Math.max(0, ...picks.map((p) => p.round));
  await db.run('INSERT INTO drafts VALUES ($1, $2, $3)', [competitionId, picks.length, rounds]);
  const writer = await RowWriter.open(db, 'draft_picks');
  for (const p of picks) {
    writer.int(competitionId).int(p.playerId).int(p.teamId).int(p.pick).int(p.round).end();
  }
  writer.close();
}
