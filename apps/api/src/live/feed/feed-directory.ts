/**
 * What the warehouse knows of a feed game's teams: the competition's teams (id, market,
 * conference, division) and each team's roster, matched to the feed's names the way the
 * ingest matches the NCAA files' names (school key: lower case letters and digits, "&" as
 * "and"; then the ingest's alias groups, e.g. "FDU" for "Fairleigh Dickinson").
 */
import { TEAM_ALIASES, nameKey } from '@courtside/ingest';
import { competitionPlayers, competitionTeams } from '@courtside/warehouse';
import type { WarehouseSource } from '../../data/warehouse-source';
import { withLease } from '../../data/warehouse-source';
import type { RosterPlayer } from './feed-rows';

export interface FeedTeam {
  readonly teamId: number;
  readonly market: string;
  readonly conferenceId: number | null;
  readonly divisionId: number;
}

export interface FeedDirectory {
  /** The competition's teams; [] when the warehouse does not have it. */
  teams(competitionId: number): Promise<readonly FeedTeam[]>;
  /** A team's roster in the competition. */
  roster(competitionId: number, teamId: number): Promise<readonly RosterPlayer[]>;
}

/** The team the feed's name stands for, or null when none or more than one match. */
export function matchTeam(teams: readonly FeedTeam[], feedName: string): FeedTeam | null {
  const key = nameKey(feedName);
  const exact = teams.filter((team) => nameKey(team.market) === key);
  if (exact.length === 1) return exact[0] ?? null;
  if (exact.length > 1) return null;
  const group = TEAM_ALIASES.find((names) => names.some((name) => nameKey(name) === key));
  if (group === undefined) return null;
  const keys = new Set(group.map(nameKey));
  const aliased = teams.filter((team) => keys.has(nameKey(team.market)));
  return aliased.length === 1 ? (aliased[0] ?? null) : null;
}

/** The served warehouse's teams and rosters, read once per data version. */
export class WarehouseFeedDirectory implements FeedDirectory {
  private dataVersion: string | null = null;
  private readonly teamsByCompetition = new Map<number, Promise<readonly FeedTeam[]>>();
  private readonly rosters = new Map<string, Promise<readonly RosterPlayer[]>>();

  constructor(private readonly warehouse: WarehouseSource) {}

  teams(competitionId: number): Promise<readonly FeedTeam[]> {
    return withLease(this.warehouse, async (lease) => {
      this.forVersion(lease.info.dataVersion);
      let read = this.teamsByCompetition.get(competitionId);
      if (read === undefined) {
        read = competitionTeams(lease.db, { competitionId }).then((rows) =>
          rows.map((row) => ({
            teamId: row.teamId,
            market: row.teamMarket,
            conferenceId: row.conferenceId,
            divisionId: row.divisionId,
          })),
        );
        read.catch(() => this.teamsByCompetition.delete(competitionId));
        this.teamsByCompetition.set(competitionId, read);
      }
      return read;
    });
  }

  roster(competitionId: number, teamId: number): Promise<readonly RosterPlayer[]> {
    return withLease(this.warehouse, async (lease) => {
      this.forVersion(lease.info.dataVersion);
      const key = `${competitionId}:${teamId}`;
      let read = this.rosters.get(key);
      if (read === undefined) {
        read = competitionPlayers(lease.db, { competitionId, teamId }).then((rows) =>
          rows.map((row) => ({ playerId: row.playerId, fullName: row.fullName })),
        );
        read.catch(() => this.rosters.delete(key));
        this.rosters.set(key, read);
      }
      return read;
    });
  }

  private forVersion(dataVersion: string): void {
    if (this.dataVersion === dataVersion) return;
    this.dataVersion = dataVersion;
    this.teamsByCompetition.clear();
    this.rosters.clear();
  }
}
