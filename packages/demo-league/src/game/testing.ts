/**
 * Test support: small seeded teams and game specs for the simulator's tests, the calibration
 * script and the benchmark (the league side has the real generator). A team is a 13-man roster
 * with positions in a realistic mix (5 guards, 5 forwards, 3 centres), heights by gender and
 * position, skills drawn as standard normals, `overall` a blend of them, and ratings drawn
 * around the division average with the spread given (0 makes every team exactly average).
 */
import { COMPETITIONS } from '@courtside/contract';
import type { Gender } from '@courtside/contract';
import type { DemoGameSpec, DemoPlayer, DemoPlayerSkills, DemoPosition, DemoTeam } from '../model';
import { calibrationFor } from './calibration';
import { teamProfile } from './profiles';
import { Random } from './random';

const POSITIONS: readonly DemoPosition[] = [
  'G',
  'G',
  'G',
  'G',
  'G',
  'F',
  'F',
  'F',
  'F',
  'F',
  'C',
  'C',
  'C',
];
const HEIGHT_IN: Readonly<Record<Gender, Readonly<Record<DemoPosition, number>>>> = {
  MALE: { G: 74, F: 79, C: 83 },
  FEMALE: { G: 68, F: 72, C: 76 },
};
const CLASSES = ['Fr.', 'So.', 'Jr.', 'Sr.'] as const;

function skills(rng: Random): DemoPlayerSkills {
  const z = (): number => rng.normal();
  return {
    rim: z(),
    mid: z(),
    three: z(),
    freeThrow: z(),
    usage: z(),
    threeRate: z(),
    passing: z(),
    ballSecurity: z(),
    offensiveRebounding: z(),
    defensiveRebounding: z(),
    steals: z(),
    blocks: z(),
    defense: z(),
    foulDrawing: z(),
    discipline: z(),
    stamina: z(),
  };
}

export interface TestTeamOptions {
  readonly teamId: number;
  readonly gender?: Gender;
  readonly division?: 1 | 2 | 3;
  /** SD of offense/defense around the division average (points per 100); 0 = exactly average. */
  readonly ratingSpread?: number;
  readonly seed?: number;
  readonly rosterSize?: number;
}

export function testTeam(options: TestTeamOptions): DemoTeam {
  const gender = options.gender ?? 'MALE';
  const rng = new Random(options.seed ?? options.teamId * 7919);
  const spread = options.ratingSpread ?? 0;
  const size = options.rosterSize ?? 13;
  const roster: DemoPlayer[] = [];
  for (let i = 0; i < size; i += 1) {
    const position = POSITIONS[i % POSITIONS.length] ?? 'F';
    const s = skills(rng);
    const playerId = options.teamId * 100 + i + 1;
    roster.push({
      playerId,
      personId: playerId,
      firstName: `Player${i + 1}`,
      lastName: `Team${options.teamId}`,
      jersey: String(i + 1),
      position,
      heightIn: HEIGHT_IN[gender][position] + rng.int(-2, 2),
      classYear: CLASSES[i % CLASSES.length] ?? 'Fr.',
      hometown: 'Testville',
      overall: (s.rim + s.mid + s.three + s.defense + s.passing) / 3 + rng.normal() * 0.5,
      skills: s,
    });
  }
  return {
    teamId: options.teamId,
    teamKey: `test-${options.teamId}`,
    market: `Test ${options.teamId}`,
    nickname: 'Testers',
    division: options.division ?? 1,
    conferenceId: 1,
    colorPrimary: '#123456',
    colorSecondary: '#abcdef',
    venue: 'Test Arena',
    offense: spread * rng.normal(),
    defense: spread * rng.normal(),
    pace: (gender === 'MALE' ? 69.4 : 71.7) + spread * 0.3 * rng.normal(),
    threeTendency: spread > 0 ? 0.08 * rng.normal() : 0,
    roster,
  };
}

/**
 * A team of exactly average make-up: rated 0 at both ends, league pace, no three-point tilt, and
 * every player's skills and overall 0 (so its style measures are about 0 too): the fixed
 * opponent against which a team's realized strength is measured.
 */
