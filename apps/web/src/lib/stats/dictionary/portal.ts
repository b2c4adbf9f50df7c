/**
 * Transfer-portal entries of `vc-transfer-portal` (spec/response-fields.md), and the portal
 * page's sums over them: entrants per group and status, and each school's or conference's
 * arrivals and departures with the minutes, points and box-rating value they played the season
 * before (from `portal-agg-stats`). The counts take the names `team-transfer-agg-stats` uses for
 * the same counts (transfersIn, transfersOut, withdrawn, unsigned).
 */
import { familyBuilder } from './define';

const stat = familyBuilder('portal');

const text = <K extends string>(key: K, label: string, shortLabel: string, description: string) =>
  stat({ key, label, shortLabel, description, format: 'text', direction: 'neutral' });

const date = <K extends string>(key: K, label: string, shortLabel: string, description: string) =>
  stat({ key, label, shortLabel, description, format: 'date', direction: 'neutral' });

const count = <K extends string>(key: K, label: string, shortLabel: string, description: string) =>
  stat({ key, label, shortLabel, description, format: 'integer', direction: 'neutral' });

/** Why the value sums leave some players out, said once for every sum. */
const SEASON_LINE_NOTE =
  'Only players with a season line in the season left count (play-by-play games).';

/** The box-rating value of one player, which the rating sums add up. */
const RATING_VALUE =
  'box plus-minus times the share of the team’s minutes he played (BPM·MP/(TmMP/5)), last season';

const DEPARTED = 'players who left (committed elsewhere or still in the portal)';

export const PORTAL_STATS = [
  text(
    'status',
    'Portal status',
    'Status',
    'Transferred (committed to a new school), Active (in the portal) or Withdrew.',
  ),
  text('eligibilityYear', 'Eligibility', 'Elig', 'The eligibility year the player transfers with.'),
  text('teamMarketFrom', 'From team', 'From', 'The school the player left.'),
  text('teamMarketTo', 'To team', 'To', 'The school the player committed to, if any.'),
  text(
    'conferenceShortNameFrom',
    'From conference',
    'From Conf',
    'The conference the player left.',
  ),
  text('conferenceShortNameTo', 'To conference', 'To Conf', 'The conference of the new school.'),
  text('divisionIdFrom', 'From division', 'From Div', 'The division the player left (1-3).'),
  text('divisionIdTo', 'To division', 'To Div', 'The division of the new school (1-3).'),
  date('createdWhen', 'Entered the portal', 'Entered', 'When the player entered the portal.'),
  date('updatedWhen', 'Last update', 'Updated', "When the player's portal entry last changed."),
  stat({
    key: 'redshirtFlag',
    label: 'Redshirt',
    shortLabel: 'RS',
    description: 'Whether the player has a redshirt year.',
    format: 'yesNo',
    direction: 'neutral',
  }),
  count('entrants', 'Portal entrants', 'Entrants', 'Players who entered the transfer portal.'),
  count(
    'committed',
    'Committed',
    'Committed',
    'Entrants who committed to a new school (status Transferred).',
  ),
  count(
    'unsigned',
    'Still in the portal',
    'In portal',
    'Entrants without a new school who did not withdraw (status Active).',
  ),
  count(
    'withdrawn',
    'Withdrew',
    'Withdrew',
    'Entrants who withdrew and stayed at their school (status Withdrew).',
  ),
  count('transfersIn', 'Arrivals', 'Arrived', 'Committed transfers who joined.'),
  count(
    'transfersOut',
    'Committed elsewhere',
    'Left',
    'Entrants who left and committed to another school.',
  ),
  stat({
    key: 'ratingValue',
    label: 'Rating value',
    shortLabel: 'Rtg value',
    description: `The player's ${RATING_VALUE}: points per 100 possessions of his team's margin he carried (a team's values add up to its adjusted net rating).`,
    format: 'signedDecimal1',
  }),
  stat({
    key: 'minsArrived',
    label: 'Minutes arriving',
    shortLabel: 'MIN in',
    description: `Last season's minutes of the arrivals. ${SEASON_LINE_NOTE}`,
    format: 'integer',
  }),
  stat({
    key: 'minsDeparted',
    label: 'Minutes leaving',
    shortLabel: 'MIN out',
    description: `Last season's minutes of the ${DEPARTED}. ${SEASON_LINE_NOTE}`,
    format: 'integer',
    direction: 'lower',
  }),
  stat({
    key: 'minsNet',
    label: 'Net minutes',
    shortLabel: 'Net MIN',
    description: `Minutes arriving minus minutes leaving, last season's. ${SEASON_LINE_NOTE}`,
    format: 'signedInteger',
  }),
  stat({
    key: 'ptsArrived',
    label: 'Points arriving',
    shortLabel: 'PTS in',
    description: `Last season's points of the arrivals. ${SEASON_LINE_NOTE}`,
    format: 'integer',
  }),
  stat({
    key: 'ptsDeparted',
    label: 'Points leaving',
    shortLabel: 'PTS out',
    description: `Last season's points of the ${DEPARTED}. ${SEASON_LINE_NOTE}`,
    format: 'integer',
    direction: 'lower',
  }),
  stat({
    key: 'ptsNet',
    label: 'Net points',
    shortLabel: 'Net PTS',
    description: `Points arriving minus points leaving, last season's. ${SEASON_LINE_NOTE}`,
    format: 'signedInteger',
  }),
  stat({
    key: 'ratingArrived',
    label: 'Rating value arriving',
    shortLabel: 'Rtg in',
    description: `Sum over the arrivals of the ${RATING_VALUE}. ${SEASON_LINE_NOTE}`,
    format: 'signedDecimal1',
  }),
  stat({
    key: 'ratingDeparted',
    label: 'Rating value leaving',
    shortLabel: 'Rtg out',
    description: `Sum over the ${DEPARTED} of the ${RATING_VALUE}. ${SEASON_LINE_NOTE}`,
    format: 'signedDecimal1',
    direction: 'lower',
  }),
  stat({
    key: 'ratingNet',
    label: 'Net rating value',
    shortLabel: 'Net Rtg',
    description: `Rating value arriving minus rating value leaving. ${SEASON_LINE_NOTE}`,
    format: 'signedDecimal1',
  }),
] as const;
