/**
 * Shape checks of the user-bracket API's replies (schemas/user-brackets in the contract). The
 * web bundle carries no zod, so replies are checked by hand: a reply of the wrong shape fails as
 * a request error rather than reaching the picker half-formed.
 */
import {
  BRACKET_PICK_STATUSES,
  isBracketScoringSystemId,
  type BracketLayout,
  type BracketLayoutGame,
  type BracketLayoutTeam,
  type BracketLeaderboard,
  type BracketLeaderboardRow,
  type BracketPickStatus,
  type BracketScore,
  type BracketScoringSystemId,
  type BracketSide,
  type SharedBracket,
  type UserBracket,
} from '@courtside/contract';

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isCount = (value: unknown): value is number =>
  isNumber(value) && Number.isInteger(value) && value >= 0;
const isId = (value: unknown): value is number => isCount(value) && value > 0;
const isString = (value: unknown): value is string => typeof value === 'string';
const isStringOrNull = (value: unknown): value is string | null =>
  value === null || isString(value);
const isChance = (value: unknown): value is number => isNumber(value) && value >= 0 && value <= 1;

function unexpected(what: string): never {
  throw new Error(`Unexpected reply: not ${what}`);
}

function objectOf(value: unknown, what: string): Fields {
  return isObject(value) ? value : unexpected(what);
}

function listOf<T>(value: unknown, item: (entry: unknown) => T, what: string): T[] {
  return Array.isArray(value) ? value.map(item) : unexpected(what);
}

function scoringSystemOf(value: unknown): BracketScoringSystemId {
  return isBracketScoringSystemId(value) ? value : unexpected('a scoring system');
}

function pickStatusOf(value: unknown): BracketPickStatus {
  const status = BRACKET_PICK_STATUSES.find((entry) => entry === value);
  return status ?? unexpected('a pick status');
}

function toTeam(value: unknown): BracketLayoutTeam {
  const team = objectOf(value, 'a bracket team');
  const { teamId, teamMarket, conferenceId, seed, region, regionName, firstFour } = team;
  const { wins, losses, netRtgAdj, oddsChampion, colorPrimary, colorSecondary } = team;
  if (
    !isId(teamId) ||
    !isString(teamMarket) ||
    !isStringOrNull(colorPrimary) ||
    !isStringOrNull(colorSecondary) ||
    !(conferenceId === null || isNumber(conferenceId)) ||
    !isId(seed) ||
    !isId(region) ||
    !isStringOrNull(regionName) ||
    typeof firstFour !== 'boolean' ||
    !isCount(wins) ||
    !isCount(losses) ||
    !(netRtgAdj === null || isNumber(netRtgAdj)) ||
    !isChance(oddsChampion)
  ) {
    return unexpected('a bracket team');
  }
  return {
    teamId,
    teamMarket,
    colorPrimary,
    colorSecondary,
    conferenceId,
    seed,
    region,
    regionName,
    firstFour,
    wins,
    losses,
    netRtgAdj,
    oddsChampion,
  };
}

function toSide(value: unknown): BracketSide {
  const side = objectOf(value, 'a side of a game');
  if (side.kind === 'team' && isId(side.teamId)) return { kind: 'team', teamId: side.teamId };
  if (side.kind === 'game' && isCount(side.game)) return { kind: 'game', game: side.game };
  return unexpected('a side of a game');
}

function toGame(value: unknown, index: number): BracketLayoutGame {
  const game = objectOf(value, 'a bracket game');
  const { round, roundName, region, winnerTeamId } = game;
  // Picks are indexed by position, and a side names an earlier game: anything else would make
  // the picker read the wrong game.
  if (
    game.game !== index ||
    !isCount(round) ||
    !isString(roundName) ||
    !(region === null || isId(region)) ||
    !(winnerTeamId === null || isId(winnerTeamId))
  ) {
    return unexpected('a bracket game');
  }
  const a = toSide(game.a);
  const b = toSide(game.b);
  if ((a.kind === 'game' && a.game >= index) || (b.kind === 'game' && b.game >= index)) {
    return unexpected('a game whose feeders come first');
  }
  return { game: index, round, roundName, region, a, b, winnerTeamId };
}

const toTeamIds = (value: unknown, what: string): number[] =>
  listOf(value, (entry) => (isId(entry) ? entry : unexpected(what)), what);

