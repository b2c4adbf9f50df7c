/** Definitions of the play-by-play endpoints (events, shots, lineups, streaks, on/off). */
import { defineEndpoint } from './define';
import {
  AssistComboRowSchema,
  EnhPbpRowSchema,
  GameFlowLineupRowSchema,
  GameFlowPlayerRowSchema,
  LeagueHexRowSchema,
  LeagueZoneRowSchema,
  LineupAggRowSchema,
  LineupGameRowSchema,
  MatchActionRowSchema,
  OnOffRowSchema,
  PbpShotRowSchema,
  PlayerAggPbpRowSchema,
  PlayerGamePbpRowSchema,
  PlayerPeriodSummaryRowSchema,
  PlayerScoringStreakRowSchema,
  PlayerTyingGoAheadRowSchema,
  ShootingStreakRowSchema,
  StreaksMarginRowSchema,
  TeamAggPbpRowSchema,
  TeamGamePbpRowSchema,
  TeamPeriodSummaryRowSchema,
  TeamScoringStreakRowSchema,
  TeamTyingGoAheadRowSchema,
  TyingGoAheadShotRowSchema,
} from '../data/index';

/** The lineups a conference or division list keeps (by net rating). */
export const LINEUP_TOP_UNITS = 100;
/** Possessions a lineup needs to be qualified (the API's lineup rows apply it). */
export const LINEUP_QUALIFYING_POSSESSIONS = 50;
/** Consecutive team points one player must score for a player scoring streak (the warehouse's rule). */
export const PLAYER_STREAK_POINTS = 7;

