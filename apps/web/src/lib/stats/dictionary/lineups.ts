/**
 * Lineup rows and `on-off-agg-stats` (METHODS §4). Lineup ratings reuse ortg/drtg/netRtg
 * (team.ts) and the box counts (box.ts): the same formulas over the lineup's possessions.
 */
import { familyBuilder } from './define';

const stat = familyBuilder('lineup');

const lineupPlayer = <K extends string>(key: K, slot: number) =>
  stat({
    key,
    label: `Player ${slot}`,
    shortLabel: `P${slot}`,
    description: `Player ${slot} of the five on the floor.`,
    format: 'text',
    direction: 'neutral',
  });

export const LINEUP_STATS = [
  lineupPlayer('pName1', 1),
  lineupPlayer('pName2', 2),
  lineupPlayer('pName3', 3),
  lineupPlayer('pName4', 4),
  lineupPlayer('pName5', 5),
  stat({
    key: 'onOffDiff',
    label: 'On / off',
    shortLabel: 'On/Off',
    description:
      'Which part of the on/off split the row holds: on the floor, off it (the team minus the ' +
      'on part), or the difference on − off.',
    format: 'text',
    direction: 'neutral',
  }),
  stat({
    key: 'minsOn',
    label: 'Minutes on',
    shortLabel: 'MIN On',
    description: 'Minutes the player was on the floor (mm:ss).',
    format: 'minutes',
    direction: 'neutral',
  }),
  stat({
    key: 'minsOff',
    label: 'Minutes off',
    shortLabel: 'MIN Off',
    description: 'Minutes the team played without the player (mm:ss).',
    format: 'minutes',
    direction: 'neutral',
  }),
  stat({
    key: 'minsPct',
    label: 'Share of minutes',
    shortLabel: 'MIN%',
    description:
      "Minutes on / team minutes. Under 10% of the team's minutes a player is not qualified.",
    format: 'pct',
    direction: 'neutral',
  }),
] as const;
