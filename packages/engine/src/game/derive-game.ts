/**
 * Everything the engine derives from one canonical game (facts.ts), in dependency order:
 * 1. clutch events (clutch.ts, METHODS §6) unless the caller passes them;
 * 2. the naive win-probability series (win-probability.ts, METHODS §7) and from it each
 *    possession's garbage-time weight (garbage-time.ts);
 * 3. possessions counted from the play-by-play (possessions.ts, METHODS §1);
 * 4. stints with points and possessions of both sides (stints.ts, METHODS §4);
 * 5. player and team box scores for the game, each period and clutch time (box-score.ts);
 * 6. shot facts, scoring runs and the win-probability series for display (shots.ts, runs.ts).
 * Lineups, on/off and the box-score possession estimate are derived from the same pieces by
 * `deriveGameDetailed`; the warehouse stores GameFacts.
 */
import type { CanonicalGame, TeamSide } from '@courtside/contract';
import { constantsForGame } from '../config/constants';
import type { Division, EngineConstants } from '../config/constants';
import { computeBoxScores } from './box-score';
import type { BoxScores } from './box-score';
import { clutchSeqs } from './clutch';
import type { GameFacts } from './facts';
import { garbageTimeWeigher } from './garbage-time';
import { aggregateLineups } from './lineups';
import type { LineupLine } from './lineups';
import type { MinutesBasis } from './minutes';
import { computeOnOff } from './on-off';
import type { OnOffLine } from './on-off';
import { countPossessions, estimatePossessions } from './possessions';
import type { PossessionCounting } from './possessions';
import { linkFreeThrows } from './possessions-trips';
import { scoringRuns } from './runs';
import { shotFacts } from './shots';
import { gameSeconds } from './splits';
import { buildStints } from './stints';
import type { StintTimeline } from './stints';
import { winProbabilitySeries } from './win-probability';

export interface DeriveGameOptions {
  /** The season's constants; by default the game's own row (gender, season, division). */
  readonly constants?: EngineConstants;
  readonly division?: Division;
  /** Clutch events; computed by the clutch module when not given. */
  readonly clutchSeqs?: Iterable<number>;
  /** 'feed' reproduces the publisher's minutes, 'clock' tiles the game (minutes.ts). */
  readonly minutesBasis?: MinutesBasis;
  /**
   * 'methods' (default, METHODS §1) for everything we rate; 'feed' reproduces the publisher's
   * official possession counts, for comparing box scores with it (possessions.ts).
   */
  readonly possessionCounting?: PossessionCounting;
  /** Pregame expected home margin for the displayed win probability (0 when unknown). */
  readonly pregameSpread?: number;
}

export interface DerivedGame {
  readonly facts: GameFacts;
  readonly lineups: LineupLine[];
  readonly onOff: OnOffLine[];
  /** Box-score estimate FGA − ORB + TOV + c·FTA per side (METHODS §1). */
  readonly possessionEstimate: Readonly<Record<TeamSide, number>>;
  /** Data problems met on the way: periods no stint covers, lineups not five a side. */
  readonly diagnostics: {
    readonly stintGaps: readonly number[];
    readonly irregularLineups: readonly string[];
  };
}

interface Derivation {
  readonly facts: GameFacts;
  readonly timeline: StintTimeline;
  readonly box: BoxScores;
  readonly constants: EngineConstants;
}

function derive(game: CanonicalGame, options: DeriveGameOptions): Derivation {
  const constants = options.constants ?? constantsForGame(game, options.division);
  const clutch = new Set(options.clutchSeqs ?? clutchSeqs(game, constants.clutch));
  const naive = winProbabilitySeries(game, { constants: constants.winProbability });
  // Free-throw trips serve both the possession count and the stints' credit.
  const trips = linkFreeThrows(game);
  const possessions = countPossessions(game, {
    counting: options.possessionCounting,
    weight: garbageTimeWeigher(naive, constants.garbageTime),
    transition: { windowSeconds: constants.transition.windowSeconds },
    trips,
  });
  const timeline = buildStints(game, possessions, trips);
  const box = computeBoxScores(game, possessions, timeline, {
    clutchSeqs: clutch,
    minutesBasis: options.minutesBasis,
  });
  const winProbability =
    options.pregameSpread === undefined
      ? naive
      : winProbabilitySeries(game, {
          constants: constants.winProbability,
          pregameSpread: options.pregameSpread,
        });
  const facts: GameFacts = {
    gameId: game.gameId,
    seconds: gameSeconds(game),
    players: box.players,
    teams: box.teams,
    possessions,
    stints: timeline.stints,
    shots: shotFacts(game, { constants, possessions, clutchSeqs: clutch }),
    runs: scoringRuns(game, { minPoints: constants.runs.minPoints }),
    winProbability,
    clutchSeqs: [...clutch].sort((a, b) => a - b),
  };
  return { facts, timeline, box, constants };
}

export function deriveGameDetailed(
  game: CanonicalGame,
  options: DeriveGameOptions = {},
): DerivedGame {
  const { facts, timeline, box, constants } = derive(game, options);
  const estimate = (side: TeamSide): number => {
    const line = box.teams.find((t) => t.split === 'game' && t.side === side);
    return line === undefined ? 0 : estimatePossessions(line, constants.possessions.ftaCoefficient);
  };
  return {
    facts,
    lineups: aggregateLineups(timeline.stints),
    onOff: computeOnOff(game, timeline.stints),
    possessionEstimate: { home: estimate('home'), away: estimate('away') },
    diagnostics: { stintGaps: timeline.gaps, irregularLineups: timeline.irregularLineups },
  };
}

/** The per-game facts the warehouse stores (without the detailed extras, which it derives in SQL). */
export function deriveGame(game: CanonicalGame, options: DeriveGameOptions = {}): GameFacts {
  return derive(game, options).facts;
}
