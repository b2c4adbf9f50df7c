import { describe, expect, it } from 'vitest';
import type { LiveEvent, LiveGameSummary } from './stream';
import { LiveServerMessageSchema } from './stream';

const summary: LiveGameSummary = {
  gameId: 101,
  competitionId: 7,
  divisionId: 1,
  gameDate: '20260115',
  tipTime: '2026-01-15T17:00:00.000Z',
  status: 'in-progress',
  homeTeamId: 10,
  homeTeamMarket: 'Home',
  homeConferenceId: 1,
  awayTeamId: 20,
  awayTeamMarket: 'Away',
  awayConferenceId: 2,
  isNeutral: false,
  homeScore: 2,
  awayScore: 0,
  period: 1,
  clock: 1180,
  homeWinProb: 0.55,
  lastSeq: 0,
};

const event: LiveEvent = {
  _id: '101-0',
  updated: '2026-01-15T12:00:00.000Z',
  competitionId: 7,
  gameId: 101,
  seq: 0,
  period: 1,
  periodLabel: '1st',
  clock: 1180,
  clockLabel: '19:40',
  gameSecond: 20,
  actionType: 'shot',
  subType: null,
  isHome: true,
  teamId: 10,
  playerId: null,
  fullName: null,
  otherPlayerId: null,
  otherFullName: null,
  isMade: true,
  points: 2,
  homeScore: 2,
  awayScore: 0,
  x: null,
  y: null,
  description: 'Layup',
  margin: 2,
  isClutch: false,
  wpHome: 0.55,
  wpAway: 0.45,
  distance: null,
  shotZone: null,
  homeLineup: [],
  awayLineup: [],
};

const events = { type: 'events', gameId: 101, events: [event], summary };
const games = { type: 'games', competitionId: 7, games: [summary] };
const parse = (message: object) => LiveServerMessageSchema.safeParse(message);

describe('the stream’s send stamp (sentAt)', () => {
  it('is read on events and games messages as epoch milliseconds', () => {
    const stamped = parse({ ...events, sentAt: 1_768_496_400_123 });
    expect(stamped.success && stamped.data.type === 'events' && stamped.data.sentAt).toBe(
      1_768_496_400_123,
    );
    const list = parse({ ...games, sentAt: 1_768_496_400_000 });
    expect(list.success && list.data.type === 'games' && list.data.sentAt).toBe(1_768_496_400_000);
  });

  it('is optional, so messages without it (backlogs, older servers) still parse', () => {
    const bare = parse(events);
    expect(bare.success).toBe(true);
    expect(bare.success && 'sentAt' in bare.data).toBe(false);
    expect(parse(games).success).toBe(true);
  });

  it.each([
    ['a negative time', -1],
    ['a fraction of a millisecond', 1_768_496_400_000.5],
    ['an ISO string', '2026-01-15T17:00:00.000Z'],
    ['null', null],
  ])('refuses %s', (_, sentAt) => {
    expect(parse({ ...events, sentAt }).success).toBe(false);
    expect(parse({ ...games, sentAt }).success).toBe(false);
  });
});
