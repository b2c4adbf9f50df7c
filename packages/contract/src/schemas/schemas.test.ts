import { describe, expect, it } from 'vitest';
import {
  ContactRequestSchema,
  DataStatusResponseSchema,
  LiveSearchQuerySchema,
  LoginRequestSchema,
  TokenIsValidResponseSchema,
  UserSchema,
} from './index';

describe('zod schemas', () => {
  it('fills the user defaults of §3', () => {
    expect(UserSchema.parse({ _id: '1', email: 'a@b.co' })).toEqual({
      _id: '1',
      email: 'a@b.co',
      userType: 'fan',
      settings: {},
    });
    expect(UserSchema.safeParse({ _id: '1', email: 'a@b.co', userType: 'coach' }).success).toBe(
      false,
    );
  });

  it('validates login and contact bodies', () => {
    expect(LoginRequestSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
    expect(LoginRequestSchema.safeParse({ email: '', password: 'x' }).success).toBe(false);
    expect(LoginRequestSchema.safeParse({ email: 'a@b.co' }).success).toBe(false);
    expect(
      ContactRequestSchema.safeParse({
        name: 'a',
        team: 'b',
        email: 'c',
        phone: '',
        message: 'x'.repeat(10_001),
      }).success,
    ).toBe(false);
  });

  it('reads token-is-valid with an optional refreshed token', () => {
    expect(TokenIsValidResponseSchema.parse({ isValid: false })).toEqual({ isValid: false });
    expect(TokenIsValidResponseSchema.safeParse({ isValid: 'yes' }).success).toBe(false);
  });

  it('checks live-search query parameters', () => {
    expect(
      LiveSearchQuerySchema.safeParse({
        competitions: '38409-41097',
        division: '1',
        ptgc: 'team',
        text: 'duke',
      }).success,
    ).toBe(true);
    expect(LiveSearchQuerySchema.safeParse({ competitions: '' }).success).toBe(true);
    expect(LiveSearchQuerySchema.safeParse({ competitions: '1,2' }).success).toBe(false);
    expect(LiveSearchQuerySchema.safeParse({ division: '4' }).success).toBe(false);
    expect(LiveSearchQuerySchema.safeParse({ ptgc: 'coach' }).success).toBe(false);
  });

  it('reads data-status: a version or null, and the seasons still being built', () => {
    const building = [{ competitionId: 38409, label: "2024-25 Men's Basketball" }];
    expect(DataStatusResponseSchema.parse({ dataVersion: null, building: [] })).toEqual({
      dataVersion: null,
      building: [],
    });
    expect(DataStatusResponseSchema.safeParse({ dataVersion: 'v1', building }).success).toBe(true);
    expect(DataStatusResponseSchema.safeParse({ dataVersion: '', building }).success).toBe(false);
    expect(DataStatusResponseSchema.safeParse({ dataVersion: 'v1' }).success).toBe(false);
    expect(
      DataStatusResponseSchema.safeParse({
        dataVersion: 'v1',
        building: [{ competitionId: '38409', label: 'x' }],
      }).success,
    ).toBe(false);
  });
});
