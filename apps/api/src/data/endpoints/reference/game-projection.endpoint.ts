/**
 * `game-projection` (path style, tier ≥ 1): the game calculator. Two season teams, a site and an
 * optional what-if → the engine's matchup projection (season/matchup-projection.ts: the season's
 * own prediction for two teams of one pool, each side taken relative to its pool's averages and
 * placed in the newer season's pool otherwise), with each side's ratings, four factors and rated
 * players, and the pair's past games with each game's own season prediction. Every read is by
 * primary key (a team, its ratings, its season aggregate, its players) or the pair's games: no
 * event scans. The checks here are what a client can get wrong, each naming its segment.
 */
import { getCompetition, restrictsPlayersToTrial } from '@courtside/contract';
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import type { EndpointParams, EndpointRow } from '@courtside/contract/schemas';
import type { GamePrediction, GameSite, MatchupRating, MinutesChange } from '@courtside/engine';
import { projectMatchup, referenceSideIndex, whatIfNetChange } from '@courtside/engine';
import type {
  FourFactors,
  ProjectionTeam,
  RatedPlayer,
} from '@courtside/warehouse/query/reference/game-projection';
import {
  pastGameProjections,
  projectionTeam,
  ratedPlayers,
  seasonFourFactors,
  seasonPredictOptions,
  teamSeasons,
} from '@courtside/warehouse/query/reference/game-projection';
import { headToHeadGames } from '@courtside/warehouse/query/reference/head-to-head';
import { DataInputError } from '../../endpoint';
import type { DataRequest } from '../../endpoint';
import { serveEndpoint } from '../../serve-endpoint';
import { trialKey, trialSetOf } from '../../trial-players';
import { UnknownIdError } from '../../unknown-id';
import { segmentName, updatedOf } from './config-values';

const NAME = 'game-projection';
const TEAMS = segmentName(NAME, 'teamIds');
const COMPETITIONS = segmentName(NAME, 'competitionIds');
const SITE = segmentName(NAME, 'scope');
const PLAYERS = segmentName(NAME, 'playerIds');
const MINUTES = segmentName(NAME, 'playerMinutes');
const SITES: readonly GameSite[] = ['home', 'away', 'neutral'];
const GAME_MINUTES = 40;

type Params = EndpointParams<typeof NAME>;
type GameProjectionRow = EndpointRow<typeof NAME>;

interface RatedTeam extends ProjectionTeam {
  readonly rating: NonNullable<ProjectionTeam['rating']>;
  readonly league: NonNullable<ProjectionTeam['league']>;
}

function siteOf(params: Params): GameSite {
  const site = params.scope ?? 'neutral';
  const known = SITES.find((s) => s === site);
  if (known === undefined) {
    throw new DataInputError(`"${SITE}" is home, away or neutral (got "${site}")`, SITE);
  }
  return known;
}

function pairOf<T>(values: readonly T[], segment: string, what: string): [T, T] {
  const [first, second] = values;
  if (values.length !== 2 || first === undefined || second === undefined) {
    throw new DataInputError(
      `"${segment}" names exactly two ${what} (got ${values.length})`,
      segment,
    );
  }
  return [first, second];
}

/**
 * Each team's season among the two listed. Competition lists travel sorted (§9: one cache key
 * for one set), so their order says nothing about which team each belongs to: a team takes the
 * listed season it is a team of. A team of both (an id two seasons share) takes the one the
 * other team leaves; only two teams of both seasons are ambiguous.
 */
async function seasonsOf(
  request: DataRequest<Params>,
  [firstId, secondId]: [number, number],
  [low, high]: [number, number],
): Promise<[number, number]> {
  if (low === high) return [low, high];
  const held = await teamSeasons(request.db, {
    competitionIds: [low, high],
    teamIds: [firstId, secondId],
  });
  const isTeamOf = (teamId: number, competitionId: number) =>
    held.some((row) => row.teamId === teamId && row.competitionId === competitionId);
  const inOrder = isTeamOf(firstId, low) && isTeamOf(secondId, high);
  const swapped = isTeamOf(firstId, high) && isTeamOf(secondId, low);
  if (inOrder && swapped) {
    throw new DataInputError(
      `Teams ${firstId} and ${secondId} are both teams of competitions ${low} and ${high}: ask for one season at a time`,
      TEAMS,
    );
  }
  if (inOrder) return [low, high];
  if (swapped) return [high, low];
  const unknown = [firstId, secondId].find((id) => !isTeamOf(id, low) && !isTeamOf(id, high));
  if (unknown !== undefined) {
    throw new UnknownIdError(
      `Unknown team ${unknown} in competitions ${low} and ${high} ("${TEAMS}")`,
      TEAMS,
    );
  }
  throw new DataInputError(
    `Teams ${firstId} and ${secondId} are teams of one of competitions ${low} and ${high} only: each team needs its own season`,
    TEAMS,
  );
}

