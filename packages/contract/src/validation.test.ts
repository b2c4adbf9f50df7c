import { describe, expect, it } from 'vitest';
import {
  checkNewPassword,
  invalidContactFields,
  isContactFieldValid,
  isContactFormValid,
  isValidContactEmail,
  isValidLoginEmail,
  isValidLoginPassword,
  isValidResetEmail,
  normalizeLoginEmail,
  normalizeResetEmail,
} from './validation';

const goodForm = {
  name: 'Ada Lovelace',
  team: 'Analytical Engines',
  email: 'ada@example.com',
  phone: '',
  message: 'Hello',
};

describe('contact form (§5)', () => {
  it('accepts a complete form with phone left empty', () => {
    expect(isContactFormValid(goodForm)).toBe(true);
    expect(invalidContactFields(goodForm)).toEqual([]);
  });

  it('requires name, team, email and message to be non-empty after trimming', () => {
    const blank = { ...goodForm, name: '   ', team: '', message: '\n\t' };
    expect(invalidContactFields(blank)).toEqual(['name', 'team', 'message']);
    expect(isContactFormValid(blank)).toBe(false);
  });

  it('checks the email as text@text.text with no spaces', () => {
    expect(isValidContactEmail('a@b.co')).toBe(true);
    expect(isValidContactEmail('first.last+tag@sub.example.org')).toBe(true);
    for (const bad of ['', 'a@b', 'a b@c.d', 'a@b .c', '@b.c', 'a@.c', 'a@b.', 'ab.c', 'a@@b.c']) {
      expect(isValidContactEmail(bad), bad).toBe(false);
    }
    expect(isContactFieldValid('email', '  a@b.co  ')).toBe(true);
    expect(isContactFieldValid('phone', '')).toBe(true);
  });
});

describe('forgot-password email (§5)', () => {
  it('is lowercased and trimmed as typed', () => {
    expect(normalizeResetEmail('  Ada@Example.COM ')).toBe('ada@example.com');
  });

  it('needs word characters, @, a dotted domain and a top-level part of 2+ characters', () => {
    for (const good of ['ada@example.com', 'first.last@mail.example.org', 'a_b-c@x-y.io']) {
      expect(isValidResetEmail(good), good).toBe(true);
    }
    for (const bad of [
      '',
      'ada',
      'ada@example',
      'ada@example.c',
      'ada @example.com',
      'a+b@x.com',
      '@x.com',
      'a@.com',
      'a..b@x.com',
    ]) {
      expect(isValidResetEmail(bad), bad).toBe(false);
    }
  });
});

describe('login (§5)', () => {
  it('lowercases the email and checks a standard pattern', () => {
    expect(normalizeLoginEmail(' Coach@Team.EDU ')).toBe('coach@team.edu');
    expect(isValidLoginEmail('coach@team.edu')).toBe(true);
    expect(isValidLoginEmail("o'neil+stats@sub.team.edu")).toBe(true);
    for (const bad of [
      'coach',
      'coach@',
      'coach@team',
      'co ach@team.edu',
      '@team.edu',
      `${'a'.repeat(250)}@x.io`,
    ]) {
      expect(isValidLoginEmail(bad), bad).toBe(false);
    }
  });

  it('needs a password of at least 6 characters', () => {
    expect(isValidLoginPassword('12345')).toBe(false);
    expect(isValidLoginPassword('123456')).toBe(true);
  });
});

describe('new password (§5)', () => {
  it('is valid at 6+ characters equal to the confirmation', () => {
    expect(checkNewPassword('secret', 'secret')).toEqual({ valid: true, messages: [] });
    expect(checkNewPassword('longer secret', 'longer secret').valid).toBe(true);
  });

  it('says too short while 1 to 5 characters are typed, nothing when empty', () => {
    expect(checkNewPassword('', '')).toEqual({ valid: false, messages: [] });
    expect(checkNewPassword('a', '')).toEqual({
      valid: false,
      messages: ['...password too short'],
    });
    expect(checkNewPassword('abcde', '').messages).toEqual(['...password too short']);
    expect(checkNewPassword('abcdef', '').messages).toEqual([]);
  });

  it('says the passwords do not match once a different confirmation is typed', () => {
    expect(checkNewPassword('secret1', 'secret2')).toEqual({
      valid: false,
      messages: ['...passwords do not match'],
    });
    expect(checkNewPassword('abc', 'abd').messages).toEqual([
      '...password too short',
      '...passwords do not match',
    ]);
  });
});
