/** Definitions of the stats endpoints (aggregates, game logs, periods, percentiles, ranks). */
import { defineEndpoint } from './define';
import {
  ConferenceAggStatsRowSchema,
  PctileCutoffRowSchema,
  PctileRowSchema,
  PlayerAggStatsPublicRowSchema,
  PlayerAggStatsRowSchema,
  PlayerGameStatsRowSchema,
  PlayerPeriodStatsRowSchema,
  RankRowSchema,
  TEAM_AGG_SCOPES,
  TeamAggPppcRowSchema,
  TeamAggStatsRowSchema,
  TeamAggStreakStatsRowSchema,
  TeamGameClutchStatsRowSchema,
  TeamGamePppcRowSchema,
  TeamGameStatsRowSchema,
  TeamPeriodStatsRowSchema,
  TeamRecordsRowSchema,
} from '../data/index';

/** What `tournamentId` does, for the API document of both player aggregate endpoints. */
const TOURNAMENT_NOTE =
  'With `tournamentId` (not with a scope): each player\u2019s totals and rates over that tournament\u2019s games only (scope `tournament`); empty where the warehouse has no bracket (NCAA), 404 for a tournament the competition does not have.';

/** What both player aggregate endpoints (full and public) take. */
const PLAYER_AGG_ACCEPTS = [
  'teamId',
  'playerId',
  'conferenceId',
  'divisionId',
  'scope',
  'scopes',
  'tournamentId',
  'isQualified',
] as const;

/** What a team game log (team-game-stats, its clutch and pppc twins) is about and shows. */
const TEAM_GAME_LOG_ACCEPTS = ['teamId', 'conferenceId', 'gameId', 'isOffense'] as const;

