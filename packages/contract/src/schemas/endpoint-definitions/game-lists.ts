/**
 * Definitions of the game lists (games, raw-games, the explorer's search, the live lists, a pair's
 * head-to-head and the calculator's projection): reference endpoints, served from the API's
 * `reference` folder.
 */
import { z } from 'zod';
import { defineEndpoint } from './define';
import {
  CoverageSchema,
  DataRowStampFields,
  GameDataRowSchema,
  GameExplorerRowSchema,
} from '../data/index';
import { GameProjectionRowSchema } from '../data/reference/game-projection';

/** The config keys the game lists (games, raw-games, game-explorer-search) take. */
export const GAME_LIST_ACCEPTS = [
  'competitionId',
  'competitionIds',
  'gameId',
  'gameIds',
  'teamId',
  'teamIds',
  'divisionId',
  'conferenceId',
  'date',
  'gameDate',
  'start',
  'end',
  'latest',
] as const;
/** Freshness of the live lists, whose answer changes with the clock. */
export const LIVE_MAX_AGE_SECONDS = 30;

/** The live lists (tier 2): games of a day or two from the schedule, fresh for 30 s. */
const liveGames = <const N extends string>(name: N, summary: string) =>
  defineEndpoint({
    name,
    access: 'plus',
    summary,
    requires: [],
    accepts: ['competitionId', 'competitionIds', 'divisionId'],
    row: GameDataRowSchema,
    example: { competitionId: 41097, divisionId: 1 },
    maxAgeSeconds: LIVE_MAX_AGE_SECONDS,
    notes: ['"Today" is the date in US Eastern time.'],
  });

