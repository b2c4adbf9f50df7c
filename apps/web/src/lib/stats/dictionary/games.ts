/** Game context of `team-game-stats` and `player-game-stats` rows (spec/response-fields.md). */
import { familyBuilder } from './define';

const stat = familyBuilder('game');

export const GAME_STATS = [
  stat({
    key: 'gameDate',
    label: 'Date',
    shortLabel: 'Date',
    description: 'The date the game was played.',
    format: 'date',
    direction: 'neutral',
  }),
  stat({
    key: 'isHome',
    label: 'Home game',
    shortLabel: 'Home',
    description: 'Whether the team played at home.',
    format: 'yesNo',
    direction: 'neutral',
  }),
  stat({
    key: 'isNeutral',
    label: 'Neutral site',
    shortLabel: 'Neutral',
    description: 'Whether the game was played on a neutral floor.',
    format: 'yesNo',
    direction: 'neutral',
  }),
  stat({
    key: 'isWin',
    label: 'Result',
    shortLabel: 'W/L',
    description: 'Win or loss.',
    format: 'winLoss',
    direction: 'neutral',
  }),
  stat({
    key: 'quadAgst',
    label: 'Quadrant',
    shortLabel: 'Quad',
    description:
      "The game's NCAA quadrant by opponent rank and site: Q1 home 1-30, neutral 1-50, away " +
      '1-75; Q2 home 31-75, neutral 51-100, away 76-135; Q3 home 76-160, neutral 101-200, away ' +
      "136-240; Q4 the rest. Ranks are Courtside's own adjusted-rating ranks.",
    format: 'text',
    direction: 'neutral',
  }),
  stat({
    key: 'netRankAgst',
    label: 'Opponent rank',
    shortLabel: 'Opp Rk',
    description: "The opponent's rank by adjusted efficiency margin (1 = best).",
    format: 'rank',
    direction: 'neutral',
  }),
  stat({
    key: 'isStarter',
    label: 'Started',
    shortLabel: 'GS',
    description: 'Whether the player started the game.',
    format: 'yesNo',
    direction: 'neutral',
  }),
  // How a game's margin moved (streaks-margins rows), from the row team's side.
  stat({
    key: 'maxLead',
    label: 'Largest lead',
    shortLabel: 'Max lead',
    description: "The team's largest lead in points at any moment of the game.",
    format: 'integer',
    direction: 'higher',
  }),
  stat({
    key: 'maxLeadAgst',
    label: 'Largest deficit',
    shortLabel: 'Max deficit',
    description: "The team's largest deficit: the opponent's largest lead in points.",
    format: 'integer',
    direction: 'lower',
  }),
  stat({
    key: 'leadChanges',
    label: 'Lead changes',
    shortLabel: 'Lead chg',
    description: 'How many times the lead passed from one team to the other.',
    format: 'integer',
    direction: 'neutral',
  }),
  stat({
    key: 'timesTied',
    label: 'Times tied',
    shortLabel: 'Ties',
    description: 'How many times the score was tied after tip-off.',
    format: 'integer',
    direction: 'neutral',
  }),
  stat({
    key: 'pctTimeLeading',
    label: 'Time leading',
    shortLabel: 'Lead %',
    description: 'Share of the game clock the team spent ahead.',
    format: 'pct',
    direction: 'higher',
  }),
  // Whole-game figures of `game-explorer-search` rows (neither team's side).
  stat({
    key: 'winnerMargin',
    label: 'Final margin',
    shortLabel: 'Margin',
    description: "The winner's points minus the loser's at the final buzzer.",
    format: 'integer',
    direction: 'neutral',
  }),
  stat({
    key: 'totalPts',
    label: 'Total points',
    shortLabel: 'Total',
    description: 'Points both teams scored together.',
    format: 'integer',
    direction: 'neutral',
  }),
  stat({
    key: 'overtimes',
    label: 'Overtimes',
    shortLabel: 'OT',
    description: 'Overtime periods played (0: decided in regulation).',
    format: 'integer',
    direction: 'neutral',
  }),
  stat({
    key: 'largestLead',
    label: 'Largest lead, either team',
    shortLabel: 'Big lead',
    description:
      'The largest lead either team held at any moment, from play-by-play (— without it).',
    format: 'integer',
    direction: 'neutral',
  }),
  stat({
    key: 'comeback',
    label: "Winner's comeback",
    shortLabel: 'Comeback',
    description:
      "The winner's largest deficit: how far it came back from (0 when it never trailed; — without play-by-play).",
    format: 'integer',
    direction: 'neutral',
  }),
  stat({
    key: 'biggestRun',
    label: 'Biggest run',
    shortLabel: 'Run',
    description:
      'Most points one team scored in a row, free throws included, from play-by-play (— without it).',
    format: 'integer',
    direction: 'neutral',
  }),
  stat({
    key: 'winnerWinProbability',
    label: "Winner's pre-game win probability",
    shortLabel: 'Win prob',
    description:
      "The winner's chance before tip-off from both teams' adjusted ratings (home court unless neutral); the lower, the bigger the upset. The ratings are the season's, which include the game itself.",
    format: 'pct',
    direction: 'neutral',
  }),
  stat({
    key: 'tournamentRoundName',
    label: 'Tournament round',
    shortLabel: 'Round',
    description: "The game's round in a conference or national tournament bracket.",
    format: 'text',
    direction: 'neutral',
  }),
] as const;
