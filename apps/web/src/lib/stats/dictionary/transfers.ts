/**
 * Transfer history (`transfer-history`): a move's last season at the school left ("before")
 * and first at the new one ("after"), its direction, and the METHODS §10 ORtg analysis. The
 * values are sent per game already, so none of them converts between modes.
 */
import { familyBuilder } from './define';

const stat = familyBuilder('portal');

const ADJ_ORTG =
  'Points per 100 plays used, 100·PTS/(FGA + 0.44·FTA + TOV), times the national average ' +
  'efficiency over the mean adjusted defense of the opponents he played (METHODS §10). Blank ' +
  "under 10% of the team's minutes.";

export const TRANSFER_STATS = [
  stat({
    key: 'moveDirection',
    label: 'Direction of the move',
    shortLabel: 'Move',
    description:
      'Up, down or level between Division I high-major (ACC, SEC, Big 12, Big Ten, Big East, ' +
      'Pac-12), the rest of Division I, Division II and Division III.',
    format: 'text',
    direction: 'neutral',
  }),
  stat({
    key: 'role',
    label: 'Role in the season left',
    shortLabel: 'Role',
    description:
      "Starter (at least half of the team's minutes per player slot), rotation (at least a " +
      'fifth) or bench: the role whose non-transfers make the baseline.',
    format: 'text',
    direction: 'neutral',
  }),
  stat({
    key: 'transfers',
    label: 'Transfers',
    shortLabel: 'N',
    description: 'Transfers in the group.',
    format: 'integer',
    direction: 'neutral',
  }),
  stat({
    key: 'ratedTransfers',
    label: 'Rated transfers',
    shortLabel: 'Rated',
    description: 'Transfers with an adjusted ORtg on both sides (the ORtg means are over them).',
    format: 'integer',
    direction: 'neutral',
  }),
  stat({
    key: 'gpFrom',
    label: 'Games before',
    shortLabel: 'GP before',
    description: 'Play-by-play games played in the last season at the school left.',
    format: 'integer',
    direction: 'neutral',
  }),
  stat({
    key: 'gpTo',
    label: 'Games after',
    shortLabel: 'GP after',
    description: 'Play-by-play games played in the first season at the new school.',
    format: 'integer',
    direction: 'neutral',
  }),
  stat({
    key: 'minsPgFrom',
    label: 'Minutes per game before',
    shortLabel: 'MPG before',
    description: 'Minutes per game in the last season at the school left (mm:ss).',
    format: 'minutes',
    direction: 'neutral',
  }),
  stat({
    key: 'minsPgTo',
    label: 'Minutes per game after',
    shortLabel: 'MPG after',
    description: 'Minutes per game in the first season at the new school (mm:ss).',
    format: 'minutes',
    direction: 'neutral',
  }),
  stat({
    key: 'ptsPgFrom',
    label: 'Points per game before',
    shortLabel: 'PPG before',
    description: 'Points per game in the last season at the school left.',
    format: 'decimal1',
  }),
  stat({
    key: 'ptsPgTo',
    label: 'Points per game after',
    shortLabel: 'PPG after',
    description: 'Points per game in the first season at the new school.',
    format: 'decimal1',
  }),
  stat({
    key: 'ortgAdjFrom',
    label: 'Adjusted ORtg before',
    shortLabel: 'AdjORtg before',
    description: `${ADJ_ORTG} Last season at the school left.`,
    format: 'rating',
  }),
  stat({
    key: 'ortgAdjTo',
    label: 'Adjusted ORtg after',
    shortLabel: 'AdjORtg after',
    description: `${ADJ_ORTG} First season at the new school.`,
    format: 'rating',
  }),
  stat({
    key: 'ortgAdjChange',
    label: 'Adjusted ORtg change',
    shortLabel: 'Change',
    description: 'Adjusted ORtg after minus before.',
    format: 'signedDecimal1',
  }),
  stat({
    key: 'baselineChange',
    label: 'Non-transfer change',
    shortLabel: 'Baseline',
    description:
      'Mean adjusted ORtg change, over the same two seasons, of players of the same class and ' +
      'role who stayed at their school.',
    format: 'signedDecimal1',
    direction: 'neutral',
  }),
  stat({
    key: 'transferEffect',
    label: 'Change net of non-transfers',
    shortLabel: 'Net change',
    description:
      'Adjusted ORtg change minus the mean change of non-transfers of the same class and role ' +
      '(METHODS §10): what moving added beyond the usual year-to-year change.',
    format: 'signedDecimal1',
  }),
] as const;