async function ratedTeam(
  request: DataRequest<Params>,
  competitionId: number,
  teamId: number,
): Promise<RatedTeam> {
  const team = await projectionTeam(request.db, { competitionId, teamId });
  if (team === null) {
    throw new UnknownIdError(
      `Unknown team ${teamId} in competition ${competitionId} ("${TEAMS}")`,
      TEAMS,
    );
  }
  const { rating, league } = team;
  if (rating === null || league === null) {
    throw new DataInputError(
      `${team.teamMarket} (team ${teamId}) has no adjusted ratings in competition ${competitionId}: it played no rated game`,
      TEAMS,
    );
  }
  return { ...team, rating, league };
}

/**
 * Each team's rated players the caller may see: tier 1 (player-level detail for its trial players
 * only, §6) gets its trial players', everyone else all. The projection itself uses every player
 * through the team ratings; a what-if can only name a player the caller sees.
 */
async function visibleRosters(
  request: DataRequest<Params>,
  first: RatedTeam,
  second: RatedTeam,
): Promise<[RatedPlayer[], RatedPlayer[]]> {
  const rosters: [RatedPlayer[], RatedPlayer[]] = [
    await ratedPlayers(request.db, first),
    await ratedPlayers(request.db, second),
  ];
  const { caller } = request;
  if (caller.isAdmin || !restrictsPlayersToTrial(caller.tier)) return rosters;
  const trial = await trialSetOf(request.db, caller);
  const visible = (team: RatedTeam, roster: RatedPlayer[]) =>
    roster.filter((player) => trial.has(trialKey(team.competitionId, player.playerId)));
  return [visible(first, rosters[0]), visible(second, rosters[1])];
}

/** The what-if of `players`/`minutes`, split by side; each player must be a rated one. */
function whatIfChanges(
  params: Params,
  rosters: readonly [RatedPlayer[], RatedPlayer[]],
): [MinutesChange[], MinutesChange[]] {
  const playerIds = params.playerIds ?? [];
  const minutes = params.playerMinutes ?? [];
  if (playerIds.length !== minutes.length) {
    throw new DataInputError(
      `"${PLAYERS}" and "${MINUTES}" go in pairs: ${playerIds.length} players, ${minutes.length} minutes`,
      MINUTES,
    );
  }
  const changes: [MinutesChange[], MinutesChange[]] = [[], []];
  const seen = new Set<number>();
  playerIds.forEach((playerId, i) => {
    const playerMinutes = minutes[i] ?? 0;
    if (playerMinutes < 0 || playerMinutes > GAME_MINUTES) {
      throw new DataInputError(
        `"${MINUTES}" are minutes a game, 0 to ${GAME_MINUTES} (got ${playerMinutes})`,
        MINUTES,
      );
    }
    if (seen.has(playerId)) {
      throw new DataInputError(`Player ${playerId} is named twice in "${PLAYERS}"`, PLAYERS);
    }
    seen.add(playerId);
    const side = rosters.findIndex((roster) => roster.some((p) => p.playerId === playerId));
    if (side !== 0 && side !== 1) {
      throw new DataInputError(
        `Player ${playerId} is not a rated player of either team you may see ("${PLAYERS}")`,
        PLAYERS,
      );
    }
    changes[side].push({ playerId, minutesShare: playerMinutes / GAME_MINUTES });
  });
  return changes;
}

function netChangeOf(roster: readonly RatedPlayer[], changes: readonly MinutesChange[]): number {
  try {
    return whatIfNetChange(roster, changes);
  } catch (error) {
    if (error instanceof RangeError) throw new DataInputError(`What-if: ${error.message}`, MINUTES);
    throw error;
  }
}

function numbersOf(prediction: GamePrediction): GameProjectionRow['projection'] {
  return {
    projectedPoss: prediction.possessions,
    projectedPts: prediction.pointsA,
    projectedPtsAgst: prediction.pointsB,
    projectedMargin: prediction.spread,
    projectedTotal: prediction.pointsA + prediction.pointsB,
    projectedWinProbability: prediction.winProbability,
  };
}

/** "2024-25"; every competition the warehouse holds is one of the contract's. */
const seasonLabel = (competitionId: number): string =>
  getCompetition(competitionId)?.abb2 ?? `competition ${competitionId}`;

