/**
 * Fits what a team's style is worth (calibration.ts `stylePoints`, style.ts), run by hand after
 * changing the style or the game model:
 *   npx tsx packages/demo-league/src/game/style-fit.ts [--teams 1500] [--games 40]
 *
 * Method: teams rated exactly average (offense = defense = 0) but with random rosters (every skill
 * a standard normal per player, so their style measures spread wider than the league's and the
 * fit is well determined), random pace and three-point appetite, each play `--games` games on a
 * neutral floor against one fixed average team whose every skill is 0. The fit runs with the
 * style unpriced and the pull of the score off, so what each team scores and allows above the
 * league's level is what its style is worth; ordinary least squares of ORtg and of −DRtg on the
 * ten measures gives the points per unit of each, printed with standard errors, ready to paste.
 * Terms whose coefficient is within two standard errors of zero are left out.
 */
import { merged } from '@courtside/contract';
import type { DemoTeam } from '../model';
import { calibrationFor } from './calibration';
import { teamProfile } from './profiles';
import { wholeOption } from './hand-tool-options';
import { Random } from './random';
import { simulateGameDetailed } from './simulate-game';
import { STYLE_MEASURES, styleMeasures } from './style';
import { averageTestTeam, testGameSpec, testTeam } from './testing';

/** Least squares by the normal equations (Gauss-Jordan); returns coefficients and their SEs. */
function leastSquares(rows: readonly number[][], y: readonly number[]) {
  const k = rows[0]?.length ?? 0;
  const a = Array.from({ length: k }, () => new Array<number>(2 * k).fill(0));
  const b = new Array<number>(k).fill(0);
  rows.forEach((x, r) => {
    for (let i = 0; i < k; i += 1) {
      b[i] = (b[i] ?? 0) + (x[i] ?? 0) * (y[r] ?? 0);
      const row = a[i] as number[];
      for (let j = 0; j < k; j += 1) row[j] = (row[j] ?? 0) + (x[i] ?? 0) * (x[j] ?? 0);
      row[k + i] = 1;
    }
  });
  for (let c = 0; c < k; c += 1) {
    const pivot = a[c] as number[];
    const p = pivot[c] ?? 1;
    for (let j = 0; j < 2 * k; j += 1) pivot[j] = (pivot[j] ?? 0) / p;
    for (let r = 0; r < k; r += 1) {
      if (r === c) continue;
      const row = a[r] as number[];
      const f = row[c] ?? 0;
      for (let j = 0; j < 2 * k; j += 1) row[j] = (row[j] ?? 0) - f * (pivot[j] ?? 0);
    }
  }
  const inverse = a.map((row) => row.slice(k));
  const beta = inverse.map((row) => row.reduce((s, v, j) => s + v * (b[j] ?? 0), 0));
  let rss = 0;
  rows.forEach((x, r) => {
    const fit = x.reduce((s, v, j) => s + v * (beta[j] ?? 0), 0);
    rss += ((y[r] ?? 0) - fit) ** 2;
  });
  const sigma2 = rss / Math.max(1, rows.length - k);
  const se = inverse.map((row, i) => Math.sqrt(sigma2 * (row[i] ?? 0)));
  return { beta, se, residualSd: Math.sqrt(sigma2) };
}

const teams = wholeOption('teams', 1500);
const games = wholeOption('games', 40);
for (const gender of ['MALE', 'FEMALE'] as const) {
  const cal = calibrationFor(gender, 1);
  // The fit measures the style unpriced and without the pull of the score (see above).
  Object.assign(cal, { leadPull: 0, stylePoints: { offense: {}, defense: {} } });
  const opponent = averageTestTeam({ teamId: 9999, gender });
  const rng = new Random(gender === 'MALE' ? 41 : 42);
  const x: number[][] = [];
  const ortg: number[] = [];
  const drtg: number[] = [];
  for (let t = 0; t < teams; t += 1) {
    const drawn = testTeam({ teamId: t + 1, gender, seed: 500_000 + t });
    const team: DemoTeam = merged(drawn, {
      offense: 0,
      defense: 0,
      pace: cal.possessionsPer40 + 2.6 * rng.normal(),
      threeTendency: 0.06 * rng.normal(),
    });
    let pts = 0;
    let allowed = 0;
    let possessions = 0;
    for (let i = 0; i < games; i += 1) {
      const home = i % 2 === 0;
      const spec = testGameSpec(home ? team : opponent, home ? opponent : team, {
        seed: 9_000_000 + t * 1000 + i,
        gender,
        neutralSite: true,
      });
      const { game, totals } = simulateGameDetailed(spec);
      const side = home ? 'home' : 'away';
      const own = side === 'home' ? game.finalScore.home : game.finalScore.away;
      pts += own;
      allowed += game.finalScore.home + game.finalScore.away - own;
      // Possessions of the game: field-goal attempts − offensive rebounds + turnovers + 0.44 FTA,
      // both teams averaged.
      let estimate = 0;
      for (const box of totals.players.values()) {
        estimate += box.fga - box.orb + box.tov + 0.44 * box.fta;
      }
      estimate += totals.teams.home.teamTurnovers + totals.teams.away.teamTurnovers;
      possessions += estimate / 2;
    }
    const measures = styleMeasures(teamProfile(team, cal).players, team, cal);
    x.push([1, ...STYLE_MEASURES.map((name) => measures[name])]);
    ortg.push((100 * pts) / possessions);
    drtg.push((-100 * allowed) / possessions);
  }
  console.info(`\n${gender}: ${teams} teams × ${games} games`);
  for (const [end, y] of [
    ['offense', ortg],
    ['defense', drtg],
  ] as const) {
    const { beta, se, residualSd } = leastSquares(x, y);
    const terms = STYLE_MEASURES.map((name, i) => ({
      name,
      value: beta[i + 1] ?? 0,
      se: se[i + 1] ?? 0,
    }));
    console.info(`${end}: residual sd ${residualSd.toFixed(2)} (intercept ${beta[0]?.toFixed(2)})`);
    for (const term of terms) {
      console.info(
        `  ${term.name.padEnd(18)} ${term.value.toFixed(2).padStart(7)} ± ${term.se.toFixed(2)}`,
      );
    }
    const kept = terms.filter((term) => Math.abs(term.value) > 2 * term.se);
    const body = kept.map((term) => `${term.name}: ${term.value.toFixed(2)}`).join(', ');
    console.info(`  ${end}: { ${body} },`);
  }
}
