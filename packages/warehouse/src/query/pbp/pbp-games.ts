/**
 * The zone vocabulary per game: a team's attempts and its opponents' in each play-by-play game
 * (two rows, isOffense), and each player's attempts per game. Box-only games have no attempts
 * and give no rows.
 */
import type { EngineConstants } from '@courtside/engine';
import type { WarehouseDb } from '../../db/connection';
import { bool, num, numOrNull, str, strOrNull } from '../../db/values';
import { PLAYER_ZONE_MIN_PER_GAME, TEAM_ZONE_MIN_PER_GAME } from './pbp-aggregates';
import { pbpShots } from './shots';
import { accumulateZones, ZoneAccumulator } from './zone-stats';
import { storesZoneTallies, teamSideZones, zoneTallySums } from './zone-tallies';
import type { ZoneTallyFilter } from './zone-tallies';
import type { ZoneStats } from './zone-stats';

export interface GamePbpFilter {
  competitionId: number;
  constants: EngineConstants;
  teamId?: number | null;
  gameId?: number | null;
}

export interface TeamGamePbp {
  gameId: number;
  gameDate: string | null;
  teamId: number;
  teamMarket: string;
  teamIdAgst: number | null;
  teamMarketAgst: string;
  isHome: boolean;
  isNeutral: boolean;
  isWin: boolean;
  isOffense: boolean;
  ptsScored: number | null;
  ptsAgst: number | null;
  poss: number | null;
  zones: ZoneStats;
}

export async function teamGamePbpStats(
  db: WarehouseDb,
  filter: GamePbpFilter,
): Promise<TeamGamePbp[]> {
  const games = await db.all(
    `SELECT tg.game_id, strftime(tg.game_date, '%Y-%m-%d') AS date, tg.team_id, t.team_market,
       tg.opp_team_id, tg.opp_name, tg.site, tg.is_win, tg.pts, tg.opp_pts, tg.poss
     FROM team_games tg JOIN teams t ON t.competition_id = tg.competition_id AND t.team_id = tg.team_id
     WHERE tg.competition_id = $competitionId AND tg.coverage = 'pbp'
       AND ($teamId::INTEGER IS NULL OR tg.team_id = $teamId::INTEGER)
       AND ($gameId::INTEGER IS NULL OR tg.game_id = $gameId::INTEGER)
     ORDER BY tg.game_date NULLS LAST, tg.game_id, tg.side DESC`,
    {
      competitionId: filter.competitionId,
      teamId: filter.teamId ?? null,
      gameId: filter.gameId ?? null,
    },
  );
  if (games.length === 0) return [];
  const [byOffense, byDefense] = await teamSideZones(
    db,
    {
      competitionId: filter.competitionId,
      constants: filter.constants,
      teamId: filter.teamId ?? null,
      gameId: filter.gameId ?? null,
    },
    true,
    (gameId, teamId) => `${gameId}:${teamId}`,
  );
  const out: TeamGamePbp[] = [];
  for (const row of games) {
    const gameId = num(row, 'game_id');
    const teamId = num(row, 'team_id');
    const site = str(row, 'site');
    for (const isOffense of [true, false]) {
      const group = (isOffense ? byOffense : byDefense).get(`${gameId}:${teamId}`);
      out.push({
        gameId,
        gameDate: strOrNull(row, 'date'),
        teamId,
        teamMarket: str(row, 'team_market'),
        teamIdAgst: numOrNull(row, 'opp_team_id'),
        teamMarketAgst: str(row, 'opp_name'),
        isHome: site === 'home',
        isNeutral: site === 'neutral',
        isWin: bool(row, 'is_win'),
        isOffense,
        ptsScored: numOrNull(row, 'pts'),
        ptsAgst: numOrNull(row, 'opp_pts'),
        poss: numOrNull(row, 'poss'),
        zones: (group ?? new ZoneAccumulator(filter.constants)).finish(1, TEAM_ZONE_MIN_PER_GAME),
      });
    }
  }
  return out;
}

