import { describe, expect, it } from 'vitest';
import { NATIONAL_TOURNAMENTS } from './brackets';
import {
  CONFERENCE_TOURNAMENT_ID_BASE,
  conferenceIdOfTournament,
  conferenceTournamentId,
  conferenceTournamentLabel,
  isConferenceTournamentId,
} from './conference-tournaments';

describe('conference tournament ids', () => {
  it('is 100000 + the conference id, and back', () => {
    expect(CONFERENCE_TOURNAMENT_ID_BASE).toBe(100_000);
    expect(conferenceTournamentId(1)).toBe(100_001);
    expect(conferenceTournamentId(1004)).toBe(101_004);
    expect(conferenceTournamentId(0)).toBe(100_000);
    for (const conferenceId of [0, 1, 6, 201, 1004, 99_999]) {
      const id = conferenceTournamentId(conferenceId);
      expect(isConferenceTournamentId(id)).toBe(true);
      expect(conferenceIdOfTournament(id)).toBe(conferenceId);
    }
  });

  it('refuses conference ids that would leave the block', () => {
    for (const conferenceId of [-1, 100_000, 1.5, Number.NaN]) {
      expect(() => conferenceTournamentId(conferenceId)).toThrow(RangeError);
    }
  });

  it('tells other ids apart, national tournaments included', () => {
    for (const id of [0, 1, 5025, 6019, 99_999, 200_000, 100_000.5, -100_001]) {
      expect(isConferenceTournamentId(id)).toBe(false);
      expect(conferenceIdOfTournament(id)).toBeNull();
    }
    for (const tournament of NATIONAL_TOURNAMENTS) {
      expect(isConferenceTournamentId(tournament.tournamentId)).toBe(false);
    }
  });
});

describe('conferenceTournamentLabel', () => {
  it('names the season and the conference', () => {
    expect(conferenceTournamentLabel(38409, 'ACC')).toBe('2024-25 ACC Tournament');
    expect(conferenceTournamentLabel(38529, 'Big East')).toBe('2024-25 Big East Tournament');
  });

  it('leaves the season out for a competition the contract does not know', () => {
    expect(conferenceTournamentLabel(1, 'ACC')).toBe('ACC Tournament');
  });
});
