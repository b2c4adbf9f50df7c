/**
 * One season of one gender, played round by round: the whole regular season first (its games do
 * not depend on each other), then the conference tournaments a round at a time (results decide
 * who plays next), then the national tournament: selection, the First Four, and the bracket to a
 * champion. `play` runs a batch of games (the simulator, in worker threads) and returns their
 * scores; tests pass a quick stand-in to check the structure without simulating.
 */
import { conferenceTournamentId } from '@courtside/contract';
import type { Gender } from '@courtside/contract';
import { addDays, seasonCalendar } from './calendar';
import type { Division } from './identity';
import { hash32 } from './random';
import type { Rng } from './random';
import { scaleProblem } from './scale';
import type { LeagueScale } from './scale';
import { GameIds, regularSeason } from './schedule';
import type { ScheduledGame, ScheduleTeam } from './schedule';
import { GAME_ID_UNIT, idBase } from './teams';
import type { SeasonTeams } from './teams';
import {
  conferenceBracket,
  conferenceSeeds,
  nationalBracket,
  nationalTournamentId,
  selectNationalField,
} from './tournaments';
import type { TeamRecord, TournamentKind, TournamentTeamRow } from './tournaments';
import type { Knockout, KnockoutGame } from './knockout';

export interface GameResult {
  readonly gameId: number;
  readonly homeScore: number;
  readonly awayScore: number;
}

export type PlayRound = (
  games: readonly ScheduledGame[],
) => Promise<ReadonlyMap<number, GameResult>>;

export interface TournamentGameRow {
  readonly tournamentId: number;
  readonly kind: TournamentKind;
  readonly conferenceId: number | null;
  readonly gameId: number;
  readonly round: number;
  readonly region: number | null;
  readonly slot: number;
  readonly firstFour: boolean;
  readonly highTeamId: number;
  readonly highSeed: number;
  readonly lowTeamId: number;
  readonly lowSeed: number;
  readonly winnerTeamId: number;
}

export interface SeasonOutcome {
  readonly games: readonly ScheduledGame[];
  readonly results: ReadonlyMap<number, GameResult>;
  readonly tournamentTeams: readonly TournamentTeamRow[];
  readonly tournamentGames: readonly TournamentGameRow[];
  /** The national champion (null when the scale has no national bracket teams). */
  readonly champion: number | null;
}

export interface SeasonInput {
  readonly competitionId: number;
  readonly gender: Gender;
  readonly seasonStartYear: number;
  readonly teams: SeasonTeams;
  readonly scale: LeagueScale;
  readonly rng: Rng;
  readonly play: PlayRound;
}

const winnerOf = (game: ScheduledGame, result: GameResult | undefined): number => {
  if (!result) throw new Error(`Game ${game.gameId} was not played`);
  return result.homeScore > result.awayScore ? game.homeId : game.awayId;
};

function standings(
  games: readonly ScheduledGame[],
  results: ReadonlyMap<number, GameResult>,
): Map<number, TeamRecord> {
  const records = new Map<number, TeamRecord>();
  const of = (id: number): TeamRecord => {
    let record = records.get(id);
    if (!record) {
      record = { wins: 0, losses: 0, confWins: 0, confLosses: 0, confMargin: 0 };
      records.set(id, record);
    }
    return record;
  };
  for (const game of games) {
    const result = results.get(game.gameId);
    if (!result) continue;
    const homeWon = result.homeScore > result.awayScore;
    const home = of(game.homeId);
    const away = of(game.awayId);
    (homeWon ? home : away).wins += 1;
    (homeWon ? away : home).losses += 1;
    if (game.conferenceGame && !game.confTournament) {
      (homeWon ? home : away).confWins += 1;
      (homeWon ? away : home).confLosses += 1;
      home.confMargin += result.homeScore - result.awayScore;
      away.confMargin += result.awayScore - result.homeScore;
    }
  }
  return records;
}

