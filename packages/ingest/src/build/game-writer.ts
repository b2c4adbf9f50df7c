/**
 * Writes one canonical game and the engine's facts about it into the fact tables, either
 * through DuckDB appenders (`GameWriter.open`: they stay open across games, one per table,
 * because opening them per game would cost more than the writing) or as CSV text
 * (`GameWriter.csv`: the same values at a fraction of the cost, written out as part files and
 * inserted by game-rows-loader.ts). Team lines for team_games go to a staging table and replace
 * the box rows in one statement at the end (game-tables.ts).
 */
import { join } from 'node:path';
import { gameSecond } from '@courtside/contract';
import type { CanonicalGame, GameEvent, TeamSide } from '@courtside/contract';
import type { GameFacts, TeamBoxLine } from '@courtside/engine';
import { possessionContexts, shotContexts } from '@courtside/engine';
import type { RowSink, WarehouseDb } from '@courtside/warehouse';
import { COUNT_COLUMNS, CsvRowWriter, PBP_EXTRA_FIELDS, RowWriter } from '@courtside/warehouse';
import { PBP_TEAM_STAGE, WRITTEN_TABLES, writtenColumns } from './game-tables';
import type { WrittenTable } from './game-tables';
import { eventFields, floorKeys, storedKeys, winProbabilityOf } from './game-values';
import type { EventFields } from './game-values';

export {
  GAME_TABLES,
  PBP_TEAM_STAGE,
  TEAM_STAGE_STATS,
  WRITTEN_TABLES,
  createTeamStage,
} from './game-tables';
export type { WrittenTable } from './game-tables';
export { storedKeys } from './game-values';

/**
 * Some games' rows as CSV files (csv-rows.ts), one per written table that got rows, with the
 * rows in each; GameRowsLoader inserts them.
 */
export interface GamePart {
  readonly files: Partial<Record<WrittenTable, string>>;
  readonly rows: Record<WrittenTable, number>;
}

export class GameWriter {
  protected constructor(
    private readonly competitionId: number,
    private readonly w: Readonly<Record<WrittenTable, RowSink>>,
  ) {}

  /** Appends straight into `db`'s tables (the team stage must exist: createTeamStage). */
  static async open(db: WarehouseDb, competitionId: number): Promise<GameWriter> {
    const writers = {} as Record<WrittenTable, RowSink>;
    for (const table of WRITTEN_TABLES) {
      writers[table] = await RowWriter.open(db, table, writtenColumns(table).length);
    }
    return new GameWriter(competitionId, writers);
  }

  /** Writes CSV text instead, written out as part files (CsvGameWriter.writePart). */
  static csv(competitionId: number): CsvGameWriter {
    return new CsvGameWriter(competitionId);
  }

  private writer(table: WrittenTable): RowSink {
    return this.w[table];
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
    const wp = winProbabilityOf(facts);
    const f: EventFields = { player: null, made: null, value: null, detail: null, other: null };

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
    for (let index = 0; index < game.events.length; index += 1) {
      const event = game.events[index] as GameEvent;
      eventFields(event, f);
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
        .dbl(wp(index, event.seq))
        .str(event.description);
      const home = floor(event.onFloor?.home);
      const away = floor(event.onFloor?.away);
      for (let i = 0; i < 5; i += 1) events.str(home[i]);
      for (let i = 0; i < 5; i += 1) events.str(away[i]);
      events.end();
    }
    const shots = this.writer('shots');
    const shotContext = shotContexts(game, facts.shots, facts.possessions, (key) => k(key) ?? key);
    // Each attempt carries what its event says of it (type, game second, score), so reading
    // attempts never joins a season's events.
    const eventBySeq = new Map(game.events.map((event) => [event.seq, event]));
    for (const s of facts.shots) {
      const context = shotContext.get(s.seq);
      if (context === undefined) throw new Error(`Shot ${s.seq} has no context`);
      const event = eventBySeq.get(s.seq);
      if (event === undefined) throw new Error(`Shot ${s.seq} has no event`);
      eventFields(event, f);
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
        .bool(context.secondChance)
        .bool(context.and1)
        .str(f.detail)
        .dbl(gameSecond(game.format, event.period, event.clock))
        .int(event.score.home)
        .int(event.score.away)
        // opp_team_id, game_date, full_name, assist_player_id, assist_full_name: filled once
        // the competition's games, rosters and game players are all written (sort-shots.ts).
        .int(null)
        .str(null)
        .str(null)
        .int(null)
        .str(null)
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
    const contexts = possessionContexts(facts.possessions, game.events);
    for (const p of facts.possessions) {
      const context = contexts.get(p.index);
      if (context === undefined) throw new Error(`Possession ${p.index} has no context`);
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
        .str(context.start)
        .bool(context.afterSteal)
        .bool(context.secondChance)
        .int(context.secondChancePoints)
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
      for (const stat of COUNT_COLUMNS) playerGames.int(p[stat]);
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
      for (const stat of COUNT_COLUMNS) splits.int(line[stat]);
      for (const stat of COUNT_COLUMNS) splits.int(opp[stat]);
      splits.int(line.teamOrb).int(line.teamDrb).int(line.teamTov);
      for (const field of PBP_EXTRA_FIELDS) splits.int(line[field]);
      splits.end();
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
      for (const stat of COUNT_COLUMNS) stage.int(line[stat]);
      for (const stat of COUNT_COLUMNS) stage.int(opp[stat]);
      for (const l of [line, opp]) for (const field of PBP_EXTRA_FIELDS) stage.int(l[field]);
      stage.end();
    }
  }
}

/** A GameWriter whose rows are CSV text (csv-rows.ts), written out as part files. */
export class CsvGameWriter extends GameWriter {
  private readonly text: Readonly<Record<WrittenTable, CsvRowWriter>>;
  private readonly written: Record<WrittenTable, number>;

  constructor(competitionId: number) {
    const text = {} as Record<WrittenTable, CsvRowWriter>;
    for (const table of WRITTEN_TABLES) {
      text[table] = new CsvRowWriter(table, writtenColumns(table).length);
    }
    super(competitionId, text);
    this.text = text;
    this.written = {} as Record<WrittenTable, number>;
    for (const table of WRITTEN_TABLES) this.written[table] = 0;
  }

  /** Writes the rows of the games since the last part to `<dir>/<name>.<table>.csv` files. */
  writePart(dir: string, name: string): GamePart {
    const part: GamePart = { files: {}, rows: {} as GamePart['rows'] };
    for (const table of WRITTEN_TABLES) {
      const writer = this.text[table];
      part.rows[table] = writer.rows - this.written[table];
      this.written[table] = writer.rows;
      if (writer.pending === 0) continue;
      const path = join(dir, `${name}.${table}.csv`);
      writer.writeFile(path);
      part.files[table] = path;
    }
    return part;
  }
}
