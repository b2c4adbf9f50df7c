/**
 * Shared pieces of page tests that read the data API: one MSW handler that answers every
 * `/gs/…` request from a table of endpoint → reply and records each request, a sign-in at a
 * given tier, and the rows most pages read (season, conference, team colours, a team's season).
 * Imported by tests only.
 */
import type { User } from '@courtside/contract';
import type {
  CompetitionConferenceRow,
  CompetitionDataRow,
  TeamAggStatsRow,
  TeamColorRow,
} from '@courtside/contract/schemas';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { apiUrl, signInForTest, testUser } from '@/lib/session/session-test-support';
import { server } from './msw-server';

/** The answer to one request: rows, or a whole Response such as a 404. */
export type DataReply = (url: URL) => JsonBodyType | Response;

export interface ServeDataOptions {
  /**
   * Status of an endpoint the table does not name. 404 by default; pages that take a 404 for
   * an unknown id use 500, so a missing reply still shows as an error.
   */
  unservedStatus?: 404 | 500;
}

/**
 * Answers each data endpoint named in `replies`; returns the requests made, as paths with
 * their query relative to the API root (`/gs/teams/competition/38409/`).
 */
export function serveData(
  replies: Record<string, DataReply>,
  { unservedStatus = 404 }: ServeDataOptions = {},
): string[] {
  const requests: string[] = [];
  server.use(
    http.get(apiUrl('/gs/*'), ({ request }) => {
      const url = new URL(request.url);
      const endpoint = url.pathname.slice(apiUrl('/gs/').length).split('/')[0] ?? '';
      requests.push(decodeURIComponent(`${url.pathname.slice(apiUrl('').length)}${url.search}`));
      const reply = replies[endpoint];
      if (reply === undefined) {
        return HttpResponse.json({ msg: 'not served' }, { status: unservedStatus });
      }
      const body = reply(url);
      return body instanceof Response ? body : HttpResponse.json(body);
    }),
  );
  return requests;
}

/** Starts the session signed in at tier `value`. */
export const signInTier = (value: number, user: User = testUser()) =>
  signInForTest({ user, tier: { value, label: `Tier ${value}`, expiresAt: null } });

export function competitionRow(competitionId: number, isSimulated = false): CompetitionDataRow {
  return {
    _id: String(competitionId),
    updated: '2025-04-08T00:00:00Z',
    competitionId,
    isSimulated,
    dataSource: isSimulated ? 'demo' : 'ncaa',
  } as CompetitionDataRow;
}

export interface ConferenceFixture {
  competitionId: number;
  conferenceId: number;
  conferenceShortName: string;
  /** The short name when not given. */
  conferenceLongName?: string;
  divisionId?: number;
  teams?: number;
}

/** A men's conference whose abbreviation (and long name, unless given) is its short name. */
export function conferenceRow({
  competitionId,
  conferenceId,
  conferenceShortName,
  conferenceLongName = conferenceShortName,
  divisionId = 1,
  teams = 2,
}: ConferenceFixture): CompetitionConferenceRow {
  return {
    _id: `conference-${conferenceId}`,
    updated: '2025-04-08T00:00:00Z',
    competitionId,
    gender: 'MALE',
    conferenceId,
    conferenceLongName,
    conferenceShortName,
    conferenceAbb: conferenceShortName,
    divisionId,
    isTopConference: true,
    teams,
  };
}

export function teamColorRow(
  competitionId: number,
  teamId: number,
  colorPrimary: string | null,
): TeamColorRow {
  return {
    _id: `color-${teamId}`,
    updated: '2025-04-08T00:00:00Z',
    competitionId,
    teamId,
    teamMarket: `Team ${teamId}`,
    teamKey: `team-${teamId}`,
    colorPrimary,
    colorSecondary: null,
  };
}

/** A team's qualified season offence row of `team-agg-stats`, with the counts pages read. */
export function teamAggStatsRow(
  competitionId: number,
  overrides: Partial<TeamAggStatsRow> & { teamId: number; teamMarket: string },
): TeamAggStatsRow {
  return {
    competitionId,
    conferenceId: 10,
    divisionId: 1,
    scope: 'season',
    isOffense: true,
    gp: 10,
    gpStats: 10,
    mins: 400,
    poss: 700,
    isQualified: true,
    ...overrides,
  } as TeamAggStatsRow;
}
