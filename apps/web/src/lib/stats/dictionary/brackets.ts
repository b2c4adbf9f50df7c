/**
 * The national tournament's bracket odds (`bracket-odds`, METHODS §9 "Simulation"): each team's
 * place in the bracket, its simulated chance of reaching each round and of winning the title,
 * and how far it actually went. A round's odds are the chance of being alive when it starts.
 */
import { familyBuilder } from './define';

const stat = familyBuilder('team');

const SIMULATION =
  'Share of 100,000 simulated tournaments, each game decided by the two teams’ adjusted ' +
  'ratings on a neutral floor.';

const reach = <K extends string>(key: K, label: string, shortLabel: string, round: string) =>
  stat({
    key,
    label,
    shortLabel,
    description: `Chance of ${round}. ${SIMULATION}`,
    format: 'pct',
  });

export const BRACKET_STATS = [
  stat({
    key: 'seed',
    label: 'Seed',
    shortLabel: 'Seed',
    description: 'The team’s seed in its region, 1 (best) to 16.',
    format: 'rank',
    direction: 'neutral',
  }),
  stat({
    key: 'regionName',
    label: 'Region',
    shortLabel: 'Region',
    description: 'The bracket region the team plays in until the Final Four.',
    format: 'text',
    direction: 'neutral',
  }),
  reach(
    'oddsRound64',
    'Reaches the round of 64',
    'R64',
    'playing in the round of 64 (a First Four team must win its play-in game first)',
  ),
  reach('oddsRound32', 'Reaches the round of 32', 'R32', 'reaching the round of 32'),
  reach('oddsSweet16', 'Reaches the Sweet 16', 'Sweet 16', 'reaching the Sweet 16'),
  reach('oddsElite8', 'Reaches the Elite Eight', 'Elite 8', 'reaching the Elite Eight'),
  reach('oddsFinal4', 'Reaches the Final Four', 'Final 4', 'reaching the Final Four'),
  reach('oddsFinal', 'Reaches the final', 'Final', 'reaching the championship game'),
  reach('oddsChampion', 'Wins the title', 'Title', 'winning the national title'),
  stat({
    key: 'eliminatedRound',
    label: 'Result',
    shortLabel: 'Result',
    description:
      'How far the team actually went: Champion, the round it lost in, or Alive while it is ' +
      'still playing.',
    format: 'text',
    direction: 'neutral',
  }),
] as const;
