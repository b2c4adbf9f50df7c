/** Names shown as table columns: teams, players, conferences (spec/response-fields.md). */
import { familyBuilder } from './define';

const stat = familyBuilder('identity');

const name = <K extends string>(key: K, label: string, shortLabel: string, description: string) =>
  stat({ key, label, shortLabel, description, format: 'text', direction: 'neutral' });

export const IDENTITY_STATS = [
  name('teamMarket', 'Team', 'Team', 'The school (team market), e.g. "Florida".'),
  name('teamName', 'Nickname', 'Nickname', 'The team nickname, e.g. "Gators".'),
  name('fullName', 'Player', 'Player', "The player's full name."),
  name('firstName', 'First name', 'First', "The player's first name."),
  name('lastName', 'Last name', 'Last', "The player's last name."),
  name('conferenceShortName', 'Conference', 'Conf', "The conference's short name."),
  name('conferenceLongName', 'Conference (full name)', 'Conference', "The conference's full name."),
  name('teamMarketAgst', 'Opponent', 'Opp', 'The opponent (team market).'),
] as const;
