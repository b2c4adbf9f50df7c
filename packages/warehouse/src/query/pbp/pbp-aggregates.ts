/**
 * Play-by-play aggregates of teams and players over a scope: the zone vocabulary of their
 * attempts (zone-stats.ts) plus games and minutes with play-by-play, and for players the
 * METHODS §2 rates that need team totals (TS%, USG%, via the engine's `playerRates`) and the
 * assists they threw for twos and threes. Only play-by-play games count: a team or player
 * without any in the scope has no row.
 */
import { OPPONENT_COUNTS, SEASON_BOX_COUNT_FIELDS, playerRates } from '@courtside/engine';
import type { BoxCounts, EngineConstants, OpponentCount } from '@courtside/engine';
import { merged } from '@courtside/contract';

import type { Row, WarehouseDb } from '../../db/connection';
import { num, numOrNull, str, strOrNull } from '../../db/values';
import { exactSum } from '../exact-sum';
import { andAll, namedIdFilter } from '../named';
import { WANTED_PLAYERS_CTE, playerKeysParam } from '../player-keys';
import type { PlayerSeasonKey } from '../player-keys';
import { scopeGamesCte } from './lookups';
import type { PbpScope } from './lookups';
import { pbpShots } from './shots';
import { ZoneAccumulator } from './zone-stats';
import { storesZoneTallies, teamSideZones, zoneTallySums } from './zone-tallies';
import type { ZoneTallyFilter } from './zone-tallies';
import type { ZoneStats } from './zone-stats';

export interface PbpAggregateFilter {
  competitionId: number;
  constants: EngineConstants;
  teamId?: number | null;
  divisionId?: number | null;
  conferenceId?: number | null;
  scope?: PbpScope;
  /** Only clutch-time attempts (games are still those of the scope). */
  clutchOnly?: boolean;
}

/** Attempts per game a zone needs to count as qualified: teams 1, players 0.5. */
export const TEAM_ZONE_MIN_PER_GAME = 1;
export const PLAYER_ZONE_MIN_PER_GAME = 0.5;

export interface TeamPbpAggregate extends PbpTeam {
  isOffense: boolean;
  zones: ZoneStats;
}

export interface PbpTeam {
  teamId: number;
  teamMarket: string;
  teamName: string | null;
  conferenceId: number | null;
  divisionId: number;
  /** Play-by-play games of the scope. */
  gpPbp: number;
}

/** Teams of the filter with at least one play-by-play game in the scope, by market. */
export async function teamsWithPbpGames(
  db: WarehouseDb,
  filter: Omit<PbpAggregateFilter, 'constants' | 'clutchOnly'>,
): Promise<PbpTeam[]> {
  const rows = await db.all(
    `WITH ${scopeGamesCte(filter.scope ?? 'season')}
     SELECT t.team_id, t.team_market, t.team_name, t.conference_id, t.division_id, count(*) AS gp
     FROM scope_games sg JOIN teams t ON t.competition_id = $competitionId AND t.team_id = sg.team_id
     WHERE ($teamId::INTEGER IS NULL OR t.team_id = $teamId::INTEGER)
       AND ($divisionId::INTEGER IS NULL OR t.division_id = $divisionId::INTEGER)
       AND ($conferenceId::INTEGER IS NULL OR t.conference_id = $conferenceId::INTEGER)
     GROUP BY ALL ORDER BY t.team_market`,
    {
      competitionId: filter.competitionId,
      teamId: filter.teamId ?? null,
      divisionId: filter.divisionId ?? null,
      conferenceId: filter.conferenceId ?? null,
    },
  );
  return rows.map((row) => ({
    teamId: num(row, 'team_id'),
    teamMarket: str(row, 'team_market'),
    teamName: strOrNull(row, 'team_name'),
    conferenceId: numOrNull(row, 'conference_id'),
    divisionId: num(row, 'division_id'),
    gpPbp: num(row, 'gp'),
  }));
}

