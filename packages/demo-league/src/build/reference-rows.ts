/**
 * The reference rows a demo competition starts with, in the warehouse's own vocabulary:
 * conferences (whole file), the competition, its teams (with the colours, venue and nickname the
 * NCAA datasets lack) and its rosters. The demo knows who its people are, so `person_id` is the
 * true person (the player id of his first season in the file) with confidence 1, and no name
 * linking runs.
 */
import type { Competition } from '@courtside/contract';
import type { WarehouseDb } from '@courtside/warehouse';
import { RowWriter } from '@courtside/warehouse';
import type { FeaturedPlayer } from '../league/featured';
import type { DemoConference } from '../league/identity';
import type { SeasonTeams } from '../league/teams';

export async function writeConferences(
  db: WarehouseDb,
  conferences: readonly DemoConference[],
): Promise<void> {
  const writer = await RowWriter.open(db, 'conferences');
  for (const c of conferences) {
    writer.int(c.conferenceId).str(c.shortName).str(c.longName).str(c.abb).int(c.division).end();
  }
  writer.close();
}

export async function writeCompetition(db: WarehouseDb, competition: Competition): Promise<void> {
  await db.run('INSERT INTO competitions VALUES ($1, $2, $3, $4, $5, $6)', [
    competition.id,
    competition.gender,
    competition.yearEnd,
    competition.yearStart,
    competition.label,
    competition.shortLabel,
  ]);
}

/** "6-3" */
export const heightLabel = (inches: number): string => `${Math.floor(inches / 12)}-${inches % 12}`;

/** The normalized name the NCAA linking uses (lower-case letters only, suffixes dropped). */
export const nameKey = (fullName: string): string =>
  fullName
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .replace(/ (jr|sr|ii|iii|iv|v)$/, '')
    .replace(/ /g, '');

export async function writeTeamsAndPlayers(
  db: WarehouseDb,
  teams: SeasonTeams,
  conferenceNames: ReadonlyMap<number, string>,
): Promise<{ teams: number; players: number }> {
  const teamWriter = await RowWriter.open(db, 'teams');
  const playerWriter = await RowWriter.open(db, 'players');
  for (const seasonTeam of teams.teams) {
    const team = teams.teamFor(seasonTeam.teamId);
    teamWriter
      .int(teams.competitionId)
      .int(team.teamId)
      .str(team.market)
      .str(team.nickname)
      .str(team.teamKey)
      .str(teams.gender)
      .int(team.division)
      .int(team.conferenceId)
      .str(conferenceNames.get(team.conferenceId) ?? null)
      .int(null)
      .str(team.colorPrimary)
      .str(team.colorSecondary)
      .str(team.venue)
      .int(0)
      .end();
    for (const player of team.roster) {
      const fullName = `${player.firstName} ${player.lastName}`;
      playerWriter
        .int(teams.competitionId)
        .int(player.playerId)
        .int(team.teamId)
        .int(player.personId)
        .dbl(1)
        .str(fullName)
        .str(player.firstName)
        .str(player.lastName)
        .str(`${player.firstName}.${player.lastName}`.toUpperCase())
        .str(nameKey(fullName))
        .str(player.jersey)
        .str(player.classYear)
        .str(player.position)
        .int(player.heightIn)
        .str(heightLabel(player.heightIn))
        .str(player.hometown)
        .str(null)
        .int(null)
        .int(null)
        .end();
    }
  }
  const counts = { teams: teamWriter.rows, players: playerWriter.rows };
  teamWriter.close();
  playerWriter.close();
  return counts;
}

/** The competition's featured players (schema/featured.ts), in slot order. */
export async function writeFeaturedPlayers(
  db: WarehouseDb,
  featured: readonly FeaturedPlayer[],
): Promise<void> {
  const writer = await RowWriter.open(db, 'featured_players');
  for (const p of [...featured].sort((a, b) => a.slot - b.slot)) {
    writer
      .int(p.competitionId)
      .int(p.playerId)
      .int(p.personId)
      .int(p.teamId)
      .str(`${p.firstName} ${p.lastName}`)
      .int(p.slot)
      .end();
  }
  writer.close();
}
