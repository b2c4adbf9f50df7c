/**
 * `team-transfer-agg-stats` (query style): per team of a competition, its transfers in and out
 * of the off-season before it, and the METHODS §10 analysis of its incoming transfers: each
 * one's opponent-adjusted ORtg change from his last season at the old school to his first at
 * this one, minus the mean change of non-transfers of the same class and role (engine
 * `transferImpacts`), and the minutes-weighted mean of those effects.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import type { TeamTransferAggRow, TransferImpactValues } from '@courtside/contract/schemas';
import { transferImpacts } from '@courtside/engine';
import type { PersonSeasonPair, PortalEntry } from '@courtside/warehouse';
import { personSeasonPairs, portalEntries, transferTeams } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';

const NAME = 'team-transfer-agg-stats';

const lineOf = (line: PersonSeasonPair['before']) => ({
  pts: line.pts,
  fga: line.fga,
  fta: line.fta,
  tov: line.tov,
  minutes: line.minutes,
  teamMinutes: line.teamMinutes,
  meanOppAdjD: line.meanOppAdjD,
  leagueAvg: line.leagueAvg,
});

function impactsByTeam(pairs: readonly PersonSeasonPair[]): Map<number, TransferImpactValues[]> {
  const impacts = transferImpacts(
    pairs.map((pair) => ({
      key: pair,
      transferred: pair.transferred,
      classYear: pair.classYear,
      before: lineOf(pair.before),
      after: lineOf(pair.after),
    })),
  );
  const out = new Map<number, TransferImpactValues[]>();
  for (const impact of impacts) {
    const pair = impact.key;
    const values: TransferImpactValues = {
      personId: pair.personId,
      playerId: pair.after.playerId,
      fullName: pair.fullName,
      classYr: impact.classYear,
      role: impact.role,
      teamIdFrom: pair.before.teamId,
      teamMarketFrom: pair.before.teamMarket,
      minsFrom: pair.before.minutes,
      minsTo: pair.after.minutes,
      ortgFrom: impact.ortgBefore,
      ortgTo: impact.ortgAfter,
      ortgAdjFrom: impact.adjOrtgBefore,
      ortgAdjTo: impact.adjOrtgAfter,
      ortgAdjChange: impact.change,
      baselineChange: impact.baseline,
      baselinePlayers: impact.baselinePlayers,
      transferEffect: impact.effect,
    };
    const list = out.get(pair.after.teamId) ?? [];
    list.push(values);
    out.set(pair.after.teamId, list);
  }
  return out;
}

const count = (entries: readonly PortalEntry[], keep: (entry: PortalEntry) => boolean): number =>
  entries.filter(keep).length;

export const teamTransferAggStatsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const context = await requestContext(NAME, request);
    const { db } = request;
    const [teams, { source, entries }, pairs] = await Promise.all([
      transferTeams(db, {
        competitionId: context.competitionId,
        teamId: context.teamId,
        conferenceId: context.conferenceId,
        divisionId: context.divisionId,
      }),
      portalEntries(db, context.competitionId),
      personSeasonPairs(db, context.competitionId),
    ]);
    const impacts = impactsByTeam(pairs);
    const fromCompetitionId =
      entries.find((entry) => entry.fromCompetitionId !== null)?.fromCompetitionId ??
      pairs[0]?.before.competitionId ??
      null;
    return teams.map((team): TeamTransferAggRow => {
      const key = team.teamKey;
      const moved = pairs.filter((pair) => pair.transferred);
      const minsIn = moved
        .filter((pair) => pair.after.teamId === team.teamId)
        .reduce((sum, pair) => sum + pair.after.minutes, 0);
      const minsOut = moved
        .filter((pair) => pair.before.teamKey === key)
        .reduce((sum, pair) => sum + pair.before.minutes, 0);
      const detail = impacts.get(team.teamId) ?? [];
      const rated = detail.filter((d) => d.transferEffect !== null && d.minsTo > 0);
      const weight = rated.reduce((sum, d) => sum + d.minsTo, 0);
      return {
        _id: `${context.competitionId}-${team.teamId}-transfers`,
        updated: context.updated,
        competitionId: context.competitionId,
        competitionIdFrom: fromCompetitionId,
        source,
        teamId: team.teamId,
        teamMarket: team.teamMarket,
        conferenceId: team.conferenceId,
        divisionId: team.divisionId,
        transfersIn: count(entries, (e) => e.status === 'committed' && e.toTeamKey === key),
        transfersOut: count(entries, (e) => e.status === 'committed' && e.fromTeamKey === key),
        withdrawn: count(entries, (e) => e.status === 'withdrawn' && e.fromTeamKey === key),
        unsigned: count(entries, (e) => e.status === 'unsigned' && e.fromTeamKey === key),
        minsIn,
        minsInPct: team.pbpPlayerMinutes > 0 ? minsIn / team.pbpPlayerMinutes : null,
        minsOutLastSeason: minsOut,
        transferEffectIn:
          weight > 0
            ? rated.reduce((sum, d) => sum + (d.transferEffect ?? 0) * d.minsTo, 0) / weight
            : null,
        transferEffectInPlayers: rated.length,
        transfersInDetail: detail,
      };
    });
  },
});
