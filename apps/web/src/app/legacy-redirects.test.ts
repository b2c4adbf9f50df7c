import { COMPETITIONS, NATIONAL_TOURNAMENTS, defaultTournamentId } from '@courtside/contract';
import { describe, expect, it } from 'vitest';
import { marchMadnessTarget } from './legacy-redirects';

describe('marchMadnessTarget', () => {
  it("opens the default men's competition's own tournament", () => {
    expect(marchMadnessTarget()).toBe('/tools/brackets/38409/tournaments/5025');
  });

  it("falls back to the newest men's national tournament when the season has none yet", () => {
    const newest = COMPETITIONS.filter((c) => c.gender === 'MALE').sort(
      (a, b) => b.yearStart - a.yearStart,
    )[0];
    expect(newest).toBeDefined();
    expect(defaultTournamentId(newest?.id ?? 0)).toBeNull();
    const fallback = NATIONAL_TOURNAMENTS.filter((t) => t.gender === 'MALE').sort((a, b) =>
      b.season.localeCompare(a.season),
    )[0];
    expect(marchMadnessTarget(newest?.id)).toBe(
      `/tools/brackets/${fallback?.competitionId}/tournaments/${fallback?.tournamentId}`,
    );
    expect(fallback?.tournamentId).toBe(5025);
  });

  it('goes to the tools home when no tournament is known at all', () => {
    expect(marchMadnessTarget(0, [])).toBe('/tools/home');
  });
});
