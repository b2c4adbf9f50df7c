/**
 * `bracket-odds` (path style, public): a national tournament's odds for every team — the chance
 * of reaching each round and of winning the title — by Monte Carlo over the stored bracket
 * (METHODS §9). Each game is the neutral-site prediction from the two teams' stored adjusted
 * ratings (§3: WP = Φ(spread/σ), the season's σ), all pairs computed once into the engine's
 * win-probability matrix; the bracket (bracket-odds-tree.ts) is played 100,000 times with a fixed
 * seed, so an answer is reproducible and each figure's standard error is at most
 * √(¼/100,000) ≈ 0.0016. `current` fixes every stored result; `pre` none, which keeps the
 * pre-tournament odds available after it for comparison with what happened.
 *
 * A simulation takes a noticeable fraction of a second at full size and depends only on the
 * served file, the tournament and the scope, so it runs once per served file (competition-memo)
 * and every later request only stamps the rows.
 */
import { getNationalTournament, merged } from '@courtside/contract';
import {
  DEFAULT_BRACKET_ODDS_SCOPE,
  ENDPOINT_DEFINITIONS,
  isBracketOddsScope,
} from '@courtside/contract/schemas';
import type { BracketOddsRow, BracketOddsScope } from '@courtside/contract/schemas';
import type { MatchupRating } from '@courtside/engine';
import { DEFAULT_SIMULATION_RUNS, simulateBracket } from '@courtside/engine';
import type { WarehouseDb } from '@courtside/warehouse';
import { bracketOddsInputs, memoPerCompetitionPart } from '@courtside/warehouse';
import { DataInputError } from '../../endpoint';
import { serveEndpoint } from '../../serve-endpoint';
import { UnknownIdError } from '../../unknown-id';
import type { StoredGame } from './bracket-odds-tree';
import { FINAL_ROUND, aliveByRound, bracketModel } from './bracket-odds-tree';
import { segmentName, updatedOf } from './config-values';

const NAME = 'bracket-odds';
/** Fixed, so the same file always gives the same odds. */
export const BRACKET_ODDS_SEED = 20_250_317;
export const BRACKET_ODDS_RUNS = DEFAULT_SIMULATION_RUNS;

type OddsRow = Omit<BracketOddsRow, 'updated'>;

function scopeOf(raw: string | undefined): BracketOddsScope {
  const scope = raw ?? DEFAULT_BRACKET_ODDS_SCOPE;
  if (!isBracketOddsScope(scope)) {
    const name = segmentName(NAME, 'scope');
    throw new DataInputError(`"${name}" is pre or current (got "${scope}")`, name);
  }
  return scope;
}

/** Per team id: the round it lost in, and the champion (from the stored results). */
function actualResults(games: readonly StoredGame[]): {
  lostIn: Map<number, number>;
  champion: number | null;
} {
  const lostIn = new Map<number, number>();
  let champion: number | null = null;
  for (const game of games) {
    const loser = game.winnerTeamId === game.highTeamId ? game.lowTeamId : game.highTeamId;
    lostIn.set(loser, game.round);
    if (game.round === FINAL_ROUND) champion = game.winnerTeamId;
  }
  return { lostIn, champion };
}

async function computeOdds(
  db: WarehouseDb,
  competitionId: number,
  part: { tournamentId: number; scope: BracketOddsScope },
): Promise<OddsRow[]> {
  const { tournamentId, scope } = part;
  const { teams, games, sigma } = await bracketOddsInputs(db, { competitionId, tournamentId });
  if (teams.length === 0) return [];
  try {
    const { tree, played, ratings, matrix } = bracketModel(teams, games, sigma);
    const sim = simulateBracket({
      bracket: tree,
      winProbability: matrix,
      runs: BRACKET_ODDS_RUNS,
      seed: BRACKET_ODDS_SEED,
      ...(scope === 'current' ? { played } : {}),
    });
    const alive = aliveByRound(tree, sim);
    const odds = (round: number, t: number): number => alive[round]?.[t] ?? 0;
    const fixed = scope === 'current' ? played.size : 0;
    const { lostIn, champion } = actualResults(games);
    return teams.map((team, t): OddsRow => {
      const rating = ratings[t] as MatchupRating;
      return {
        _id: `${tournamentId}-${team.teamId}`,
        tournamentId,
        competitionId,
        teamId: team.teamId,
        teamMarket: team.teamMarket,
        conferenceId: team.conferenceId,
        seed: team.seed,
        region: team.region,
        regionName: team.regionName,
        firstFour: team.firstFour,
        bid: team.bid,
        wins: team.wins,
        losses: team.losses,
        ortgAdj: rating.ortgAdj,
        drtgAdj: rating.drtgAdj,
        paceAdj: rating.paceAdj,
        netRtgAdj: team.netRtgAdj ?? rating.ortgAdj - rating.drtgAdj,
        oddsRound64: odds(1, t),
        oddsRound32: odds(2, t),
        oddsSweet16: odds(3, t),
        oddsElite8: odds(4, t),
        oddsFinal4: odds(5, t),
        oddsFinal: odds(6, t),
        oddsChampion: odds(7, t),
        runs: sim.runs,
        eliminatedRound: lostIn.get(team.teamId) ?? null,
        isChampion: champion === team.teamId,
        oddsAsOf: fixed === 0 ? 'pre' : fixed,
      };
    });
  } catch (error) {
    throw new Error(
      `Tournament ${tournamentId} of competition ${competitionId}: the stored bracket cannot be simulated: ${
        error instanceof Error ? error.message : String(error)
      }`,
      { cause: error },
    );
  }
}

/** Once per served file, competition, tournament and scope. */
const memoOdds = memoPerCompetitionPart(
  computeOdds,
  (part) => `${part.tournamentId}|${part.scope}`,
);

export const bracketOddsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const { params } = request;
    const scope = scopeOf(params.scope);
    const tournament = getNationalTournament(params.tournamentId);
    if (tournament === undefined) {
      const name = segmentName(NAME, 'tournamentId');
      throw new UnknownIdError(`Unknown tournament ${params.tournamentId} ("${name}")`, name);
    }
    const { competitionId } = tournament;
    if (params.competitionId !== undefined && params.competitionId !== competitionId) {
      const name = segmentName(NAME, 'competitionId');
      throw new DataInputError(
        `Tournament ${tournament.tournamentId} is competition ${competitionId}'s, not ${params.competitionId} ("${name}")`,
        name,
      );
    }
    const rows = await memoOdds(request.db, competitionId, {
      tournamentId: tournament.tournamentId,
      scope,
    });
    const updated = await updatedOf(request);
    // Copies: the memoised rows are shared by every request of the file.
    return rows.map((row) => merged(row, { updated }));
  },
});