export const STATS_DEFINITIONS = {
  'conference-agg-stats': defineEndpoint({
    name: 'conference-agg-stats',
    access: 'free',
    summary:
      'Conference aggregates (its teams summed) per scope and side of the ball, with mean adjusted ratings and a conference ranking.',
    requires: ['competitionId'],
    accepts: ['divisionId', 'conferenceId', 'scope', 'scopes', 'isOffense'],
    row: ConferenceAggStatsRowSchema,
    example: { competitionId: 38409, divisionId: 1, scope: 'season' },
    notes: [
      'Without a scope: the season. Conference games count on both sides of the sums.',
      'ortgAdj, drtgAdj, netRtgAdj, paceAdj and sos are means over the teams; netRanking ranks conferences of the division by mean netRtgAdj.',
    ],
  }),
  'pctile-cutoffs': defineEndpoint({
    name: 'pctile-cutoffs',
    access: 'public',
    summary: 'Values at the 10/25/50/75/90th percentiles of each team and player stat.',
    requires: ['competitionId'],
    accepts: ['ptgc', 'metricType'],
    row: PctileCutoffRowSchema,
    example: { competitionId: 38409, ptgc: 'team' },
    notes: ['ptgc team | player (absent: both); metricType keeps one stat.'],
  }),
  pctiles: defineEndpoint({
    name: 'pctiles',
    access: 'free',
    playerLevel: true,
    summary: 'Percentiles of qualified players by stat, overall and by position group.',
    requires: ['competitionId'],
    accepts: ['teamId', 'playerId', 'qualifierType', 'metricType'],
    row: PctileRowSchema,
    example: { competitionId: 38529, playerId: 8725659 },
    notes: [
      'qualifierType: overall | byPosition (the user setting playerPctilesType). metricType keeps one stat.',
      'Stats: tsPct, efgPct, usagePct, astPct, tovPct (lower is better), orbPct, drbPct, stlPct, blkPct, fg3Pct, ftPct, ptsPer40, per, bpm.',
    ],
  }),
  'player-agg-stats-public': defineEndpoint({
    name: 'player-agg-stats-public',
    access: 'public',
    summary: 'Public player aggregates: per-game production, shooting, usage and qualification.',
    requires: ['competitionId'],
    accepts: PLAYER_AGG_ACCEPTS,
    row: PlayerAggStatsPublicRowSchema,
    example: { competitionId: 38529, divisionId: 1, scope: 'season' },
    notes: [
      'Without a scope: the season. Players come from play-by-play games only.',
      TOURNAMENT_NOTE,
    ],
  }),
  'player-agg-stats': defineEndpoint({
    name: 'player-agg-stats',
    access: 'free',
    playerLevel: true,
    summary:
      'Player aggregates per scope: totals, per-game values, METHODS §2 rates, PER, box rating, RAPM, on-court ratings.',
    requires: ['competitionId'],
    accepts: PLAYER_AGG_ACCEPTS,
    row: PlayerAggStatsRowSchema,
    example: {
      competitionId: 38529,
      teamId: 591997,
      scope: 'season',
      fields: ['mins', 'fullName'],
    },
    notes: [
      'Without a scope: the season. Players come from play-by-play games only (the NCAA season files have no player box).',
      'per, bpm, rapm, orapm, drapm, ortgPlayer, drtgPlayer are season-scope values (null for other scopes).',
      'is-qualified true keeps players with at least 10% of their team\u2019s minutes.',
      TOURNAMENT_NOTE,
    ],
  }),
  'player-game-clutch-stats': defineEndpoint({
    name: 'player-game-clutch-stats',
    access: 'free',
    playerLevel: true,
    summary: "Players' lines over each game's clutch time (last 5:00 or overtime, margin ≤ 5).",
    requires: ['competitionId'],
    accepts: ['teamId', 'playerId', 'gameId'],
    row: PlayerGameStatsRowSchema,
    example: { competitionId: 38529, teamId: 591997 },
    notes: ['Needs teamId, playerId or gameId. Play-by-play games with clutch time only.'],
  }),
  'player-game-stats': defineEndpoint({
    name: 'player-game-stats',
    access: 'free',
    playerLevel: true,
    summary: 'Players\' game lines per game and period (period "game" = the full game).',
    requires: ['competitionId'],
    accepts: ['teamId', 'playerId', 'gameId', 'halfOrQuarter'],
    row: PlayerGameStatsRowSchema,
    example: { competitionId: 38529, teamId: 591997 },
    notes: [
      'Needs teamId, playerId or gameId. halfOrQuarter "game" keeps the full-game rows, a number one period.',
      'Only play-by-play games have player lines (the NCAA season files have no player box).',
    ],
  }),
  'player-period-stats': defineEndpoint({
    name: 'player-period-stats',
    access: 'free',
    playerLevel: true,
    summary: "A player's line per period, summed over his play-by-play games (or one game).",
    requires: ['competitionId'],
    accepts: ['teamId', 'playerId', 'gameId', 'halfOrQuarter'],
    row: PlayerPeriodStatsRowSchema,
    example: { competitionId: 38529, teamId: 591997 },
    notes: ['Needs teamId, playerId or gameId. halfOrQuarter picks one period (1, 2…).'],
  }),
  ranks: defineEndpoint({
    name: 'ranks',
    access: 'free',
    playerLevel: true,
    summary: 'Ranks of teams or players by stat within gender × division × season (1 = best).',
    requires: ['competitionId'],
    accepts: ['teamId', 'playerId', 'conferenceId', 'divisionId', 'ptgc', 'metricType'],
    row: RankRowSchema,
    example: { competitionId: 38409, teamId: 590616 },
    notes: [
      'ptgc "team" (default) or "player"; a playerId implies players. metricType keeps one stat (e.g. netRtgAdj).',
      'Team stats: netRtgAdj, ortgAdj, drtgAdj, paceAdj, sos, ptsScoredPg, efgPct, tovPct, orbPct, ftaRate, fg3Pct and the …Agst four factors. Player stats: ptsPer40, tsPct, usagePct, per, bpm, tovPct.',
    ],
  }),
  'team-agg-pppc': defineEndpoint({
    name: 'team-agg-pppc',
    access: 'public',
    summary:
      'Points per possession by play context over the season (play-by-play games), offense and defense.',
    requires: ['competitionId'],
    accepts: ['divisionId', 'conferenceId', 'teamId', 'teamIds', 'isOffense', 'scope'],
    row: TeamAggPppcRowSchema,
    example: { competitionId: 38529, teamId: 591997 },
    notes: [
      'Season scope only. Contexts: total, transition, halfCourt, afterTov (afterStl: its live-ball part), afterDrb, afterScore, periodStart, secondChance.',
      'Counted from play-by-play possessions: gpPbp says how many games; with gpPbp 0 every context field is null.',
    ],
  }),
  'team-agg-stats': defineEndpoint({
    name: 'team-agg-stats',
    access: 'public',
    summary:
      'Team aggregates per scope and side of the ball (isOffense twins): four factors, ratings, records, differentials.',
    requires: ['competitionId'],
    accepts: [
      'divisionId',
      'conferenceId',
      'teamId',
      'teamIds',
      'scope',
      'scopes',
      'isOffense',
      'start',
      'end',
    ],
    row: TeamAggStatsRowSchema,
    example: { competitionId: 38409, divisionId: 1, scope: 'season' },
    notes: [
      `With a team (or teams) and no scope: every named scope (${TEAM_AGG_SCOPES.join(', ')}); otherwise the season.`,
      'isOffense false rows show the opponents\u2019 line in the plain fields and the team\u2019s in …Agst; ratings, records and …Diff are the team\u2019s on both rows.',
      'Box-score games have no steals, fouls or play-by-play extras: those fields are null unless every game of the scope has them; gpPbp counts play-by-play games.',
      'start/end (yyyymmdd) give one date-range row per team instead of scopes.',
      'Non-integer values carry 8 significant digits (rates, per-game values, ratings, possessions).',
    ],
  }),
  'team-agg-streak-stats': defineEndpoint({
    name: 'team-agg-streak-stats',
    access: 'free',
    summary:
      'Per team: winning and losing streaks, and scoring runs made and allowed (play-by-play games).',
    requires: ['competitionId'],
    accepts: ['teamId', 'conferenceId', 'divisionId', 'scope'],
    row: TeamAggStreakStatsRowSchema,
    example: { competitionId: 38529, teamId: 591997 },
    notes: [
      'Season scope only. Runs are stored from 8-0 up; runs10ForPg is per play-by-play game.',
    ],
  }),
  'team-game-clutch-stats': defineEndpoint({
    name: 'team-game-clutch-stats',
    access: 'public',
    summary: "A team's game log over clutch time only (last 5:00 or overtime, margin ≤ 5).",
    requires: ['competitionId'],
    accepts: TEAM_GAME_LOG_ACCEPTS,
    row: TeamGameClutchStatsRowSchema,
    example: { competitionId: 38529, teamId: 591997 },
    notes: [
      'Needs teamId, conferenceId or gameId. Clutch time exists only in play-by-play games: other games are listed with their coverage and null stats.',
    ],
  }),
  'team-game-pppc': defineEndpoint({
    name: 'team-game-pppc',
    access: 'public',
    summary: 'Points per possession by play context in each game of a team, offense and defense.',
    requires: ['competitionId'],
    accepts: TEAM_GAME_LOG_ACCEPTS,
    row: TeamGamePppcRowSchema,
    example: { competitionId: 38529, teamId: 591997 },
    notes: [
      'Needs teamId, conferenceId or gameId. Contexts as team-agg-pppc; non-pbp games have null context fields.',
    ],
  }),
  'team-game-stats': defineEndpoint({
    name: 'team-game-stats',
    access: 'public',
    summary:
      "A team's (conference's) game log: two rows per game, the team's line and its opponent's.",
    requires: ['competitionId'],
    accepts: TEAM_GAME_LOG_ACCEPTS,
    row: TeamGameStatsRowSchema,
    example: { competitionId: 38409, teamId: 590616 },
    notes: [
      'Needs teamId, conferenceId or gameId. Rows are newest first; teamGameRecency 1 is the latest game.',
      'coverage: pbp, box (no steals, fouls or play-by-play extras: null) or schedule (score only: stats null).',
    ],
  }),
  'team-period-stats': defineEndpoint({
    name: 'team-period-stats',
    access: 'public',
    summary: "A team's line per period (summed over its play-by-play games, or one game).",
    requires: ['competitionId'],
    accepts: ['teamId', 'conferenceId', 'gameId', 'isOffense', 'halfOrQuarter'],
    row: TeamPeriodStatsRowSchema,
    example: { competitionId: 38529, teamId: 591997 },
    notes: [
      'Periods come from play-by-play only: gpPbp counts the games summed. halfOrQuarter picks one period (1, 2…).',
      'periodsWon/periodsLost: periods in which the team outscored (was outscored by) its opponent.',
    ],
  }),
  'team-records': defineEndpoint({
    name: 'team-records',
    access: 'public',
    summary: 'Won-lost records per team by split, current streak and longest streaks.',
    requires: ['competitionId'],
    accepts: ['teamId', 'conferenceId', 'divisionId'],
    row: TeamRecordsRowSchema,
    example: { competitionId: 38409, teamId: 590616 },
    notes: [
      'Splits: overall, conf (conference regular season), nonConf, confTourney (estimated), home, away, neutral (not flagged by the NCAA source: 0 unless a bundle says so), q1-q4 (opponent quadrant), l10 (last ten games).',
    ],
  }),
} as const;
