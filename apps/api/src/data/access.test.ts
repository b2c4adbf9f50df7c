/**
 * The caller a user record stands for (own team and its gender, not a season) and the cache
 * classes of trial-limited answers: one per own team and gender, never shared with other tiers.
 */
import type { UserSettings } from '@courtside/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { UserRecord } from '../accounts/db/schema';
import { accessClassOf, limitsToTrialPlayers } from './access';
import { VISITOR, callerOf } from './caller';
import { defineEndpoint } from '@courtside/contract/schemas';
import type { EndpointAccess } from '@courtside/contract/schemas';
import type { DataCaller, DataEndpoint } from './endpoint';
import { serveEndpoint } from './serve-endpoint';

const NOW = new Date('2026-03-01T00:00:00.000Z');

function userWith(settings: UserSettings, extra: Partial<UserRecord> = {}): UserRecord {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'fan@example.com',
    password_hash: 'x',
    user_type: 'fan',
    settings,
    tier: 1,
    base_tier: 1,
    tier_expires_at: null,
    admin_role: 'none',
    email_verified_at: NOW,
    onboarding_subscribed: true,
    onboarding_step: 0,
    onboarding_last_sent_at: null,
    team_changed_at: null,
    survey_answered_at: null,
    session_version: 0,
    created_at: NOW,
    updated_at: NOW,
    ...extra,
  };
}

const endpoint = (access: EndpointAccess, playerLevel: boolean): DataEndpoint =>
  serveEndpoint(
    defineEndpoint({
      name: 'player-game-stats',
      access,
      summary: 'fixture',
      requires: [],
      accepts: [],
      row: z.object({}),
      example: {},
      playerLevel,
    }),
    { handle: () => Promise.resolve([]) },
  );

describe('callerOf', () => {
  it('carries the saved team id and its gender, whatever season the id is from', () => {
    const user = userWith({ team: { teamId: 1800001, gender: 'FEMALE' } });
    expect(callerOf(user, NOW)).toEqual({
      tier: 1,
      isAdmin: false,
      teamId: 1800001,
      gender: 'FEMALE',
      // The per-client limit of the data API counts a signed-in user by id.
      userId: user.id,
    });
  });

  it('has no team and no gender without a saved team, and sees admins and expired tiers', () => {
    expect(callerOf(userWith({}), NOW)).toMatchObject({ teamId: null, gender: null });
    expect(callerOf(userWith({ team: { teamId: null, gender: 'MALE' } }), NOW)).toMatchObject({
      teamId: null,
      gender: null,
    });
    const expired = userWith({}, { tier: 3, tier_expires_at: new Date('2026-02-01T00:00:00Z') });
    expect(callerOf(expired, NOW).tier).toBe(1);
    expect(callerOf(userWith({}, { admin_role: 'lower' }), NOW).isAdmin).toBe(true);
  });
});

describe('trial-limited answers', () => {
  const tierOne = (teamId: number | null, gender: DataCaller['gender']): DataCaller => ({
    tier: 1,
    isAdmin: false,
    teamId,
    gender,
  });
  const playerLevel = endpoint('free', true);

  it('limit tier 1 on player-level free endpoints only', () => {
    expect(limitsToTrialPlayers(playerLevel, tierOne(5, 'MALE'))).toBe(true);
    expect(limitsToTrialPlayers(endpoint('free', false), tierOne(5, 'MALE'))).toBe(false);
    expect(limitsToTrialPlayers(endpoint('public', true), tierOne(5, 'MALE'))).toBe(false);
    expect(limitsToTrialPlayers(playerLevel, { ...tierOne(5, 'MALE'), tier: 2 })).toBe(false);
    expect(limitsToTrialPlayers(playerLevel, { ...tierOne(5, 'MALE'), isAdmin: true })).toBe(false);
  });

  it('are cached per own team and gender, apart from everyone else', () => {
    const classes = [
      accessClassOf(playerLevel, tierOne(5, 'MALE')),
      accessClassOf(playerLevel, tierOne(5, 'FEMALE')),
      accessClassOf(playerLevel, tierOne(6, 'MALE')),
      accessClassOf(playerLevel, tierOne(null, null)),
      accessClassOf(playerLevel, { ...tierOne(5, 'MALE'), tier: 2 }),
    ];
    expect(new Set(classes).size).toBe(classes.length);
    expect(accessClassOf(playerLevel, tierOne(5, 'MALE'))).toBe(classes[0]);
    expect(accessClassOf(endpoint('free', false), tierOne(5, 'MALE'))).toBe('free');
    // Visitors are refused free endpoints before any cache; they never share a trial class.
    expect(accessClassOf(playerLevel, VISITOR)).toBe('free');
  });
});
