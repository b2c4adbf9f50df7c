/**
 * A quick stand-in for the simulator, for the schedule and bracket tests and for measuring
 * schedules without simulating games: the home team's margin is 0.7 × the gap in hidden
 * strength (points per 100 over ~70 possessions), plus 10 per division between them, plus 3 on
 * a home floor, plus seeded noise of ±18 (sd ≈ 10 points, about a real game's); never a tie.
 */
import type { Gender } from '@courtside/contract';
import { DemoLeague } from './league';
import type { LeagueSeason } from './league';
import { Rng, hash32 } from './random';
import type { LeagueScale } from './scale';
import { playSeason } from './season';
import type { GameResult, PlayRound, SeasonOutcome } from './season';
import type { SeasonTeams } from './teams';

export function standInPlay(teams: SeasonTeams): PlayRound {
  return async (games) =>
    new Map(
      games.map((game): [number, GameResult] => {
        const home = teams.teamFor(game.homeId);
        const away = teams.teamFor(game.awayId);
        const edge =
          teams.hiddenStrength(game.homeId) -
          teams.hiddenStrength(game.awayId) +
          10 * (away.division - home.division);
        const noise = ((hash32(String(game.gameId)) % 2001) / 1000 - 1) * 18;
        const margin = Math.round(0.7 * edge + (game.neutral ? 0 : 3) + noise) || 1;
        return [game.gameId, { gameId: game.gameId, homeScore: 70 + margin, awayScore: 70 }];
      }),
    );
}

export interface StandInSeason {
  readonly league: DemoLeague;
  readonly season: LeagueSeason;
  readonly outcome: SeasonOutcome;
}

/** The first built season of one gender of a league, played by the stand-in. */
export async function standInSeason(
  scale: LeagueScale,
  seed: number,
  gender: Gender,
): Promise<StandInSeason> {
  const league = new DemoLeague(scale, seed);
  for (const season of league.seasons(gender)) {
    if (!season.built) continue;
    const outcome = await playSeason({
      competitionId: season.competition.id,
      gender,
      seasonStartYear: season.competition.yearStart,
      teams: season.teams,
      scale,
      rng: new Rng(seed, `season/${season.competition.id}`),
      play: standInPlay(season.teams),
    });
    return { league, season, outcome };
  }
  throw new Error(`The ${scale.name} scale builds no ${gender} season`);
}