export interface PlayerGamePbp {
  gameId: number;
  gameDate: string | null;
  playerId: number;
  fullName: string;
  teamId: number;
  teamIdAgst: number | null;
  isHome: boolean;
  isWin: boolean;
  isStarter: boolean;
  mins: number;
  ptsScored: number;
  zones: ZoneStats;
}

export async function playerGamePbpStats(
  db: WarehouseDb,
  filter: GamePbpFilter & { playerId?: number | null },
): Promise<PlayerGamePbp[]> {
  const rows = await db.all(
    `SELECT pg.game_id, strftime(tg.game_date, '%Y-%m-%d') AS date, pg.player_id,
       coalesce(p.full_name, pg.name) AS full_name, pg.team_id, pg.opp_team_id, tg.site, tg.is_win,
       pg.starter, pg.seconds, pg.pts
     FROM player_games pg
     JOIN team_games tg ON tg.competition_id = pg.competition_id AND tg.game_id = pg.game_id AND tg.side = pg.side
     LEFT JOIN players p ON p.competition_id = $competitionId AND p.player_id = pg.player_id
     WHERE pg.competition_id = $competitionId AND pg.split = 'game' AND pg.seconds > 0
       AND pg.player_id IS NOT NULL AND pg.team_id IS NOT NULL
       AND ($teamId::INTEGER IS NULL OR pg.team_id = $teamId::INTEGER)
       AND ($gameId::INTEGER IS NULL OR pg.game_id = $gameId::INTEGER)
       AND ($playerId::INTEGER IS NULL OR pg.player_id = $playerId::INTEGER)
     ORDER BY tg.game_date NULLS LAST, pg.game_id, pg.side, full_name`,
    {
      competitionId: filter.competitionId,
      teamId: filter.teamId ?? null,
      gameId: filter.gameId ?? null,
      playerId: filter.playerId ?? null,
    },
  );
  if (rows.length === 0) return [];
  const groups = await playerGameZones(db, {
    competitionId: filter.competitionId,
    constants: filter.constants,
    teamId: filter.teamId ?? null,
    gameId: filter.gameId ?? null,
    playerId: filter.playerId ?? null,
  });
  return rows.map((row): PlayerGamePbp => {
    const gameId = num(row, 'game_id');
    const playerId = num(row, 'player_id');
    const group = groups.get(`${gameId}:${playerId}`) ?? new ZoneAccumulator(filter.constants);
    return {
      gameId,
      gameDate: strOrNull(row, 'date'),
      playerId,
      fullName: str(row, 'full_name'),
      teamId: num(row, 'team_id'),
      teamIdAgst: numOrNull(row, 'opp_team_id'),
      isHome: str(row, 'site') === 'home',
      isWin: bool(row, 'is_win'),
      isStarter: bool(row, 'starter'),
      mins: num(row, 'seconds') / 60,
      ptsScored: num(row, 'pts'),
      zones: group.finish(1, PLAYER_ZONE_MIN_PER_GAME),
    };
  });
}

type ZonesByGame = Map<string, ZoneAccumulator>;

/** Each player's attempts per game, by `gameId:playerId`, stored or counted shot by shot. */
async function playerGameZones(db: WarehouseDb, filter: ZoneTallyFilter): Promise<ZonesByGame> {
  if (await storesZoneTallies(db, filter.competitionId, filter.constants)) {
    const sums = await zoneTallySums(db, filter, { game: true, player: true });
    return new Map(sums.map((sum) => [`${sum.gameId}:${sum.playerId}`, sum.zones]));
  }
  const shots = await pbpShots(db, { ...filter, isOffense: true });
  return accumulateZones(shots, filter.constants, (s) =>
    s.playerId === null ? null : `${s.gameId}:${s.playerId}`,
  );
}