function sideRow(
  team: RatedTeam,
  details: { factors: FourFactors; players: readonly RatedPlayer[]; changes: MinutesChange[] },
  projected: { rating: MatchupRating; net: number },
): GameProjectionRow['teams'][number] {
  const changed = new Map(details.changes.map((c) => [c.playerId, c.minutesShare]));
  return {
    competitionId: team.competitionId,
    seasonLabel: seasonLabel(team.competitionId),
    teamId: team.teamId,
    teamMarket: team.teamMarket,
    divisionId: team.divisionId,
    netRankLabel: team.netRankLabel,
    ortgAdj: team.rating.ortgAdj,
    drtgAdj: team.rating.drtgAdj,
    paceAdj: team.rating.paceAdj,
    avgEfficiency: team.league.avgEfficiency,
    avgTempo: team.league.avgTempo,
    whatIfNetChange: projected.net,
    ortgAdjProjected: projected.rating.ortgAdj,
    drtgAdjProjected: projected.rating.drtgAdj,
    paceAdjProjected: projected.rating.paceAdj,
    ...details.factors,
    players: details.players.map((player) => {
      const share = changed.get(player.playerId);
      return {
        playerId: player.playerId,
        fullName: player.fullName,
        position: player.position,
        games: player.games,
        minsPg: player.minutesShare * GAME_MINUTES,
        bpm: player.bpm,
        whatIfMinutes: share === undefined ? null : Math.round(share * GAME_MINUTES),
      };
    }),
  };
}

export const gameProjectionEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const { params } = request;
    const [firstId, secondId] = pairOf(params.teamIds, TEAMS, 'teams');
    const [firstCompetition, secondCompetition] = await seasonsOf(
      request,
      [firstId, secondId],
      pairOf(params.competitionIds, COMPETITIONS, 'competitions, one for each team'),
    );
    const site = siteOf(params);
    const first = await ratedTeam(request, firstCompetition, firstId);
    const second = await ratedTeam(request, secondCompetition, secondId);
    if (first.gender !== second.gender) {
      throw new DataInputError(
        `Teams ${firstId} and ${secondId} play in different genders' competitions`,
        TEAMS,
      );
    }
    if (first.competitionId === second.competitionId && first.teamId === second.teamId) {
      throw new DataInputError(`Team ${firstId} cannot play itself`, TEAMS);
    }
    const rosters = await visibleRosters(request, first, second);
    const changes = whatIfChanges(params, rosters);
    const netChanges = [
      netChangeOf(rosters[0], changes[0]),
      netChangeOf(rosters[1], changes[1]),
    ] as const;

    const sides: [RatedTeam, RatedTeam] = [first, second];
    const reference = sides[referenceSideIndex(first, second)];
    const options = seasonPredictOptions(reference.gender, reference.seasonStartYear);
    const baseline = projectMatchup(first, second, reference.league, { ...options, site });
    const projection = projectMatchup(first, second, reference.league, {
      ...options,
      site,
      netChangeA: netChanges[0],
      netChangeB: netChanges[1],
    });

    const pastGames =
      first.teamKey === second.teamKey
        ? []
        : await pastGameProjections(
            request.db,
            await headToHeadGames(request.db, {
              teamKey: first.teamKey,
              teamKeyAgst: second.teamKey,
              gender: first.gender,
            }),
          );
    const factors = [
      await seasonFourFactors(request.db, first),
      await seasonFourFactors(request.db, second),
    ] as const;
    const row: GameProjectionRow = {
      _id: `${first.competitionId}-${first.teamId}-${second.competitionId}-${second.teamId}-${site}`,
      updated: await updatedOf(request),
      site,
      referenceCompetitionId: reference.competitionId,
      referenceDivisionId: reference.divisionId,
      poolsDiffer: projection.poolsDiffer,
      projection: numbersOf(projection),
      baseline: numbersOf(baseline),
      teams: [
        sideRow(
          first,
          { factors: factors[0], players: rosters[0], changes: changes[0] },
          { rating: projection.ratingA, net: netChanges[0] },
        ),
        sideRow(
          second,
          { factors: factors[1], players: rosters[1], changes: changes[1] },
          { rating: projection.ratingB, net: netChanges[1] },
        ),
      ],
      pastGames: pastGames.map(({ game, prediction }) => ({
        competitionId: game.competitionId,
        seasonLabel: seasonLabel(game.competitionId),
        gameId: game.gameId,
        gameDate: game.gameDate,
        teamId: game.teamId,
        teamMarket: game.teamMarket,
        teamIdAgst: game.teamIdAgst,
        teamMarketAgst: game.teamMarketAgst,
        isHome: game.isHome,
        isNeutral: game.isNeutral,
        ptsScored: game.ptsScored,
        ptsAgst: game.ptsAgst,
        predictedPts: prediction?.pointsA ?? null,
        predictedPtsAgst: prediction?.pointsB ?? null,
        predictedMargin: prediction?.spread ?? null,
        predictedWinProbability: prediction?.winProbability ?? null,
      })),
    };
    return [row];
  },
});
