/** Transfer-portal entries of `vc-transfer-portal` (spec/response-fields.md). */
import { familyBuilder } from './define';

const stat = familyBuilder('portal');

const text = <K extends string>(key: K, label: string, shortLabel: string, description: string) =>
  stat({ key, label, shortLabel, description, format: 'text', direction: 'neutral' });

const date = <K extends string>(key: K, label: string, shortLabel: string, description: string) =>
  stat({ key, label, shortLabel, description, format: 'date', direction: 'neutral' });

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
] as const;
