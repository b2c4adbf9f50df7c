/**
 * Acceptance on real games: every bundle in ../shared/data/ncaa/*\/games (men and women,
 * regulation and overtime — whatever is there). The engine's box scores, computed from the
 * play-by-play alone, must equal the publisher's official ones; possessions counted by METHODS §1
 * must be within ±2 of the publisher's count, and counted by its own conventions ('feed', what
 * `npm run box` prints) equal to it, possession boundaries included; stints must tile the game
 * and carry its margin; every charted shot must find its play-by-play attempt.
 */
import { basename } from 'node:path';
import { gameLengthSeconds } from '@courtside/contract';
import { countPossessions, deriveGameDetailed } from '@courtside/engine';
import { describe, expect, it } from 'vitest';
import {
  listGameBundles,
  MINUTES_TOLERANCE,
  NCAA_DATA_ROOT,
  onCi,
  PLAYER_STATS,
  possessionBoundaryMismatches,
  POSSESSION_TOLERANCE,
  readBundle,
  TEAM_STATS,
} from './acceptance.support';
import { parseGameBundleDetailed } from './bundle';
import { toBundleBox } from './box-output';

const files = listGameBundles();

if (files.length === 0) {
  if (onCi) {
    it('finds the real NCAA game bundles', () => {
      throw new Error(
        `No game bundles under ${NCAA_DATA_ROOT}: CI must provide ../shared/data/ncaa`,
      );
    });
  } else {
    console.warn(`Skipping NCAA acceptance: no game bundles under ${NCAA_DATA_ROOT}`);
    it.skip('NCAA acceptance (no data)', () => undefined);
  }
}

for (const file of files) {
  describe(`${basename(file)} (${basename(file.slice(0, -`/games/${basename(file)}`.length))})`, () => {
    const { game, report, bundle } = parseGameBundleDetailed(readBundle(file));
    const derived = deriveGameDetailed(game);
    const ours = toBundleBox(game, { methodsPossessions: true });
    const findPlayer = (team: string, player: string) =>
      ours.player_box.find((row) => row.team === team && row.player === player);

    it('matches every official player line: counting stats exactly, minutes within 0.1', () => {
      expect(bundle.player_box.length).toBeGreaterThan(0);
      for (const official of bundle.player_box) {
        const line = findPlayer(official.team, official.player);
        expect(line, `${official.team} ${official.player}`).toBeDefined();
        for (const stat of PLAYER_STATS) {
          expect(line?.[stat], `${official.player} ${stat}`).toBe(official[stat]);
        }
        expect(Math.abs((line?.mins ?? 0) - (official.mins ?? Number.NaN))).toBeLessThanOrEqual(
          MINUTES_TOLERANCE,
        );
      }
      // Nobody the publisher left out played or recorded anything.
      for (const line of ours.player_box) {
        const listed = bundle.player_box.some(
          (row) => row.team === line.team && row.player === line.player,
        );
        if (!listed)
          expect(line, `${line.player} is not in the official box`).toMatchObject({
            mins: 0,
            pts: 0,
          });
      }
    });

    it('matches the official team lines, and the players’ sums where the team line is silent', () => {
      for (const official of bundle.team_box) {
        const line = ours.team_box.find((row) => row.team === official.team);
        expect(line, official.team).toBeDefined();
        for (const stat of TEAM_STATS) {
          expect(line?.[stat], `${official.team} ${stat}`).toBe(official[stat]);
        }
        const players = bundle.player_box.filter((row) => row.team === official.team);
        for (const stat of ['stl', 'pf'] as const) {
          const sum = players.reduce((total, row) => total + (row[stat] ?? 0), 0);
          expect(line?.[stat], `${official.team} ${stat}`).toBe(sum);
        }
        const minutes = players.reduce((total, row) => total + (row.mins ?? 0), 0);
        expect(Math.abs((line?.floor_mins ?? 0) * 5 - minutes)).toBeLessThanOrEqual(
          MINUTES_TOLERANCE,
        );
      }
    });

    it('reproduces the publisher’s time of possession: mins, o_mins and d_mins', () => {
      const official = (team: string) => bundle.team_box.find((row) => row.team === team);
      for (const line of ours.team_box) {
        const row = official(line.team);
        expect([line.mins, line.o_mins, line.d_mins], line.team).toEqual([
          row?.mins,
          row?.o_mins,
          row?.d_mins,
        ]);
        // Shorter than the game, which has its own field.
        expect(line.mins).toBeLessThan(line.game_mins);
        expect(line.game_mins).toBe(gameLengthSeconds(game.format, game.periods) / 60);
      }
    });

    it('counts possessions by METHODS §1 within ±2 of the publisher (team box and list)', () => {
      for (const official of bundle.team_box) {
        const line = ours.team_box.find((row) => row.team === official.team);
        const listed = bundle.possessions.filter((p) => p.poss_team === official.team).length;
        const o = line?.o_poss_methods ?? Number.NaN;
        const d = line?.d_poss_methods ?? Number.NaN;
        expect(Math.abs(o - (official.o_poss ?? Number.NaN))).toBeLessThanOrEqual(
          POSSESSION_TOLERANCE,
        );
        expect(Math.abs(d - (official.d_poss ?? Number.NaN))).toBeLessThanOrEqual(
          POSSESSION_TOLERANCE,
        );
        expect(Math.abs(o - listed)).toBeLessThanOrEqual(POSSESSION_TOLERANCE);
      }
    });

    it('reproduces the publisher’s o_poss and d_poss exactly with feed counting', () => {
      // What `npm run box` prints under the publisher's names.
      for (const official of bundle.team_box) {
        const line = ours.team_box.find((row) => row.team === official.team);
        const listed = bundle.possessions.filter((p) => p.poss_team === official.team).length;
        expect(line?.o_poss, `${official.team} o_poss`).toBe(official.o_poss);
        expect(line?.d_poss, `${official.team} d_poss`).toBe(official.d_poss);
        expect(line?.o_poss, `${official.team} possession list`).toBe(listed);
      }
    });

    it('starts every feed possession on the publisher’s own possession boundaries', () => {
      const possessions = countPossessions(game, { counting: 'feed' });
      expect(possessionBoundaryMismatches(game, bundle, possessions)).toEqual([]);
    });

    it('tiles the game with stints whose plus-minus adds up to the final margin', () => {
      const { stints } = derived.facts;
      expect(stints[0]?.startSecond).toBe(0);
      expect(stints.at(-1)?.endSecond).toBe(gameLengthSeconds(game.format, game.periods));
      stints.forEach((stint, i) => {
        expect(stint.endSecond).toBeGreaterThanOrEqual(stint.startSecond);
        if (i > 0) expect(stint.startSecond).toBe(stints[i - 1]?.endSecond);
        expect(stint.home).toHaveLength(5);
        expect(stint.away).toHaveLength(5);
      });
      const margin = game.finalScore.home - game.finalScore.away;
      expect(stints.reduce((sum, s) => sum + s.homePts - s.awayPts, 0)).toBe(margin);
      expect(stints.reduce((sum, s) => sum + s.awayPts - s.homePts, 0)).toBe(-margin);
      expect(derived.diagnostics).toEqual({ stintGaps: [], irregularLineups: [] });
    });

    it('agrees with the feed’s final score and matches every charted shot', () => {
      expect(report.score.agrees).toBe(true);
      expect(report.shots.unmatched).toEqual([]);
      expect(report.shots.matched).toBe(bundle.shots.length);
      const located = game.events.filter((e) => e.type === 'shot' && e.location !== null).length;
      expect(located).toBe(bundle.shots.length);
    });
  });
}