export async function playSeason(input: SeasonInput): Promise<SeasonOutcome> {
  const { teams, scale, rng, play, gender, seasonStartYear } = input;
  const problem = scaleProblem(scale);
  if (problem !== null)
    throw new Error(`The ${scale.name} demo scale cannot be played: ${problem}`);
  const calendar = seasonCalendar(seasonStartYear, gender);
  const ids = new GameIds(idBase(seasonStartYear, gender, GAME_ID_UNIT) + 1);
  const scheduleTeams: ScheduleTeam[] = teams.teams.map((t) => ({
    teamId: t.teamId,
    division: t.school.division,
    conferenceId: t.school.conferenceId,
    conferenceIndex: t.school.conferenceIndex,
    prestige: t.school.prestige,
  }));
  const teamInfo = new Map(scheduleTeams.map((t) => [t.teamId, t]));
  const games: ScheduledGame[] = regularSeason(rng.fork('schedule'), {
    teams: scheduleTeams,
    shapes: scale.divisions,
    calendar,
    gender,
    ids,
  });
  const results = new Map<number, GameResult>();
  const playBatch = async (batch: readonly ScheduledGame[]): Promise<void> => {
    if (batch.length === 0) return;
    for (const [id, result] of await play(batch)) results.set(id, result);
  };
  await playBatch(games);
  const regular = standings(games, results);

  // Conference tournaments (the best teams by conference record), all conferences' round k together.
  const tournamentTeams: TournamentTeamRow[] = [];
  const tournamentGames: TournamentGameRow[] = [];
  const conferences = new Map<number, number[]>();
  for (const t of scheduleTeams)
    conferences.set(t.conferenceId, [...(conferences.get(t.conferenceId) ?? []), t.teamId]);
  const tieBreak = (id: number): number => hash32(`${rng.seed}|${input.competitionId}|${id}`);
  const brackets: Array<{ conferenceId: number; knockout: Knockout }> = [];
  for (const [conferenceId, members] of conferences) {
    const division = teamInfo.get(members[0] ?? 0)?.division ?? 1;
    const field = scale.divisions[division].conferenceTournamentField ?? members.length;
    const seeded = conferenceSeeds(members, regular, tieBreak).slice(0, field);
    seeded.forEach((teamId, index) =>
      tournamentTeams.push({
        tournamentId: conferenceTournamentId(conferenceId),
        kind: 'conference',
        conferenceId,
        teamId,
        seed: index + 1,
        region: null,
        bid: null,
        firstFour: false,
      }),
    );
    if (seeded.length >= 2) brackets.push({ conferenceId, knockout: conferenceBracket(seeded) });
  }
  const champions = new Map<number, number>();
  const maxRounds = Math.max(0, ...brackets.map((b) => b.knockout.roundsLeft));
  for (let r = 0; r < maxRounds; r += 1) {
    // Rounds end together on the day before Selection Sunday.
    const date = addDays(calendar.selectionSunday, r - maxRounds);
    const batch: Array<{
      conferenceId: number;
      knockout: Knockout;
      game: KnockoutGame;
      scheduled: ScheduledGame;
    }> = [];
    for (const bracket of brackets) {
      if (bracket.knockout.done || bracket.knockout.roundsLeft < maxRounds - r) continue;
      for (const game of bracket.knockout.games()) {
        batch.push({
          ...bracket,
          game,
          scheduled: {
            gameId: ids.take(),
            date,
            homeId: game.high.teamId,
            awayId: game.low.teamId,
            neutral: true,
            kind: 'conferenceTournament',
            conferenceGame: true,
            confTournament: true,
          },
        });
      }
    }
    await playBatch(batch.map((b) => b.scheduled));
    games.push(...batch.map((b) => b.scheduled));
    for (const bracket of brackets) {
      if (bracket.knockout.done || bracket.knockout.roundsLeft < maxRounds - r) continue;
      const mine = batch.filter((b) => b.knockout === bracket.knockout);
      const winners = new Map(
        mine.map((b) => [b.game.slot, winnerOf(b.scheduled, results.get(b.scheduled.gameId))]),
      );
      for (const b of mine)
        tournamentGames.push(
          tournamentGameRow(
            b.scheduled,
            b.game,
            conferenceTournamentId(bracket.conferenceId),
            'conference',
            bracket.conferenceId,
            null,
            winners.get(b.game.slot) ?? 0,
          ),
        );
      bracket.knockout.advance(winners);
      if (bracket.knockout.champion)
        champions.set(bracket.conferenceId, bracket.knockout.champion.teamId);
    }
  }

  const champion = await playNational(input, {
    calendar,
    ids,
    games,
    results,
    playBatch,
    teamInfo,
    champions,
    tournamentTeams,
    tournamentGames,
  });
  return { games, results, tournamentTeams, tournamentGames, champion };
}

function tournamentGameRow(
  scheduled: ScheduledGame,
  game: KnockoutGame,
  tournamentId: number,
  kind: TournamentKind,
  conferenceId: number | null,
  region: number | null,
  winnerTeamId: number,
): TournamentGameRow {
  return {
    tournamentId,
    kind,
    conferenceId,
    gameId: scheduled.gameId,
    round: game.round,
    region,
    slot: game.slot,
    firstFour: game.round === 0,
    highTeamId: game.high.teamId,
    highSeed: game.high.seed,
    lowTeamId: game.low.teamId,
    lowSeed: game.low.seed,
    winnerTeamId,
  };
}

