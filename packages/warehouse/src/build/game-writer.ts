/**
 * Writes one canonical game and the engine's facts about it into the fact tables. Appenders
 * stay open across games (one per table) because opening them per game would cost more than
 * the writing. Team lines for team_games go to a staging table and replace the box rows in one
 * statement at the end (see pbp-ingest.ts).
 */
import { gameSecond } from '@courtside/contract';
import type { CanonicalGame, GameEvent, TeamSide } from '@courtside/contract';
import type { GameFacts, TeamBoxLine } from '@courtside/engine';
import type { WarehouseDb } from '../db/connection';
import { RowWriter } from '../db/row-writer';
import { PBP_EXTRAS } from '../query/sums';
import { COUNTING_STATS } from '../schema/define';

/** A plain table (appenders need one), dropped once its rows are merged into team_games. */
export const PBP_TEAM_STAGE = 'stage_pbp_team_games';
/** The stage's stat columns, own then opponent's: the team_games columns they replace. */
export const TEAM_STAGE_STATS = [
  ...COUNTING_STATS,
  ...COUNTING_STATS.map((s) => `opp_${s}`),
  ...PBP_EXTRAS,
  ...PBP_EXTRAS.map((s) => `opp_${s}`),
];
const STAGE_COLUMNS = 8 + TEAM_STAGE_STATS.length;

/** The schema tables a game writes to. */
export const GAME_TABLES = [
  'events',
  'shots',
  'stints',
  'possessions',
  'runs',
  'player_games',
  'team_game_splits',
  'game_players',
] as const;

/** Staging table of the play-by-play team lines (split 'game'), one row per side. */
export async function createTeamStage(db: WarehouseDb): Promise<void> {
  const stats = TEAM_STAGE_STATS;
  await db.run(
    `CREATE OR REPLACE TABLE ${PBP_TEAM_STAGE} (game_id INTEGER, side VARCHAR, poss DOUBLE,
       minutes DOUBLE, periods INTEGER, neutral BOOLEAN, home_score INTEGER, away_score INTEGER,
       ${stats.map((s) => `${s} INTEGER`).join(', ')})`,
  );
}

interface EventFields {
  player: string | null;
  made: boolean | null;
  value: number | null;
  detail: string | null;
  other: string | null;
}

function eventFields(event: GameEvent): EventFields {
  const none = { player: null, made: null, value: null, detail: null, other: null };
  switch (event.type) {
    case 'shot':
      return {
        player: event.player,
        made: event.made,
        value: event.value,
        detail: event.shotType,
        other: event.assist ?? event.blockedBy,
      };
    case 'freeThrow':
      return {
        player: event.player,
        made: event.made,
        value: 1,
        detail: `${event.attempt}/${event.of}${event.technical ? ' technical' : ''}`,
        other: null,
      };
    case 'rebound':
      return {
        ...none,
        player: event.player,
        detail: `${event.offensive ? 'offensive' : 'defensive'}${event.deadBall ? ' deadball' : ''}`,
      };
    case 'turnover':
      return { ...none, player: event.player, detail: event.kind };
    case 'steal':
    case 'block':
      return { ...none, player: event.player };
    case 'foul':
      return {
        ...none,
        player: event.player,
        value: event.freeThrows,
        detail: event.kind,
        other: event.drawnBy,
      };
    case 'substitution':
      return { ...none, player: event.player, detail: event.direction };
    case 'timeout':
      return { ...none, detail: event.kind };
    case 'jumpBall':
      return { ...none, player: event.player, detail: event.outcome };
    case 'other':
      return { ...none, player: event.player };
    default:
      return none;
  }
}

/**
 * The player key stored for a game's key: `id:<roster id>` for a player the source linked to
 * its roster, else the game's own key. Sources key players per game (the NCAA adapter by side
 * and name, "home:NOLAN.WINTER"), so one player would otherwise get one key for his home games
 * and another for his away games, and every per-key aggregate (player_aggregates, lineups,
 * on/off, RAPM) would split him in two. A roster id two players of one game share (a bad
 * link) keeps both on their own keys rather than merging them.
 */
export function storedKeys(game: CanonicalGame): (key: string | null | undefined) => string | null {
  const byId = new Map<number, string[]>();
  for (const p of game.players) {
    if (p.playerId !== null) byId.set(p.playerId, [...(byId.get(p.playerId) ?? []), p.key]);
  }
  const stored = new Map<string, string>();
  for (const [playerId, keys] of byId) {
    if (keys.length === 1 && keys[0] !== undefined) stored.set(keys[0], `id:${playerId}`);
  }
  if (stored.size === 0) return (key) => key ?? null;
  return (key) => (key === null || key === undefined ? null : (stored.get(key) ?? key));
}