export async function teamPbpAggregates(
  db: WarehouseDb,
  filter: PbpAggregateFilter,
): Promise<TeamPbpAggregate[]> {
  const scope = filter.scope ?? 'season';
  const teams = await teamsWithPbpGames(db, filter);
  if (teams.length === 0) return [];
  const [byOffense, byDefense] = await teamSideZones(
    db,
    {
      competitionId: filter.competitionId,
      constants: filter.constants,
      teamId: filter.teamId ?? null,
      divisionId: filter.divisionId ?? null,
      conferenceId: filter.conferenceId ?? null,
      scope,
      clutchOnly: filter.clutchOnly ?? false,
    },
    false,
    (_gameId, teamId) => teamId,
  );
  const out: TeamPbpAggregate[] = [];
  for (const team of teams) {
    for (const isOffense of [true, false]) {
      const group = (isOffense ? byOffense : byDefense).get(team.teamId);
      const zones = (group ?? new ZoneAccumulator(filter.constants)).finish(
        team.gpPbp,
        TEAM_ZONE_MIN_PER_GAME,
      );
      out.push({ ...team, isOffense, zones });
    }
  }
  return out;
}

export interface PlayerPbpAggregate {
  playerId: number;
  teamId: number;
  teamMarket: string;
  conferenceId: number | null;
  fullName: string;
  gpPbp: number;
  minsPbp: number;
  ptsScored: number;
  tsPct: number | null;
  usagePct: number | null;
  /** Assists that led to made twos / threes, and the points they created with their own. */
  ast: number;
  ast2: number;
  ast3: number;
  ptsCreated: number;
  zones: ZoneStats;
}

function boxCounts(row: Row, prefix: string): BoxCounts {
  const out = {} as Record<keyof BoxCounts, number>;
  for (const stat of SEASON_BOX_COUNT_FIELDS) out[stat] = num(row, `${prefix}${stat}`);
  return out;
}

export interface PlayerPbpFilter extends PbpAggregateFilter {
  playerId?: number | null;
  /** Only these players' seasons at those teams (a season's few hundred of its thousands). */
  players?: readonly PlayerSeasonKey[];
}

export async function playerPbpAggregates(
  db: WarehouseDb,
  filter: PlayerPbpFilter,
): Promise<PlayerPbpAggregate[]> {
  const scope = filter.scope ?? 'season';
  const stats = SEASON_BOX_COUNT_FIELDS;
  // Only the ids the filter names, as comparisons pushed into the scans (named.ts).
  const named = namedIdFilter(filter, {
    teamId: 'pg.team_id = $teamId',
    playerId: 'pg.player_id = $playerId',
    divisionId: 't.division_id = $divisionId',
    conferenceId: 't.conference_id = $conferenceId',
  });
  const onlyPlayers = filter.players !== undefined;
  const rows = await db.all(
    `WITH ${scopeGamesCte(scope)}${onlyPlayers ? `, ${WANTED_PLAYERS_CTE}` : ''}
     SELECT pg.player_id, pg.team_id, t.team_market, t.conference_id,
       coalesce(any_value(p.full_name), any_value(pg.name)) AS full_name,
       count(*) AS gp, ${exactSum('pg.seconds')} AS seconds,
       ${stats.map((s) => `sum(pg.${s})::DOUBLE AS ${s}`).join(', ')},
       ${stats.map((s) => `sum(tm.${s})::DOUBLE AS tm_${s}`).join(', ')},
       count(*) AS tm_games, ${exactSum('tm.seconds')} * 5 / 60 AS tm_minutes,
       ${exactSum('tm.poss')} AS tm_poss,
       ${OPPONENT_COUNTS.map((s) => `sum(tm.opp_${s})::DOUBLE AS opp_${s}`).join(', ')},
       ${exactSum('tm.opp_poss')} AS opp_poss
     FROM player_games pg
     ${onlyPlayers ? 'SEMI JOIN wanted_players w ON w.team_id = pg.team_id AND w.player_id = pg.player_id' : ''}
     JOIN scope_games sg ON sg.game_id = pg.game_id AND sg.team_id = pg.team_id
     JOIN team_game_splits tm ON tm.competition_id = pg.competition_id AND tm.game_id = pg.game_id
       AND tm.side = pg.side AND tm.split = 'game'
     JOIN teams t ON t.competition_id = pg.competition_id AND t.team_id = pg.team_id
     LEFT JOIN players p ON p.competition_id = $competitionId AND p.player_id = pg.player_id
     WHERE pg.competition_id = $competitionId AND pg.split = 'game' AND pg.player_id IS NOT NULL
       AND pg.seconds > 0 ${andAll(named.conditions)}
     GROUP BY pg.player_id, pg.team_id, t.team_market, t.conference_id
     ORDER BY t.team_market, full_name`,
    merged(
      onlyPlayers
        ? { competitionId: filter.competitionId, playerKeys: playerKeysParam(filter.players ?? []) }
        : { competitionId: filter.competitionId },
      named.params,
    ),
  );
  if (rows.length === 0) return [];
  const zonesByPlayer = await playerZones(db, {
    competitionId: filter.competitionId,
    constants: filter.constants,
    teamId: filter.teamId ?? null,
    playerId: filter.playerId ?? null,
    players: filter.players,
    divisionId: filter.divisionId ?? null,
    conferenceId: filter.conferenceId ?? null,
    scope,
    clutchOnly: filter.clutchOnly ?? false,
  });
  return rows.map((row): PlayerPbpAggregate => {
    const playerId = num(row, 'player_id');
    const teamId = num(row, 'team_id');
    const gp = num(row, 'gp');
    const minutes = num(row, 'seconds') / 60;
    const stats = boxCounts(row, '');
    const rates = playerRates({
      playerId,
      teamId,
      position: null,
      games: gp,
      minutes,
      stats,
      team: {
        ...boxCounts(row, 'tm_'),
        games: num(row, 'tm_games'),
        minutes: num(row, 'tm_minutes'),
        poss: num(row, 'tm_poss'),
      },
      opponent: {
        ...(Object.fromEntries(
          OPPONENT_COUNTS.map((stat) => [stat, num(row, `opp_${stat}`)]),
        ) as Record<OpponentCount, number>),
        poss: num(row, 'opp_poss'),
      },
    });
    const found = zonesByPlayer.get(`${teamId}:${playerId}`);
    const thrown = found ?? { ast2: 0, ast3: 0 };
    const accumulator = found?.zones ?? new ZoneAccumulator(filter.constants);
    return {
      playerId,
      teamId,
      teamMarket: str(row, 'team_market'),
      conferenceId: numOrNull(row, 'conference_id'),
      fullName: str(row, 'full_name'),
      gpPbp: gp,
      minsPbp: minutes,
      ptsScored: stats.pts,
      tsPct: rates.tsPct,
      usagePct: rates.usagePct,
      ast: stats.ast,
      ast2: thrown.ast2,
      ast3: thrown.ast3,
      ptsCreated: stats.pts + 2 * thrown.ast2 + 3 * thrown.ast3,
      zones: accumulator.finish(gp, PLAYER_ZONE_MIN_PER_GAME),
    };
  });
}

