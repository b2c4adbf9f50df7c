/**
 * The league's featured players: seven named stars, the fixed demo players every tier-1 user may
 * open (§7, §9). Each has a fixed fictional name and one of the contract's demo competitions.
 *
 * Who they are follows from the generated league by a fixed rule that draws no random numbers,
 * so featuring changes names only, never a roster, a rating or a game: in a featured season, the
 * Division I teams with the highest hidden strength are the strong programs, each one's best
 * player (highest overall) a candidate, and the best candidates get that season's names. A
 * person featured already (the same star a season later) is passed over. The person keeps the
 * featured name for his whole career, in every season he plays (renameFeatured).
 */
import type { DemoPlayer, DemoTeam } from '../model';
import type { SeasonTeams } from './teams';

export interface FeaturedName {
  /** One of the contract's DEMO_PLAYER_COMPETITION_IDS. */
  readonly competitionId: number;
  readonly firstName: string;
  readonly lastName: string;
}

/**
 * The names, in order (their slot): two for men's 2023-24, two each for women's 2022-23 and
 * 2023-24, one for men's 2022-23. Invented, and outside the league's word lists, so no other
 * player shares one.
 */
export const FEATURED_NAMES: readonly FeaturedName[] = [
  { competitionId: 36045, firstName: 'Caspian', lastName: 'Thorne' },
  { competitionId: 36045, firstName: 'Dashiell', lastName: 'Marchetti' },
  { competitionId: 33535, firstName: 'Marisol', lastName: 'Vantreese' },
  { competitionId: 33535, firstName: 'Odessa', lastName: 'Kingsley' },
  { competitionId: 36046, firstName: 'Wren', lastName: 'Halloway' },
  { competitionId: 36046, firstName: 'Juniper', lastName: 'Castellane' },
  { competitionId: 33533, firstName: 'Barnaby', lastName: 'Quince' },
];

/** Strong programs a featured season looks at: the Division I teams strongest by this many. */
export const FEATURED_PROGRAMS = 8;

export interface FeaturedPlayer {
  /** 1 first, the order of FEATURED_NAMES. */
  readonly slot: number;
  readonly competitionId: number;
  readonly teamId: number;
  readonly playerId: number;
  readonly personId: number;
  readonly firstName: string;
  readonly lastName: string;
}

interface Candidate {
  readonly team: DemoTeam;
  readonly player: DemoPlayer;
}

function bestPlayer(team: DemoTeam): DemoPlayer | undefined {
  let best: DemoPlayer | undefined;
  for (const player of team.roster) {
    if (
      best === undefined ||
      player.overall > best.overall ||
      (player.overall === best.overall && player.playerId < best.playerId)
    ) {
      best = player;
    }
  }
  return best;
}

/**
 * The featured players of one season (none unless it is a featured competition). `taken` holds
 * the person ids featured in earlier seasons; the chosen ones are added to it.
 */
export function pickFeatured(teams: SeasonTeams, taken: Set<number>): FeaturedPlayer[] {
  const slots = FEATURED_NAMES.map((name, index) => ({ name, slot: index + 1 })).filter(
    ({ name }) => name.competitionId === teams.competitionId,
  );
  if (slots.length === 0) return [];
  const programs = teams.teams
    .filter((team) => team.school.division === 1)
    .map((team) => teams.teamFor(team.teamId))
    .sort((a, b) => b.offense + b.defense - (a.offense + a.defense) || a.teamId - b.teamId)
    .slice(0, FEATURED_PROGRAMS);
  const candidates: Candidate[] = [];
  for (const team of programs) {
    const player = bestPlayer(team);
    if (player !== undefined) candidates.push({ team, player });
  }
  candidates.sort(
    (a, b) => b.player.overall - a.player.overall || a.player.playerId - b.player.playerId,
  );
  const chosen: FeaturedPlayer[] = [];
  for (const { team, player } of candidates) {
    const slot = slots[chosen.length];
    if (slot === undefined) break;
    if (taken.has(player.personId)) continue;
    taken.add(player.personId);
    chosen.push({
      slot: slot.slot,
      competitionId: teams.competitionId,
      teamId: team.teamId,
      playerId: player.playerId,
      personId: player.personId,
      firstName: slot.name.firstName,
      lastName: slot.name.lastName,
    });
  }
  return chosen;
}

export type FeaturedNames = ReadonlyMap<number, { firstName: string; lastName: string }>;

/** Person id → featured name, from the featured players of every season lived through. */
export function featuredNamesOf(featured: readonly FeaturedPlayer[]): FeaturedNames {
  return new Map(
    featured.map((p) => [p.personId, { firstName: p.firstName, lastName: p.lastName }]),
  );
}

/**
 * The season's teams with every featured person under his featured name (the same objects when
 * none plays this season). Strengths and rosters are untouched.
 */
export function renameFeatured(teams: SeasonTeams, names: FeaturedNames): SeasonTeams {
  if (names.size === 0) return teams;
  const renamed = new Map<number, DemoTeam>();
  const teamFor = (teamId: number): DemoTeam => {
    const known = renamed.get(teamId);
    if (known !== undefined) return known;
    const team = teams.teamFor(teamId);
    const out = team.roster.some((p) => names.has(p.personId))
      ? {
          ...team,
          roster: team.roster.map((p) => {
            const name = names.get(p.personId);
            return name === undefined ? p : { ...p, ...name };
          }),
        }
      : team;
    renamed.set(teamId, out);
    return out;
  };
  return { ...teams, teamFor };
}