/**
 * The five stored keys of an on-floor list. Events of one stretch share their list object, so
 * each list is mapped once, not once per event (≈ 500 events a game × 10 players).
 */
function floorKeys(
  k: (key: string | null | undefined) => string | null,
): (floor: readonly string[] | undefined) => ReadonlyArray<string | null> {
  const none: ReadonlyArray<string | null> = [null, null, null, null, null];
  const mapped = new Map<readonly string[], ReadonlyArray<string | null>>();
  return (floor) => {
    if (floor === undefined) return none;
    let keys = mapped.get(floor);
    if (keys === undefined) {
      keys = [k(floor[0]), k(floor[1]), k(floor[2]), k(floor[3]), k(floor[4])];
      mapped.set(floor, keys);
    }
    return keys;
  };
}

export class GameWriter {
  private constructor(
    private readonly competitionId: number,
    private readonly w: Record<string, RowWriter>,
  ) {}

  static async open(db: WarehouseDb, competitionId: number): Promise<GameWriter> {
    const writers: Record<string, RowWriter> = {};
    for (const table of GAME_TABLES) writers[table] = await RowWriter.open(db, table);
    writers[PBP_TEAM_STAGE] = await RowWriter.open(db, PBP_TEAM_STAGE, STAGE_COLUMNS);
    return new GameWriter(competitionId, writers);
  }

  private writer(table: string): RowWriter {
    const writer = this.w[table];
    if (!writer) throw new Error(`No writer for ${table}`);
    return writer;
  }

  get eventsWritten(): number {
    return this.writer('events').rows;
  }

  close(): void {
    for (const writer of Object.values(this.w)) writer.close();
  }

  write(game: CanonicalGame, facts: GameFacts): void {
    const c = this.competitionId;
    const g = game.gameId;
    const teamId = (side: TeamSide | null): number | null =>
      side === null ? null : game[side].teamId;
    const other = (side: TeamSide): TeamSide => (side === 'home' ? 'away' : 'home');
    const playerIds = new Map(game.players.map((p) => [p.key, p.playerId]));
    const k = storedKeys(game);
    const floor = floorKeys(k);
    const clutch = new Set(facts.clutchSeqs);
    const wp = new Map(facts.winProbability.map((point) => [point.seq, point.home]));

    const players = this.writer('game_players');
    for (const p of game.players) {
      players
        .int(c)
        .int(g)
        .str(k(p.key))
        .str(p.side)
        .int(teamId(p.side))
        .int(p.playerId)
        .str(p.name)
        .str(p.jersey)
        .str(p.position)
        .bool(p.starter)
        .str(p.key)
        .end();
    }
    const events = this.writer('events');
    for (const event of game.events) {
      const f = eventFields(event);
      events
        .int(c)
        .int(g)
        .int(event.seq)
        .int(event.period)
        .dbl(event.clock)
        .dbl(gameSecond(game.format, event.period, event.clock))
        .str(event.type)
        .str(event.side)
        .int(teamId(event.side))
        .str(k(f.player))
        .bool(f.made)
        .int(f.value)
        .str(f.detail)
        .str(k(f.other))
        .int(event.score.home)
        .int(event.score.away)
        .bool(clutch.has(event.seq))
        .dbl(wp.get(event.seq))
        .str(event.description);
      const home = floor(event.onFloor?.home);
      const away = floor(event.onFloor?.away);
      for (let i = 0; i < 5; i += 1) events.str(home[i]);
      for (let i = 0; i < 5; i += 1) events.str(away[i]);
      events.end();
    }
    const shots = this.writer('shots');
    for (const s of facts.shots) {
      shots
        .int(c)
        .int(g)
        .int(s.seq)
        .str(s.side)
        .int(teamId(s.side))
        .str(k(s.player))
        .int(playerIds.get(s.player))
        .int(s.period)
        .dbl(s.clock)
        .bool(s.made)
        .int(s.value)
        .dbl(s.location?.x)
        .dbl(s.location?.y)
        .dbl(s.distance)
        .str(s.zone)
        .bool(s.heave)
        .bool(s.assisted)
        .str(k(s.assistedBy))
        .bool(s.blocked)
        .bool(s.clutch)
        .bool(s.deciding)
        .bool(s.tying)
        .bool(s.goAhead)
        .bool(s.gameWinner)
        .bool(s.transition)
        .end();
    }
    const stints = this.writer('stints');
    for (const s of facts.stints) {
      stints
        .int(c)
        .int(g)
        .int(s.index)
        .int(s.period)
        .dbl(s.startSecond)
        .dbl(s.endSecond)
        .int(game.home.teamId)
        .int(game.away.teamId)
        .int(s.homePts)
        .int(s.awayPts)
        .dbl(s.homePoss)
        .dbl(s.awayPoss);
      for (let i = 0; i < 5; i += 1) stints.str(k(s.home[i]));
      for (let i = 0; i < 5; i += 1) stints.str(k(s.away[i]));
      stints.end();
    }
    const possessions = this.writer('possessions');
    for (const p of facts.possessions) {
      possessions
        .int(c)
        .int(g)
        .int(p.index)
        .str(p.offense)
        .int(teamId(p.offense))
        .int(p.period)
        .dbl(p.startSecond)
        .dbl(p.endSecond)
        .int(p.startSeq)
        .int(p.endSeq)
        .int(p.points)
        .str(p.ending)
        .bool(p.transition)
        .dbl(p.weight)
        .end();
    }
    const runs = this.writer('runs');
    for (const r of facts.runs) {
      runs
        .int(c)
        .int(g)
        .str(r.side)
        .int(teamId(r.side))
        .int(r.points)
        .int(r.startSeq)
        .int(r.endSeq)
        .dbl(r.startSecond)
        .dbl(r.endSecond)
        .int(r.startScore.home)
        .int(r.startScore.away)
        .bool(r.acrossHalftime)
        .end();
    }
    const playerGames = this.writer('player_games');
    for (const p of facts.players) {
      playerGames
        .int(c)
        .int(g)
        .str(p.split)
        .str(p.side)
        .int(teamId(p.side))
        .int(teamId(other(p.side)))
        .str(k(p.key))
        .int(p.playerId)
        .str(p.name)
        .bool(p.starter)
        .dbl(p.seconds)
        .dbl(p.offPoss)
        .dbl(p.defPoss);
      for (const stat of COUNTING_STATS) playerGames.int(p[stat]);
      playerGames.int(p.pfd).int(p.plusMinus).end();
    }
    this.writeTeamLines(game, facts.teams, teamId, other);
  }