export function toBracketLayout(value: unknown): BracketLayout {
  const layout = objectOf(value, 'a bracket layout');
  const { tournamentId, competitionId, label, picksOpenAt, picksLockAt, firstGameDate } = layout;
  const { gamesPlayed, dataVersion, published } = layout;
  if (
    !isNumber(tournamentId) ||
    !isNumber(competitionId) ||
    !isString(label) ||
    !isStringOrNull(picksOpenAt) ||
    !isStringOrNull(picksLockAt) ||
    !isStringOrNull(firstGameDate) ||
    !isCount(gamesPlayed) ||
    !isString(dataVersion) ||
    typeof published !== 'boolean'
  ) {
    return unexpected('a bracket layout');
  }
  const games = Array.isArray(layout.games)
    ? layout.games.map(toGame)
    : unexpected('a bracket layout with its games');
  const pickByOdds = toTeamIds(layout.pickByOdds, 'the picks by odds');
  const pickBySeed = toTeamIds(layout.pickBySeed, 'the picks by seed');
  if (pickByOdds.length !== games.length || pickBySeed.length !== games.length) {
    return unexpected('a pick helper with one pick per game');
  }
  return {
    tournamentId,
    competitionId,
    label,
    teams: listOf(layout.teams, toTeam, 'a bracket layout with its teams'),
    games,
    scoringSystem: scoringSystemOf(layout.scoringSystem),
    status: pickStatusOf(layout.status),
    published,
    picksOpenAt,
    picksLockAt,
    firstGameDate,
    gamesPlayed,
    pickByOdds,
    pickBySeed,
    dataVersion,
  };
}

function toScore(value: unknown): BracketScore {
  const score = objectOf(value, 'a bracket score');
  const { current, maxPossible, expected, winChance, rank, correctPicks } = score;
  if (
    !isNumber(current) ||
    !isNumber(maxPossible) ||
    !isNumber(expected) ||
    !(winChance === null || isChance(winChance)) ||
    !(rank === null || isId(rank)) ||
    !isCount(correctPicks)
  ) {
    return unexpected('a bracket score');
  }
  return { current, maxPossible, expected, winChance, rank, correctPicks };
}

type SavedFields = Omit<UserBracket, 'id'>;

function toSavedFields(value: unknown, what: string): SavedFields {
  const bracket = objectOf(value, what);
  const { tournamentId, name, pickCount, complete, shareId, createdAt, updatedAt } = bracket;
  if (
    !isNumber(tournamentId) ||
    !isString(name) ||
    !isCount(pickCount) ||
    typeof complete !== 'boolean' ||
    !isString(shareId) ||
    !isString(createdAt) ||
    !isString(updatedAt)
  ) {
    return unexpected(what);
  }
  const picks = listOf(
    bracket.picks,
    (pick) => (pick === null || isId(pick) ? pick : unexpected('a pick')),
    `${what} with its picks`,
  );
  const score = toScore(bracket.score);
  return { tournamentId, name, picks, pickCount, complete, shareId, createdAt, updatedAt, score };
}

export function toUserBracket(value: unknown): UserBracket {
  const fields = toSavedFields(value, 'a saved bracket');
  const id = isObject(value) ? value.id : undefined;
  return isString(id) ? { id, ...fields } : unexpected('a saved bracket with its id');
}

export const toUserBrackets = (value: unknown): UserBracket[] =>
  listOf(value, toUserBracket, 'a list of saved brackets');

export function toSharedBracket(value: unknown): SharedBracket {
  const fields = toSavedFields(value, 'a shared bracket');
  const competitionId = isObject(value) ? value.competitionId : undefined;
  return isNumber(competitionId)
    ? { ...fields, competitionId }
    : unexpected('a shared bracket with its competition');
}

function toLeaderboardRow(value: unknown): BracketLeaderboardRow {
  const row = objectOf(value, 'a leaderboard row');
  const { rank, shareId, name, mine, current, maxPossible, expected, winChance, correctPicks } =
    row;
  if (
    !isId(rank) ||
    !isString(shareId) ||
    !isString(name) ||
    typeof mine !== 'boolean' ||
    !isNumber(current) ||
    !isNumber(maxPossible) ||
    !isNumber(expected) ||
    !(winChance === null || isChance(winChance)) ||
    !isCount(correctPicks)
  ) {
    return unexpected('a leaderboard row');
  }
  return { rank, shareId, name, mine, current, maxPossible, expected, winChance, correctPicks };
}

export function toBracketLeaderboard(value: unknown): BracketLeaderboard {
  const board = objectOf(value, 'a bracket leaderboard');
  const { tournamentId, gamesPlayed, entries, runs } = board;
  if (!isNumber(tournamentId) || !isCount(gamesPlayed) || !isCount(entries) || !isCount(runs)) {
    return unexpected('a bracket leaderboard');
  }
  return {
    tournamentId,
    scoringSystem: scoringSystemOf(board.scoringSystem),
    gamesPlayed,
    entries,
    runs,
    rows: listOf(board.rows, toLeaderboardRow, 'a bracket leaderboard with its rows'),
  };
}
