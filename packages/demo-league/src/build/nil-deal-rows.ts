/**
 * The demo league's NIL deals of a competition (league/nil-deals.ts) into `nil_deals`, once the
 * competition is rated: the deal market reads each rated player's season (box rating, minutes,
 * games, from the same rows the NIL index reads) with what only the league knows (his talent
 * that season, his following, the school's prestige and market, the team's record).
 */
import type { WarehouseDb } from '@courtside/warehouse';
import { RowWriter, nilPlayers } from '@courtside/warehouse';
import type { DemoLeague, LeagueSeason } from '../league/league';
import { drawNilDeals, followingOf, marketSizeOf } from '../league/nil-deals';
import type { NilDealCandidate } from '../league/nil-deals';
import { Rng } from '../league/random';
import type { SeasonOutcome } from '../league/season';

/** Each team's share of its played games won. */
function winShares(outcome: SeasonOutcome): Map<number, number> {
  const record = new Map<number, { won: number; played: number }>();
  const add = (teamId: number, won: boolean) => {
    const line = record.get(teamId) ?? { won: 0, played: 0 };
    line.played += 1;
    if (won) line.won += 1;
    record.set(teamId, line);
  };
  for (const game of outcome.games) {
    const result = outcome.results.get(game.gameId);
    if (result === undefined) continue;
    add(game.homeId, result.homeScore > result.awayScore);
    add(game.awayId, result.awayScore > result.homeScore);
  }
  return new Map([...record].map(([teamId, line]) => [teamId, line.won / line.played]));
}

/** Draws and writes the competition's deals; returns how many players have any. */
export async function writeNilDeals(
  db: WarehouseDb,
  league: DemoLeague,
  season: LeagueSeason,
  outcome: SeasonOutcome,
): Promise<number> {
  const { competition, teams } = season;
  const wins = winShares(outcome);
  const candidates: NilDealCandidate[] = [];
  for (const player of await nilPlayers(db, competition.id)) {
    const school = teams.byId.get(player.teamId)?.school;
    const demo = teams.teamFor(player.teamId).roster.find((p) => p.playerId === player.playerId);
    if (player.bpm === null || school === undefined || demo === undefined) continue;
    candidates.push({
      playerId: player.playerId,
      teamId: player.teamId,
      division: school.division,
      talent: demo.overall,
      bpm: player.bpm,
      minutes: player.minutes,
      games: player.games,
      position: demo.position,
      classYear: demo.classYear,
      prestige: school.prestige,
      market: marketSizeOf(league.seed, school.teamKey),
      winShare: wins.get(player.teamId) ?? 0.5,
      following: followingOf(league.seed, competition.gender, demo.personId),
    });
  }
  const draws = drawNilDeals(
    competition.gender,
    candidates,
    new Rng(league.seed, `league/${competition.gender}/nil/${competition.yearStart}`),
  );
  const writer = await RowWriter.open(db, 'nil_deals');
  for (const draw of draws) {
    writer
      .int(competition.id)
      .int(draw.playerId)
      .int(draw.teamId)
      .int(draw.deals)
      .int(draw.annualValue)
      .end();
  }
  writer.close();
  return draws.length;
}