  private writeTeamLines(
    game: CanonicalGame,
    lines: readonly TeamBoxLine[],
    teamId: (side: TeamSide | null) => number | null,
    other: (side: TeamSide) => TeamSide,
  ): void {
    const c = this.competitionId;
    const g = game.gameId;
    const key = (split: string, side: TeamSide): string => `${split}|${side}`;
    const bySplit = new Map(lines.map((line) => [key(line.split, line.side), line]));
    const splits = this.writer('team_game_splits');
    const stage = this.writer(PBP_TEAM_STAGE);
    for (const line of lines) {
      const opp = bySplit.get(key(line.split, other(line.side)));
      if (!opp) continue;
      splits
        .int(c)
        .int(g)
        .str(line.split)
        .str(line.side)
        .int(teamId(line.side))
        .int(teamId(other(line.side)))
        .dbl(line.seconds)
        .dbl(line.possessions)
        .dbl(opp.possessions);
      for (const stat of COUNTING_STATS) splits.int(line[stat]);
      for (const stat of COUNTING_STATS) splits.int(opp[stat]);
      splits
        .int(line.teamOrb)
        .int(line.teamDrb)
        .int(line.teamTov)
        .int(line.fastBreakPts)
        .int(line.secondChancePts)
        .int(line.pointsOffTurnovers)
        .int(line.pointsInPaint)
        .end();
      if (line.split !== 'game') continue;
      stage
        .int(g)
        .str(line.side)
        .dbl((line.possessions + opp.possessions) / 2)
        .dbl(line.seconds / 60)
        .int(game.periods)
        .bool(game.neutralSite)
        .int(game.finalScore.home)
        .int(game.finalScore.away);
      for (const stat of COUNTING_STATS) stage.int(line[stat]);
      for (const stat of COUNTING_STATS) stage.int(opp[stat]);
      for (const l of [line, opp]) {
        stage
          .int(l.fastBreakPts)
          .int(l.secondChancePts)
          .int(l.pointsOffTurnovers)
          .int(l.pointsInPaint);
      }
      stage.end();
    }
  }
}
