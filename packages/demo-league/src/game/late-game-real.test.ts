/**
 * LATE_GAME_TARGETS are what late-game-real.ts computes from the real season files beside the
 * repository, and the measures read real play-by-play the way they read the simulator's: the
 * two real overtime games and their close finishes, counted by hand from the feeds.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deriveGame } from '@courtside/engine';
import { NCAA_DATA_ROOT, onCi } from '@courtside/ingest/testing';
import { parseGameBundle } from '@courtside/ingest';
import { realLateGame } from './late-game-real';
import { LATE_GAME_TARGETS, MARGIN_BUCKETS } from './late-game-targets';
import { LateGameTally } from './late-game-stats';

const seasons = join(NCAA_DATA_ROOT, 'mbb', 'seasons', 'ncaa_mbb_team_box_2025.parquet');
const present = existsSync(seasons);
if (!present && !onCi) console.warn(`Skipping the real late-game values: no ${seasons}`);

describe.skipIf(!present && !onCi)('real late-game values', () => {
  for (const gender of ['MALE', 'FEMALE'] as const) {
    it(`${gender}: the targets are the season files' values`, async () => {
      const real = await realLateGame(NCAA_DATA_ROOT, gender);
      const target = LATE_GAME_TARGETS[gender];
      expect(real.games).toBeGreaterThan(15_000);
      expect(real.overtimePeriods).toBeGreaterThan(1500);
      expect(real.overtimeShare).toBeCloseTo(target.overtimeShare, 3);
      expect(real.overtimePointsPerTeam).toBeCloseTo(target.overtimePointsPerTeam, 1);
      expect(real.overtimePossessionsPerTeam).toBeCloseTo(target.overtimePossessionsPerTeam, 1);
      expect(real.overtimeFreeThrowAttemptsPerTeam).toBeCloseTo(
        target.overtimeFreeThrowAttemptsPerTeam,
        1,
      );
      expect(real.overtimeThreePct).toBeCloseTo(target.overtimeThreePct, 2);
      expect(real.regulationPointsPer5).toBeCloseTo(target.regulationPointsPer5, 1);
      for (const bucket of MARGIN_BUCKETS) {
        expect(real.freeThrowAttemptsByMargin[bucket]).toBeCloseTo(
          target.freeThrowAttemptsByMargin[bucket],
          0,
        );
      }
    }, 60_000);
  }

  it('reads the real overtime games: Illinois 90-92 Wisconsin and Notre Dame 80-70 Texas', () => {
    const tally = new LateGameTally();
    for (const file of ['mbb/games/6479592.json', 'wbb/games/5728709.json']) {
      const game = parseGameBundle(JSON.parse(readFileSync(join(NCAA_DATA_ROOT, file), 'utf8')));
      tally.addGame(game, deriveGame(game).teams);
    }
    const m = tally.measures();
    // Overtimes of 9-11 and 12-2 (the official box scores' period lines).
    expect(m.overtimeTeamPeriods).toBe(4);
    expect(m.overtimePointsPerTeam).toBe((9 + 11 + 12 + 2) / 4);
    expect(m.overtimeShare).toBe(1);
    // Both were within 1-6 with a minute left and the trailing team never fouled: Illinois
    // (down 1) and Texas (down 2) had the ball and played for the tie.
    expect(m.closeFinishes).toBe(2);
    expect(m.trailerFoulsPerFinish).toBe(0);
  });
});
