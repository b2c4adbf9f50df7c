/**
 * One season's teams as the simulator sees them (model.ts DemoTeam), made from the rosters of
 * that moment: warehouse ids, the rotation, each player's skills relative to a division, and the
 * team's hidden strength.
 *
 * Hidden strength = f(roster): the minutes-weighted talent of the rotation (plus half of the
 * players' own offensive or defensive flair), turned into offense and defense in points per 100
 * possessions against the division's average team and spread like real adjusted ratings
 * (strength.ts: Division I men's margins sd 13.05, women's 16.2). Each team is rated against its
 * own division; the simulator adds the gap between divisions (game/calibration.ts DIVISION_GAP)
 * when they meet. The simulator plays exactly this strength: what a team's style is worth
 * (game/style.ts) comes off its make edge, so offense + defense is the net points per 100
 * possessions it scores against an average team of its division on a neutral floor.
 *
 * Ids: team, player and game ids are `(start year − 2000) × 10^5|10^6 + gender × half + n`,
 * unique within (and across) competitions, like the NCAA's per-season ids.
 */
import type { Gender } from '@courtside/contract';
import type { DemoPlayer, DemoTeam } from '../model';
import type { Division, School } from './identity';
import { DIVISION_LIST } from './identity';
import { skillsOf } from './people';
import type { Person, SkillName } from './people';
import type { GenderLeague } from './rosters';
import { minuteShare, rotationOrder } from './rotation';
import { STRENGTH_SPREAD, scaleStrengths } from './strength';
import type { EndValues } from './strength';

const OFFENSIVE: readonly SkillName[] = [
  'rim',
  'mid',
  'three',
  'freeThrow',
  'passing',
  'ballSecurity',
  'offensiveRebounding',
];
const DEFENSIVE: readonly SkillName[] = [
  'defense',
  'steals',
  'blocks',
  'defensiveRebounding',
  'discipline',
];

const mean = (values: readonly number[]): number =>
  values.length === 0 ? 0 : values.reduce((sum, v) => sum + v, 0) / values.length;

export const idBase = (seasonStartYear: number, gender: Gender, unit: number): number =>
  (seasonStartYear - 2000) * unit + (gender === 'FEMALE' ? unit / 2 : 0);

export const TEAM_ID_UNIT = 100_000;
export const PLAYER_ID_UNIT = 1_000_000;
export const GAME_ID_UNIT = 1_000_000;

interface DivisionScale {
  /** Mean rotation talent: a player's overall is his talent minus this. */
  readonly talent: number;
  /** Hidden offense and defense of the division's teams, by team id. */
  readonly strength: ReadonlyMap<number, EndValues>;
}

export interface SeasonTeam {
  readonly school: School;
  readonly teamId: number;
  /** The roster in rotation order, aligned with every DemoTeam's roster of this team. */
  readonly persons: readonly Person[];
  readonly playerIds: readonly number[];
  /** Minutes-weighted talent of the rotation, offense and defense flavour (absolute scale). */
  readonly rawOffense: number;
  readonly rawDefense: number;
}

export interface SeasonTeams {
  readonly competitionId: number;
  readonly gender: Gender;
  readonly seasonStartYear: number;
  readonly teams: readonly SeasonTeam[];
  readonly byId: ReadonlyMap<number, SeasonTeam>;
  /** The team as the simulator sees it (strength and skills against its own division). */
  teamFor(teamId: number): DemoTeam;
  /** offense + defense against its own division: the strength the ratings should recover. */
  hiddenStrength(teamId: number): number;
}

function rawStrength(persons: readonly Person[], flavour: readonly SkillName[]): number {
  return persons.reduce((sum, person, index) => {
    const flair = mean(flavour.map((name) => person.profile[name]));
    return sum + minuteShare(index) * (person.talent + 0.5 * flair);
  }, 0);
}

/** Mean talent of a division's rotation minutes (what an "average player" of it is). */
function divisionTalent(teams: readonly SeasonTeam[]): number {
  return mean(teams.map((t) => t.persons.reduce((s, p, i) => s + minuteShare(i) * p.talent, 0)));
}

export function seasonTeams(
  league: GenderLeague,
  competitionId: number,
  seasonStartYear: number,
): SeasonTeams {
  const gender = league.gender;
  const teamBase = idBase(seasonStartYear, gender, TEAM_ID_UNIT);
  let nextPlayerId = idBase(seasonStartYear, gender, PLAYER_ID_UNIT) + 1;
  const teams: SeasonTeam[] = league.schools.map((school, index) => {
    const persons = rotationOrder(league.rosters.get(school.teamKey) ?? []);
    const playerIds = persons.map((person) => {
      const playerId = nextPlayerId;
      nextPlayerId += 1;
      // The true person id is the player id of the person's first season in the file.
      person.personId ??= playerId;
      return playerId;
    });
    return {
      school,
      teamId: teamBase + index + 1,
      persons,
      playerIds,
      rawOffense: rawStrength(persons, OFFENSIVE),
      rawDefense: rawStrength(persons, DEFENSIVE),
    };
  });
  const byId = new Map(teams.map((t) => [t.teamId, t]));
  // Each division is centred and scaled on its own teams (its average team is 0).
  const scaleOf = new Map<Division, DivisionScale>();
  for (const division of DIVISION_LIST) {
    const list = teams.filter((t) => t.school.division === division);
    const strengths = scaleStrengths(
      list.map((t) => ({ offense: t.rawOffense, defense: t.rawDefense })),
      STRENGTH_SPREAD[gender],
    );
    scaleOf.set(division, {
      talent: divisionTalent(list),
      strength: new Map(list.map((t, i) => [t.teamId, strengths[i] ?? { offense: 0, defense: 0 }])),
    });
  }

  // Everything is computed now: the rosters' people go on ageing after this season.
  const demoTeams = new Map<number, DemoTeam>();
  const express = (team: SeasonTeam): DemoTeam => {
    const coach = league.coaches.get(team.school.teamKey) ?? { pace: 70, threeTendency: 0 };
    const scale = scaleOf.get(team.school.division) as DivisionScale;
    const base = scale.talent;
    const roster: DemoPlayer[] = team.persons.map((person, index) => ({
      playerId: team.playerIds[index] ?? 0,
      personId: person.personId ?? 0,
      firstName: person.firstName,
      lastName: person.lastName,
      jersey: person.jersey,
      position: person.position,
      heightIn: person.heightIn,
      classYear: person.classYear,
      hometown: person.hometown,
      overall: person.talent - base,
      skills: skillsOf(person, person.talent - base),
    }));
    return {
      teamId: team.teamId,
      teamKey: team.school.teamKey,
      market: team.school.market,
      nickname: team.school.nickname,
      division: team.school.division,
      conferenceId: team.school.conferenceId,
      colorPrimary: team.school.colorPrimary,
      colorSecondary: team.school.colorSecondary,
      venue: team.school.venue,
      offense: scale.strength.get(team.teamId)?.offense ?? 0,
      defense: scale.strength.get(team.teamId)?.defense ?? 0,
      pace: coach.pace,
      threeTendency: coach.threeTendency,
      roster,
    };
  };
  for (const team of teams) demoTeams.set(team.teamId, express(team));
  const teamFor = (teamId: number): DemoTeam => {
    const team = demoTeams.get(teamId);
    if (!team) throw new Error(`No team ${teamId} in competition ${competitionId}`);
    return team;
  };
  return {
    competitionId,
    gender,
    seasonStartYear,
    teams,
    byId,
    teamFor,
    hiddenStrength(teamId) {
      const team = teamFor(teamId);
      return team.offense + team.defense;
    },
  };
}