interface PlayerZones {
  zones: ZoneAccumulator;
  /** Assists the player threw on made twos and threes. */
  ast2: number;
  ast3: number;
}

/**
 * Each player's attempts and assists thrown, by `teamId:playerId`, from the stored tallies or
 * counted shot by shot (the passer's team is the shooter's).
 */
async function playerZones(
  db: WarehouseDb,
  filter: ZoneTallyFilter,
): Promise<Map<string, PlayerZones>> {
  const out = new Map<string, PlayerZones>();
  if (await storesZoneTallies(db, filter.competitionId, filter.constants)) {
    for (const sum of await zoneTallySums(db, filter, { player: true })) {
      out.set(`${sum.teamId}:${sum.playerId}`, sum);
    }
    return out;
  }
  // Every attempt of the filter's teams: a player's assists are on his teammates' attempts.
  const shots = await pbpShots(db, { ...filter, playerId: null, isOffense: true });
  const key = (playerId: number | null, teamId: number | null): string | null =>
    playerId === null || teamId === null ? null : `${teamId}:${playerId}`;
  const entry = (id: string): PlayerZones => {
    let found = out.get(id);
    if (found === undefined) {
      found = { zones: new ZoneAccumulator(filter.constants), ast2: 0, ast3: 0 };
      out.set(id, found);
    }
    return found;
  };
  const everyShooter = filter.playerId === undefined || filter.playerId === null;
  for (const shot of shots) {
    const shooter = key(shot.playerId, shot.teamId);
    if (shooter !== null && (everyShooter || shot.playerId === filter.playerId)) {
      entry(shooter).zones.add(shot);
    }
    if (!shot.made || !shot.assisted) continue;
    const passer = key(shot.assistPlayerId, shot.teamId);
    if (passer === null) continue;
    if (shot.value === 3) entry(passer).ast3 += 1;
    else entry(passer).ast2 += 1;
  }
  return out;
}
