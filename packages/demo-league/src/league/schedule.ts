/**
 * The regular season of one gender: every conference's schedule (conference-schedule.ts: one
 * round robin, two, or everyone once and some twice) on the conference's own two weekdays,
 * counted back from the end of the conference season (a longer schedule starts before
 * Christmas), then non-conference play (nonconference.ts) in the weeks before each team's
 * conference season. Game ids follow the dates.
 */
import type { Gender } from '@courtside/contract';
import { addDays, conferenceDates, conferenceWeekdays, weekday } from './calendar';
import type { SeasonCalendar } from './calendar';
import { conferenceRounds } from './conference-schedule';
import type { GameIds, PlannedGame, ScheduledGame, ScheduleTeam } from './games';
import type { Division } from './identity';
import { nonConferenceGames } from './nonconference';
import type { Rng } from './random';
import { conferenceGamesOf, nonConferenceTarget } from './scale';
import type { DivisionShape } from './scale';

export { GameIds } from './games';
export type { GameKind, PlannedGame, ScheduledGame, ScheduleTeam } from './games';

/** Share of a conference's midweek games played the day after its grid date. */
const MIDWEEK_SPREAD = 0.35;

export interface RegularSeasonOptions {
  readonly teams: readonly ScheduleTeam[];
  readonly shapes: Readonly<Record<Division, DivisionShape>>;
  readonly calendar: SeasonCalendar;
  readonly gender: Gender;
  readonly ids: GameIds;
}

function conferencesOf(teams: readonly ScheduleTeam[]): ScheduleTeam[][] {
  const byId = new Map<number, ScheduleTeam[]>();
  for (const team of teams)
    byId.set(team.conferenceId, [...(byId.get(team.conferenceId) ?? []), team]);
  return [...byId.values()];
}

export function regularSeason(rng: Rng, options: RegularSeasonOptions): ScheduledGame[] {
  const { teams, shapes, calendar, gender } = options;
  const conference: PlannedGame[] = [];
  const conferenceStart = new Map<number, string>();
  const balance = new Map<number, number>();
  const [breakStart] = calendar.christmasBreak;
  for (const members of conferencesOf(teams)) {
    const first = members[0] as ScheduleTeam;
    const local = rng.fork(`conference/${first.conferenceId}`);
    const games = conferenceGamesOf(shapes[first.division], first.conferenceIndex);
    const rounds = conferenceRounds(
      local.shuffle(members).map((t) => t.teamId),
      games,
    );
    const weekdays = conferenceWeekdays(gender, first.conferenceIndex + first.division);
    const dates = conferenceDates(calendar, weekdays, rounds.length);
    rounds.forEach((round, r) => {
      const date = dates[r] ?? calendar.conferenceEnd;
      const next = addDays(date, 1);
      // Midweek rounds spread over two days (Tuesday and Wednesday…), never into the break.
      const spread =
        weekday(date) === weekdays[0] && next <= calendar.conferenceEnd && next !== breakStart;
      for (const [homeId, awayId] of round) {
        const day = spread && local.chance(MIDWEEK_SPREAD) ? next : date;
        conference.push({ date: day, homeId, awayId, neutral: false });
        for (const id of [homeId, awayId]) {
          const start = conferenceStart.get(id);
          if (start === undefined || day < start) conferenceStart.set(id, day);
        }
        balance.set(homeId, (balance.get(homeId) ?? 0) + 1);
        balance.set(awayId, (balance.get(awayId) ?? 0) - 1);
      }
    });
  }
  const targets = new Map(
    teams.map((t) => [t.teamId, nonConferenceTarget(shapes[t.division], t.conferenceIndex)]),
  );
  const nonConference = nonConferenceGames(rng.fork('non-conference'), {
    teams,
    shapes,
    calendar,
    targets,
    conferenceStart,
    balance,
  });
  const conferenceOf = new Map(teams.map((t) => [t.teamId, t.conferenceId]));
  const all = [
    ...conference.map((g) => ({ ...g, kind: 'conference' as const })),
    ...nonConference.map((g) => ({ ...g, kind: 'nonConference' as const })),
  ].sort((a, b) => a.date.localeCompare(b.date) || a.homeId - b.homeId);
  return all.map((g) => ({
    gameId: options.ids.take(),
    ...g,
    conferenceGame: conferenceOf.get(g.homeId) === conferenceOf.get(g.awayId),
    confTournament: false,
  }));
}