export const GAME_LIST_DEFINITIONS = {
  'game-explorer-search': defineEndpoint({
    name: 'game-explorer-search',
    access: 'free',
    summary: 'Games of a competition with margin, total, possessions, overtime and team ranks.',
    requires: ['competitionId'],
    accepts: [...GAME_LIST_ACCEPTS, 'explorerFilter', 'sortBy', 'limit'],
    row: GameExplorerRowSchema,
    example: {
      competitionId: 38409,
      divisionId: 1,
      explorerFilter: ['margin::3', 'overtimes:1:'],
      sortBy: 'upset',
      limit: 50,
    },
    notes: [
      'Filters as `games`. `margin` is home minus away.',
      'The explorer\u2019s search: `explorerFilter` items narrow the played games (`margin:0:3` a range with',
      'either side open, for margin, total, largestLead, comeback, biggestRun, leadChanges,',
      'overtimes and winnerWinProbability (0-1); `from:`/`to:` yyyy-mm-dd; `teams:` and',
      '`conferences:` ids joined by "."; `site:` any/home/away/neutral; `stage:`',
      'any/regular/conference/national; `round:` a bracket round). `sortBy` orders them: date',
      '(newest first), closest (smallest margin first), upset (lowest winner\u2019s chance first),',
      'or most first: comeback, leadChanges, run, lead, total, overtimes, tied (times tied). A',
      'leading `-` reverses one (`-date` oldest first, `-total` fewest points); unknown values go',
      'last and ties newest first either way. `limit` keeps the first N (1-1000). Any of the three',
      'searches played games only,',
      'and every row then carries `searchMatches`: the games the search matched before the limit.',
      'Score flow (`largestLead`, `comeback`, `biggestRun`, `leadChanges`, `timesTied`,',
      '`homeWinProbSeries`…) comes from play-by-play and is null for box-only games.',
      '`winnerWinProbability` is the winner\u2019s pre-game win probability from the ratings',
      'prediction (see `predictionKind`); `tournamentRound` is known only for stored brackets.',
    ],
  }),
  games: defineEndpoint({
    name: 'games',
    access: 'public',
    summary: 'Games with date, teams, score, site flags, coverage and the ratings prediction.',
    requires: [],
    accepts: [...GAME_LIST_ACCEPTS, 'tournamentId'],
    row: GameDataRowSchema,
    example: { competitionId: 38409, teamId: 590616 },
    notes: [
      'Needs `competition`/`competitions` or `game`/`games`. Dates are yyyymmdd or yyyy-mm-dd;',
      '`date`/`gamedate` pick one day, `start`/`end` a range. Oldest first; `latest` N gives the',
      'N newest, newest first.',
      'With `tournament` (and one `competition`): that tournament\u2019s bracket games in bracket order',
      '(round, then slot), each with its `bracket` place; empty where the source has no bracket (NCAA).',
      'A conference tournament (100000 + the conference id) is known only where the warehouse holds',
      'it for the competition (the demo league\u2019s); any other id is a 404.',
      'Every row carries the METHODS §3 prediction from both teams\u2019 adjusted ratings (home court',
      'unless neutral): `predictedHomeScore`, `predictedAwayScore`, `predictedHomeMargin` and',
      '`homeWinProbability`, all null when a team has no rating (outside Division I).',
      '`predictionKind` says whose expectation it is: `projected` for a scheduled game (ratings to',
      'date), `retrospective` for a played one (the season\u2019s ratings already include its result).',
    ],
  }),
  'team-head-to-head': defineEndpoint({
    name: 'team-head-to-head',
    access: 'public',
    summary:
      'Every game two schools played against each other, in every season held, from the first team\u2019s side.',
    requires: ['teamIds'],
    accepts: ['competitionId'],
    row: z.object({
      ...DataRowStampFields,
      competitionId: z.number().int().nonnegative(),
      gameId: z.number().int().nonnegative(),
      /** yyyy-mm-dd; null for a game only the box score knows. */
      gameDate: z.string().nullable(),
      /** The first school's team of that season (team ids change every season). */
      teamId: z.number().int().nonnegative(),
      teamMarket: z.string(),
      teamIdAgst: z.number().int().nonnegative(),
      teamMarketAgst: z.string(),
      /** The first school played at home; false at a neutral site. */
      isHome: z.boolean(),
      isNeutral: z.boolean(),
      ptsScored: z.number().int().nonnegative().nullable(),
      ptsAgst: z.number().int().nonnegative().nullable(),
      /** Null until the game has a final score. */
      isWin: z.boolean().nullable(),
      periods: z.number().int().positive().nullable(),
      coverage: CoverageSchema,
    }),
    example: { teamIds: [590616, 590578] },
    notes: [
      '`teams` names exactly two teams of any seasons (a team id is one season\u2019s team); each is',
      'taken as its school, so the answer spans every season the warehouse holds, oldest first.',
      'Both must be schools of the same gender. `competition` says which season an id belongs to',
      'when two seasons share it. 404 for an id no season has.',
    ],
  }),
  'game-projection': defineEndpoint({
    name: 'game-projection',
    access: 'free',
    summary:
      'The game calculator: two teams of any seasons projected against each other (score, margin, total, possessions, win probability), with the why, a what-if on the rosters and the pair\u2019s past games.',
    requires: ['teamIds', 'competitionIds'],
    accepts: ['scope', 'playerIds', 'playerMinutes'],
    row: GameProjectionRowSchema,
    // The rosters name players: tier 1 sees its trial players' only (the handler cuts them).
    playerLevel: true,
    example: { teamIds: [590616, 590578], competitionIds: [38409, 38409], scope: 'home' },
    notes: [
      '`teams` names exactly two teams and `competitions` their two seasons, in any order (each',
      'team takes the listed season it is a team of; the lists travel sorted);',
      'both teams must be rated and of the same gender. `scope` is the site from the first team\u2019s',
      'side: home, away or neutral (default). METHODS \u00a73: Poss = AdjT_A\u00b7AdjT_B/AvgT,',
      'Pts = AdjO\u00b7AdjD_opp/Avg\u00b7Poss/100 \u00d7 1.014 home / 0.986 away, WP = \u03a6(margin/\u03c3).',
      'Teams of two seasons or divisions are each taken relative to their own pool\u2019s averages and',
      'placed in the newer season\u2019s pool (`poolsDiffer` says so); two teams of one pool get the',
      'season\u2019s own prediction exactly. What-if: `players` with `minutes` (minutes a game, 0-40,',
      'same order; 0 removes a player): AdjEM moves by (new \u2212 season share of the game)\u00b7(BPM + 2),',
      'half on offense and half on defense. Tier 1 sees (and changes) its trial players only. One row.',
    ],
  }),
  'raw-games': defineEndpoint({
    name: 'raw-games',
    access: 'public',
    summary: "The scoreboard's games of a day (or range) in a competition and division.",
    requires: [],
    accepts: GAME_LIST_ACCEPTS,
    row: GameDataRowSchema,
    example: { competitionId: 38409, divisionId: 1, gameDate: '20250222' },
    notes: [
      'As `games`; the scoreboard sends `competition`, `division` and `gamedate` (yyyymmdd).',
    ],
  }),
  'live-games': liveGames(
    'live-games',
    "Today's games (US Eastern) from the schedule, with scores once final.",
  ),
  'live-games-two-day': liveGames(
    'live-games-two-day',
    "Today's and tomorrow's games (US Eastern) from the schedule.",
  ),
} as const;
