/**
 * The demo league through time: per gender, the universe's schools get their first rosters in
 * 2018-19, then each season is handed out in order (`seasons()`), and after each one the
 * off-season runs (graduation, development, the transfer portal, freshmen). Seasons the scale
 * does not build are still lived through, so a small league of 2024-25 has rosters shaped by six
 * earlier off-seasons.
 *
 * The generator hands out one season at a time; the caller must be done with it (play it) before
 * asking for the next, because the next off-season changes the people behind it. Everything in
 * a `LeagueSeason` is already a snapshot (DemoTeams, transfer rows), so this only matters for
 * `SeasonTeams.teams[].persons`.
 */
import { COMPETITIONS } from '@courtside/contract';
import type { Competition, Gender } from '@courtside/contract';
import type { DemoClass } from '../model';
import { runDraft } from './draft';
import type { DraftPick } from './draft';
import { featuredNamesOf, pickFeatured, renameFeatured } from './featured';
import type { FeaturedPlayer } from './featured';
import { buildUniverse } from './identity';
import type { Division, Universe } from './identity';
import type { Person } from './people';
import { Rng } from './random';
import { createGenderLeague, runOffseason } from './rosters';
import type { Offseason, PortalStatus } from './rosters';
import type { LeagueScale } from './scale';
import { seasonTeams } from './teams';
import type { SeasonTeams } from './teams';

export interface TransferRow {
  readonly personId: number;
  readonly name: string;
  /** Class in the season the player left. */
  readonly classYear: DemoClass;
  readonly status: PortalStatus;
  /** Whether he was in his team's rotation (first nine) in the season he left. */
  readonly rotation: boolean;
  readonly fromCompetitionId: number;
  readonly fromTeamId: number;
  readonly fromPlayerId: number;
  readonly fromTeamKey: string;
  readonly fromDivision: Division;
  readonly fromConferenceId: number;
  readonly toTeamId: number | null;
  readonly toPlayerId: number | null;
  readonly toTeamKey: string | null;
  readonly toDivision: Division | null;
  readonly toConferenceId: number | null;
}

export interface LeagueSeason {
  readonly competition: Competition;
  readonly teams: SeasonTeams;
  /** The off-season before this season (empty for the first season). */
  readonly transfers: readonly TransferRow[];
  /** Counts of that off-season, for the roster tests and the summary. */
  readonly offseason: Offseason | null;
  /** Whether the scale builds this competition (others are only lived through). */
  readonly built: boolean;
  /** The players featured in this season (featured.ts), under their featured names. */
  readonly featured: readonly FeaturedPlayer[];
  /**
   * The draft after this season (draft.ts), set once the generator has moved past the season
   * (the off-season decides who leaves); null for the newest competition, which has no
   * off-season after it yet.
   */
  draft: readonly DraftPick[] | null;
}

export class DemoLeague {
  readonly universe: Universe;

  constructor(
    readonly scale: LeagueScale,
    readonly seed: number,
  ) {
    this.universe = buildUniverse(scale, seed);
  }

  /** Seasons of one gender, oldest first; stops after the last one the scale builds. */
  *seasons(gender: Gender): Generator<LeagueSeason> {
    const competitions = COMPETITIONS.filter((c) => c.gender === gender).sort(
      (a, b) => a.yearStart - b.yearStart,
    );
    const built = new Set(this.scale.competitionIds);
    const last = Math.max(-1, ...competitions.map((c, i) => (built.has(c.id) ? i : -1)));
    const rng = new Rng(this.seed, `league/${gender}`);
    const league = createGenderLeague(this.universe, gender, rng.fork('rosters'));
    let previous: SeasonTeams | null = null;
    let offseason: Offseason | null = null;
    const featuredPersons = new Set<number>();
    for (const [index, competition] of competitions.entries()) {
      if (index > last) return;
      const teams = seasonTeams(league, competition.id, competition.yearStart);
      const transfers = previous && offseason ? transferRows(offseason, previous, teams) : [];
      const featured = pickFeatured(teams, featuredPersons);
      const season: LeagueSeason = {
        competition,
        teams,
        transfers,
        offseason,
        built: built.has(competition.id),
        featured,
        draft: null,
      };
      yield season;
      offseason = runOffseason(league, rng.fork(`offseason/${competition.yearStart}`));
      if (index < competitions.length - 1) season.draft = draftAfter(season, offseason, rng);
      previous = teams;
    }
  }
}

/**
 * The seasons with every featured person under his featured name in each of them, before and
 * after the season he is featured in. `featured` comes from every season generated (built or
 * not), so a star featured in a season this build skips keeps his name in the ones it builds.
 */
export function withFeaturedNames(
  seasons: readonly LeagueSeason[],
  featured: readonly FeaturedPlayer[],
): LeagueSeason[] {
  const names = featuredNamesOf(featured);
  if (names.size === 0) return [...seasons];
  return seasons.map((season) => ({
    ...season,
    teams: renameFeatured(season.teams, names),
    transfers: season.transfers.map((row) => {
      const name = names.get(row.personId);
      return name === undefined ? row : { ...row, name: `${name.firstName} ${name.lastName}` };
    }),
  }));
}

/**
 * The draft after a season from the off-season that followed it: its own random stream (a fork
 * that draws nothing from the league's), so the rest of the league is the same with or without.
 */
function draftAfter(season: LeagueSeason, offseason: Offseason, rng: Rng): DraftPick[] {
  const place = placeOf(season.teams);
  const pool = [...offseason.graduated, ...offseason.earlyDepartures].map((person) => ({
    person,
    classYear: person.classYear,
    position: person.position,
    heightIn: person.heightIn,
    talent: person.talent,
  }));
  const { competition } = season;
  return runDraft(
    competition.gender,
    competition.id,
    pool,
    (person) => place.get(person),
    rng.fork(`draft/${competition.yearStart}`),
  );
}

function placeOf(teams: SeasonTeams): Map<Person, { teamId: number; playerId: number }> {
  const out = new Map<Person, { teamId: number; playerId: number }>();
  for (const team of teams.teams) {
    team.persons.forEach((person, i) =>
      out.set(person, { teamId: team.teamId, playerId: team.playerIds[i] ?? 0 }),
    );
  }
  return out;
}

function transferRows(
  offseason: Offseason,
  before: SeasonTeams,
  after: SeasonTeams,
): TransferRow[] {
  const from = placeOf(before);
  const to = placeOf(after);
  const rows: TransferRow[] = [];
  for (const entry of offseason.portal) {
    const left = from.get(entry.person);
    const fromTeam = left ? before.byId.get(left.teamId) : undefined;
    if (!left || !fromTeam) continue;
    const joined = entry.status === 'committed' ? to.get(entry.person) : undefined;
    const toTeam = joined ? after.byId.get(joined.teamId) : undefined;
    rows.push({
      personId: entry.person.personId ?? left.playerId,
      name: `${entry.person.firstName} ${entry.person.lastName}`,
      classYear: entry.classYear,
      status: entry.status,
      rotation: entry.rotation,
      fromCompetitionId: before.competitionId,
      fromTeamId: left.teamId,
      fromPlayerId: left.playerId,
      fromTeamKey: fromTeam.school.teamKey,
      fromDivision: fromTeam.school.division,
      fromConferenceId: fromTeam.school.conferenceId,
      toTeamId: joined?.teamId ?? null,
      toPlayerId: joined?.playerId ?? null,
      toTeamKey: toTeam?.school.teamKey ?? null,
      toDivision: toTeam?.school.division ?? null,
      toConferenceId: toTeam?.school.conferenceId ?? null,
    });
  }
  return rows;
}