export function averageTestTeam(options: TestTeamOptions): DemoTeam {
  const base = testTeam({ ...options, ratingSpread: 0 });
  const zero = (skills: DemoPlayerSkills): DemoPlayerSkills => {
    const out: Record<keyof DemoPlayerSkills, number> = { ...skills };
    for (const key of Object.keys(out) as Array<keyof DemoPlayerSkills>) out[key] = 0;
    return out;
  };
  const roster = base.roster.map((p) => ({ ...p, overall: 0, skills: zero(p.skills) }));
  return { ...base, roster };
}

export interface TestGameOptions {
  readonly gameId?: number;
  readonly seed?: number;
  readonly gender?: Gender;
  readonly division?: 1 | 2 | 3;
  readonly neutralSite?: boolean;
  /** yyyy-mm-dd; a 2024-25 date by default (the 22'1.75" line for both genders). */
  readonly date?: string;
}

export function testGameSpec(
  home: DemoTeam,
  away: DemoTeam,
  options: TestGameOptions = {},
): DemoGameSpec {
  const gender = options.gender ?? 'MALE';
  const date = options.date ?? '2025-01-15';
  const year = Number(date.slice(0, 4)) - (Number(date.slice(5, 7)) >= 7 ? 0 : 1);
  const competition = COMPETITIONS.find((c) => c.gender === gender && c.yearStart === year);
  return {
    gameId: options.gameId ?? 1,
    competitionId: competition?.id ?? 0,
    gender,
    date,
    home,
    away,
    neutralSite: options.neutralSite ?? false,
    seed: options.seed ?? 1,
    division: options.division ?? home.division,
  };
}

/**
 * The team with every skill moved so its mean over the planned minutes is 0: the rotation
 * averages that make a team's style (style.ts) are then those of an average team.
 */
function centredSkills(team: DemoTeam, gender: Gender): DemoPlayer[] {
  const { players } = teamProfile(team, calibrationFor(gender, team.division));
  const total = players.reduce((sum, p) => sum + p.plannedSeconds, 0);
  const out = team.roster.map((p) => ({ ...p, skills: { ...p.skills } }));
  for (const key of Object.keys(team.roster[0]?.skills ?? {}) as Array<keyof DemoPlayerSkills>) {
    const mean = players.reduce((sum, p) => sum + p.player.skills[key] * p.plannedSeconds, 0);
    for (const p of out) p.skills[key] -= mean / total;
  }
  return out;
}

/** `count` games between `teams` teams of one gender and division (round-robin pairs, seeded). */
export function testLeagueGames(
  count: number,
  options: {
    gender?: Gender;
    division?: 1 | 2 | 3;
    teams?: number;
    ratingSpread?: number;
    seed?: number;
  } = {},
): DemoGameSpec[] {
  const gender = options.gender ?? 'MALE';
  const base = options.seed ?? 1;
  const drawn = Array.from({ length: options.teams ?? 12 }, (_, i) =>
    testTeam({
      teamId: i + 1,
      gender,
      division: options.division,
      ratingSpread: options.ratingSpread ?? 3,
      seed: base * 1000 + i,
    }),
  );
  // Centre ratings and three-point tendencies, and each roster's skills: the league's average
  // team must be average, in its style too (style.ts; a few rosters of nearby seeds would
  // otherwise tilt the whole small league one way).
  const mean = (pick: (t: DemoTeam) => number): number =>
    drawn.reduce((sum, t) => sum + pick(t), 0) / drawn.length;
  const offense = mean((t) => t.offense);
  const defense = mean((t) => t.defense);
  const tilt = mean((t) => t.threeTendency);
  const teams = drawn.map((t) => ({
    ...t,
    offense: t.offense - offense,
    defense: t.defense - defense,
    threeTendency: t.threeTendency - tilt,
    roster: centredSkills(t, gender),
  }));
  const rng = new Random(base);
  const specs: DemoGameSpec[] = [];
  for (let i = 0; i < count; i += 1) {
    const home = teams[i % teams.length];
    const away = teams[(i + 1 + rng.int(0, teams.length - 2)) % teams.length];
    if (home === undefined || away === undefined) continue;
    specs.push(
      testGameSpec(home, away === home ? (teams[(i + 1) % teams.length] ?? away) : away, {
        gameId: i + 1,
        seed: base * 100_000 + i,
        gender,
        division: options.division,
      }),
    );
  }
  return specs;
}