interface NationalContext {
  readonly calendar: ReturnType<typeof seasonCalendar>;
  readonly ids: GameIds;
  readonly games: ScheduledGame[];
  readonly results: Map<number, GameResult>;
  readonly playBatch: (batch: readonly ScheduledGame[]) => Promise<void>;
  readonly teamInfo: ReadonlyMap<number, ScheduleTeam>;
  readonly champions: ReadonlyMap<number, number>;
  readonly tournamentTeams: TournamentTeamRow[];
  readonly tournamentGames: TournamentGameRow[];
}

async function playNational(input: SeasonInput, context: NationalContext): Promise<number | null> {
  const { teams, scale, gender, seasonStartYear, competitionId } = input;
  const shape = scale.bracket;
  const division1 = [...context.teamInfo.values()].filter((t) => t.division === (1 as Division));
  const records = standings(context.games, context.results);
  const tournamentId = nationalTournamentId(competitionId, gender, seasonStartYear + 1);
  const autoBids = division1
    .map((t) => t.conferenceId)
    .filter((id, i, all) => all.indexOf(id) === i)
    .map((conferenceId) => context.champions.get(conferenceId))
    .filter((id): id is number => id !== undefined);
  const field = selectNationalField(
    tournamentId,
    shape,
    autoBids,
    division1.map((t) => {
      const r = records.get(t.teamId);
      const games = r ? r.wins + r.losses : 0;
      const pct = r && games > 0 ? r.wins / games : 0.5;
      // The committee's eye: hidden strength (points per 100) plus record.
      return {
        teamId: t.teamId,
        conferenceId: t.conferenceId,
        score: teams.hiddenStrength(t.teamId) + 12 * (pct - 0.5),
      };
    }),
  );
  context.tournamentTeams.push(...field.teams);
  const regionOfSlot = (slotIndex: number, roundSize: number): number | null => {
    const perRegion = roundSize / shape.regions;
    // A game inside one region needs two of its slots; the Final Four and the final span regions.
    return perRegion >= 2 ? Math.floor(slotIndex / perRegion) + 1 : null;
  };
  const round = async (
    pairs: Array<{ game: KnockoutGame; region: number | null }>,
    days: readonly string[],
  ): Promise<Map<number, number>> => {
    const scheduled = pairs.map(({ game, region }) => ({
      gameId: context.ids.take(),
      date:
        days[region !== null && region > shape.regions / 2 ? days.length - 1 : 0] ??
        context.calendar.selectionSunday,
      homeId: game.high.teamId,
      awayId: game.low.teamId,
      neutral: true,
      kind: 'national' as const,
      conferenceGame:
        context.teamInfo.get(game.high.teamId)?.conferenceId ===
        context.teamInfo.get(game.low.teamId)?.conferenceId,
      confTournament: false,
    }));
    await context.playBatch(scheduled);
    context.games.push(...scheduled);
    const winners = new Map<number, number>();
    pairs.forEach(({ game, region }, i) => {
      const game_ = scheduled[i] as ScheduledGame;
      const winner = winnerOf(game_, context.results.get(game_.gameId));
      winners.set(game.slot, winner);
      context.tournamentGames.push(
        tournamentGameRow(game_, game, tournamentId, 'national', null, region, winner),
      );
    });
    return winners;
  };

  // First Four: the game's slot is the region slot its winner fills.
  const firstFour = await round(
    field.playIns.map((p) => ({
      game: { round: 0, slot: p.slotIndex, high: p.teams[0], low: p.teams[1] },
      region: p.region,
    })),
    input.scale.bracket.firstFourGames > 0 ? (context.calendar.nationalRounds[0] ?? []) : [],
  );
  const bracket = nationalBracket(field, firstFour);
  // A smaller bracket starts later (16 slots: the Sweet 16), so round numbers keep their meaning.
  const totalSlots = shape.regions * shape.seedsPerRegion;
  let roundNumber = 7 - Math.log2(totalSlots);
  while (!bracket.done) {
    const size = 2 ** bracket.roundsLeft;
    const games = bracket.games().map((game) => ({
      game: { ...game, round: roundNumber },
      region: regionOfSlot(game.slot * 2, size),
    }));
    const winners = await round(games, context.calendar.nationalRounds[roundNumber] ?? []);
    bracket.advance(winners);
    roundNumber += 1;
  }
  return bracket.champion?.teamId ?? null;
}