export const PBP_DEFINITIONS = {
  'enh-lineup-game-summaries': defineEndpoint({
    name: 'enh-lineup-game-summaries',
    access: 'free',
    summary:
      'Lineups per game: each unit of a team (or of both teams of a game) with minutes, possessions, points, plus-minus, attempts and ratings. Needs teamId or gameId; box-only games give no rows.',
    requires: ['competitionId'],
    accepts: ['competitionId', 'teamId', 'gameId'],
    row: LineupGameRowSchema,
    example: { competitionId: 38529, gameId: 5728709 },
  }),
  'enh-pbp': defineEndpoint({
    name: 'enh-pbp',
    access: 'public',
    summary:
      "A game's play-by-play enhanced: every event with the score and margin after it, home/away win probability, clutch flag, shot zone and distance, and both lineups on the floor. Play-by-play games only: a box-only game gives no rows.",
    requires: ['gameId'],
    accepts: ['gameId', 'competitionId'],
    row: EnhPbpRowSchema,
    example: { gameId: 5728709 },
  }),
  'game-flow-lineups': defineEndpoint({
    name: 'game-flow-lineups',
    access: 'public',
    summary:
      "A game's lineups in order: one row per stint and team (the five on the floor, start/end clock, points for and against, possessions, the score when it began). Play-by-play games only: a box-only game gives no rows.",
    requires: ['gameId'],
    accepts: ['gameId', 'competitionId', 'teamId'],
    row: GameFlowLineupRowSchema,
    example: { gameId: 5728709 },
    notes: ['Home team first, then the away team, each in stint order.'],
  }),
  'game-flow-players': defineEndpoint({
    name: 'game-flow-players',
    access: 'public',
    summary:
      "Each player's stretches on the floor in a game (start/end clock, minutes, points for and against, plus-minus, possessions). Play-by-play games only: a box-only game gives no rows.",
    requires: ['gameId'],
    accepts: ['gameId', 'competitionId', 'teamId', 'playerId'],
    row: GameFlowPlayerRowSchema,
    example: { gameId: 5728709 },
    notes: ['Home team first, then away; each in order of the stretch start.'],
  }),
  'lg-hexes': defineEndpoint({
    name: 'lg-hexes',
    access: 'public',
    summary:
      'League shooting per hex (pointy-top hexes 1.5 ft across, axial q/r, center x/y in feet from the basket): attempts, makes, FG%, share of attempts, points per attempt; isQualified from 5 attempts. Play-by-play games only.',
    requires: ['competitionId'],
    accepts: ['competitionId', 'divisionId'],
    row: LeagueHexRowSchema,
    example: { competitionId: 38529 },
    notes: [
      'Charts shrink a team hex toward the league: FG%* = (makes + 10·lg)/(attempts + 10), color = FG%* − lg clamped at ±10 points (engine hexbin.ts).',
    ],
  }),
  'lg-zones': defineEndpoint({
    name: 'lg-zones',
    access: 'public',
    summary:
      "League shooting per zone of a zone schema (basic, area — the default —, spot2, depth2, spot3, depth3, nba3): attempts, makes, FG%, share of located attempts, points per attempt, expected points (value × league FG%) and the zone's definition. Play-by-play games only.",
    requires: ['competitionId'],
    accepts: ['competitionId', 'divisionId', 'zoneSchema'],
    row: LeagueZoneRowSchema,
    example: { competitionId: 38529, zoneSchema: 'area' },
  }),
  'lineup-agg-stats-top': defineEndpoint({
    name: 'lineup-agg-stats-top',
    access: 'free',
    summary: `Season lineups (five-player units): pName1-5/pId1-5, gpPbp, minsPbp, poss, ptsScored, ptsAgst, plusMinus, fgm/fga, ortg/drtg/netRtg, efgPct; a team's units by minutes, or the top ${LINEUP_TOP_UNITS} qualified units (≥ ${LINEUP_QUALIFYING_POSSESSIONS} possessions) of a conference or division by net rating. Play-by-play games only.`,
    requires: ['competitionId'],
    accepts: ['competitionId', 'teamId', 'conferenceId', 'divisionId', 'scope'],
    row: LineupAggRowSchema,
    example: { competitionId: 38529, teamId: 591997 },
    notes: ['scope: season only (lineups are not cut by other scopes yet).'],
  }),
  'match-actions': defineEndpoint({
    name: 'match-actions',
    access: 'public',
    summary:
      "A game's actions in order: type and sub-type, team, player and the other player (assister, blocker, fouled), result, points, score after, shot location. Play-by-play games only: a box-only game gives no rows.",
    requires: ['gameId'],
    accepts: ['gameId', 'competitionId'],
    row: MatchActionRowSchema,
    example: { gameId: 5728709 },
  }),
  'on-off-agg-stats': defineEndpoint({
    name: 'on-off-agg-stats',
    access: 'free',
    playerLevel: true,
    summary:
      "On/off splits of a team's players over its play-by-play games (in the games each played): rows on/off/diff × isOffense with minsOn, minsOff, minsPct, possessions, points, ortg/drtg/netRtg, eFG%. Needs teamId; teams without play-by-play have no rows.",
    requires: ['competitionId', 'teamId'],
    accepts: ['competitionId', 'teamId', 'playerId', 'gameId', 'onOffDiff', 'isOffense'],
    row: OnOffRowSchema,
    example: { competitionId: 38529, teamId: 591997 },
    notes: [
      "minsOn + minsOff = the minutes of the games he played; isQualified: minsOn ≥ 10% of all the team's play-by-play minutes (METHODS §8).",
    ],
  }),
  'pbp-shots-tying-go-ahead': defineEndpoint({
    name: 'pbp-shots-tying-go-ahead',
    access: 'free',
    playerLevel: true,
    summary:
      'Game-deciding field-goal attempts (METHODS §6) with the score before them and whether a make would tie or take the lead; filter by team, player or game. Play-by-play games only: box-only games give no rows.',
    requires: ['competitionId'],
    accepts: [
      'competitionId',
      'teamId',
      'playerId',
      'gameId',
      'isOffense',
      'divisionId',
      'conferenceId',
    ],
    row: TyingGoAheadShotRowSchema,
    example: { competitionId: 38529 },
    notes: ["isOffense=false with teamId: the attempts of the team's opponents against it."],
  }),
  'pbp-shots': defineEndpoint({
    name: 'pbp-shots',
    access: 'public',
    summary:
      "Field-goal attempts (x/y in feet from the basket, zone, distance, made, assisted, shooter, game, period, clock) of a team, player or game; isOffense=false gives a team's opponents' attempts. Play-by-play games only: box-only games give no rows.",
    requires: ['competitionId'],
    accepts: ['competitionId', 'teamId', 'playerId', 'gameId', 'isOffense', 'scope'],
    row: PbpShotRowSchema,
    example: { competitionId: 38529, teamId: 591997 },
    notes: [
      'One of teamId, playerId or gameId is required.',
      'scope: season (default), confReg, home, away, neutral, l5g, l10g, wins, losses, quad1-4 (the games of the team named by teamId, else of the shooter), or clutch (clutch-time attempts).',
      'Rows are in game order, then event order.',
    ],
  }),
  'player-agg-pbp-stats': defineEndpoint({
    name: 'player-agg-pbp-stats',
    access: 'free',
    playerLevel: true,
    summary:
      'Player play-by-play aggregates over a scope: gpPbp, minsPbp, tsPct, usagePct, ast2/ast3 (assists to twos/threes), ptsCreated (points + points assisted) and the zone vocabulary of his attempts. Play-by-play games only: players without any have no rows; inPortalAfterSeason is null until transfer data exists.',
    requires: ['competitionId'],
    accepts: ['competitionId', 'teamId', 'playerId', 'divisionId', 'conferenceId', 'scope'],
    row: PlayerAggPbpRowSchema,
    example: { competitionId: 38529, teamId: 591997 },
    notes: [
      'A zone is qualified with at least one attempt every two play-by-play games.',
      "With scope clutch the games are the season's and the attempts the clutch-time ones; minutes and rates stay the season's.",
    ],
  }),
  'player-game-pbp-stats': defineEndpoint({
    name: 'player-game-pbp-stats',
    access: 'free',
    playerLevel: true,
    summary:
      'Per player and play-by-play game: minutes, points and the zone vocabulary of his attempts. Needs teamId, playerId or gameId; box-only games give no rows.',
    requires: ['competitionId'],
    accepts: ['competitionId', 'teamId', 'playerId', 'gameId'],
    row: PlayerGamePbpRowSchema,
    example: { competitionId: 38529, gameId: 5728709 },
  }),
  'player-period-summaries': defineEndpoint({
    name: 'player-period-summaries',
    access: 'free',
    playerLevel: true,
    summary:
      'Players by period over the play-by-play games (or one game): games on the floor in the period, minutes, points, shooting, rebounds, assists, steals, blocks, turnovers, fouls, plus-minus, per-game minutes and points. Box-only games are not in the sums.',
    requires: [],
    accepts: ['competitionId', 'teamId', 'playerId', 'gameId'],
    row: PlayerPeriodSummaryRowSchema,
    example: { competitionId: 38529, teamId: 591997 },
    notes: ['Needs teamId, playerId or gameId (a game names its competition).'],
  }),
  'player-scoring-streaks': defineEndpoint({
    name: 'player-scoring-streaks',
    access: 'free',
    playerLevel: true,
    summary: `Player scoring streaks: ${PLAYER_STREAK_POINTS}+ consecutive team points all scored by one player, with the opponent's points meanwhile, the clock and the score. Play-by-play games only.`,
    requires: ['competitionId'],
    accepts: ['competitionId', 'teamId', 'playerId', 'gameId'],
    row: PlayerScoringStreakRowSchema,
    example: { competitionId: 38529, teamId: 591997 },
    notes: ['Needs teamId, playerId or gameId. Longest streaks first.'],
  }),
  'player-shooting-streaks': defineEndpoint({
    name: 'player-shooting-streaks',
    access: 'free',
    playerLevel: true,
    summary:
      "Players' longest shooting streaks: consecutive makes and misses of field goals, threes and free throws, over the play-by-play games in order (a streak may span games) or within one game. Box-only games have no attempts.",
    requires: ['competitionId'],
    accepts: ['competitionId', 'teamId', 'playerId', 'gameId'],
    row: ShootingStreakRowSchema,
    example: { competitionId: 38529, teamId: 591997 },
    notes: ['Needs teamId, playerId or gameId. One row per player and kind he has attempts of.'],
  }),
  'player-tying-go-ahead-shooting': defineEndpoint({
    name: 'player-tying-go-ahead-shooting',
    access: 'free',
    playerLevel: true,
    summary:
      "Players' tying and go-ahead shooting: game-deciding attempts and makes (METHODS §6), tying vs go-ahead attempts, game-winners. Only players with a deciding attempt in a play-by-play game have a row.",
    requires: ['competitionId'],
    accepts: ['competitionId', 'teamId', 'playerId', 'divisionId', 'conferenceId'],
    row: PlayerTyingGoAheadRowSchema,
    example: { competitionId: 38529 },
    notes: ['Rows are ordered by deciding attempts, most first.'],
  }),
  'streaks-margins': defineEndpoint({
    name: 'streaks-margins',
    access: 'free',
    summary:
      'Margins per play-by-play game and team: final margin, largest lead and deficit (maxLeadAgst), lead changes, ties, seconds leading/trailing/tied, comeback and blown-lead points. Box-only games give no rows.',
    requires: [],
    accepts: ['competitionId', 'teamId', 'gameId', 'conferenceId', 'divisionId'],
    row: StreaksMarginRowSchema,
    example: { competitionId: 38529, teamId: 591997 },
    notes: [
      'Needs team, game, conference or division; competition unless a game is given.',
      'A lead change is a change of leader (ties in between do not count); a tie is counted each time the score becomes level.',
    ],
  }),
  'team-agg-assist-combos': defineEndpoint({
    name: 'team-agg-assist-combos',
    access: 'public',
    summary:
      "A team's assist combinations: each assister → scorer pair with assists, assisted twos and threes, points, and assisted makes by area (atr2, paint2, mid2, c3, atb3). Play-by-play games only: box-only games add nothing.",
    requires: ['competitionId', 'teamId'],
    accepts: ['competitionId', 'teamId', 'playerId', 'scope'],
    row: AssistComboRowSchema,
    example: { competitionId: 38529, teamId: 591997 },
    notes: ['player: pairs where he is the assister or the scorer. Rows: most assists first.'],
  }),
  'team-agg-pbp-stats': defineEndpoint({
    name: 'team-agg-pbp-stats',
    access: 'public',
    summary:
      'Team shooting by zone over a scope (atr2, paint2, mid2, c3, atb3 and the finer zones: {zone}Fga/Fgm/FgPct/FgaFreq), layup/dunk, assisted shares, and-ones, second-chance and left/right/center FG%, isQualArray; one row per team × isOffense. From play-by-play games only: teams without any in the scope have no rows.',
    requires: ['competitionId'],
    accepts: ['competitionId', 'teamId', 'divisionId', 'conferenceId', 'scope', 'isOffense'],
    row: TeamAggPbpRowSchema,
    example: { competitionId: 38529, teamId: 591997, scope: 'season' },
    notes: [
      "Zones are the engine's (METHODS §5); their definitions are served by lg-zones (definition field).",
      '{zone}FgaFreq is the share of all located attempts; FgPct leaves heaves (≥ 40 ft) out.',
      'A zone is qualified with at least one attempt per play-by-play game.',
      'scope: season (default), confReg, home, away, neutral, l5g, l10g, wins, losses, quad1-4, clutch.',
    ],
  }),
  'team-game-pbp-stats': defineEndpoint({
    name: 'team-game-pbp-stats',
    access: 'public',
    summary:
      "Per play-by-play game, a team's shooting by zone (the team-agg-pbp-stats vocabulary), two rows per team and game (isOffense). Needs teamId or gameId; box-only games give no rows.",
    requires: ['competitionId'],
    accepts: ['competitionId', 'teamId', 'gameId', 'isOffense'],
    row: TeamGamePbpRowSchema,
    example: { competitionId: 38529, teamId: 591997 },
  }),
  'team-period-summaries': defineEndpoint({
    name: 'team-period-summaries',
    access: 'public',
    summary:
      "A team's results by period over its play-by-play games (or one game): points for/against and per game, possessions, ortg/drtg/netRtg, shooting, periods won/lost/tied. Box-only games are not in the sums (gpPbp counts the games that are).",
    requires: [],
    accepts: ['competitionId', 'teamId', 'gameId'],
    row: TeamPeriodSummaryRowSchema,
    example: { competitionId: 38529, teamId: 591997 },
    notes: [
      'Needs teamId or gameId (a game names its competition). Overtime rows cover only the games that had one.',
    ],
  }),
  'team-scoring-streaks': defineEndpoint({
    name: 'team-scoring-streaks',
    access: 'free',
    summary:
      "Scoring runs of 8-0 or more (METHODS §6): a team's runs (isOffense true) and its opponents' runs against it, or both teams' runs in a game; isHeadline from 10-0. Play-by-play games only.",
    requires: ['competitionId'],
    accepts: ['competitionId', 'teamId', 'gameId', 'isOffense'],
    row: TeamScoringStreakRowSchema,
    example: { competitionId: 38529, teamId: 591997 },
    notes: ['Needs teamId or gameId. Rows in game order, then by start.'],
  }),
  'team-shooting-streaks': defineEndpoint({
    name: 'team-shooting-streaks',
    access: 'free',
    summary:
      "A team's longest shooting streaks: consecutive makes and misses of field goals, threes and free throws (streakKind fgMake, fgMiss, fg3Make, fg3Miss, ftMake, ftMiss), over its play-by-play games in order or within one game. Box-only games have no attempts.",
    requires: ['competitionId'],
    accepts: ['competitionId', 'teamId', 'gameId'],
    row: ShootingStreakRowSchema,
    example: { competitionId: 38529, teamId: 591997 },
    notes: ['Needs teamId or gameId. One row per team and kind (the earliest longest on ties).'],
  }),
  'team-tying-go-ahead-shooting': defineEndpoint({
    name: 'team-tying-go-ahead-shooting',
    access: 'free',
    summary:
      "Teams' tying and go-ahead shooting (METHODS §6), two rows per team: its own deciding attempts (isOffense true) and its opponents' (false). Teams without play-by-play games have no rows.",
    requires: ['competitionId'],
    accepts: ['competitionId', 'teamId', 'divisionId', 'conferenceId', 'isOffense'],
    row: TeamTyingGoAheadRowSchema,
    example: { competitionId: 38529, teamId: 591997 },
  }),
} as const;
