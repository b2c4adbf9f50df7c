/**
 * `ranks` (query style): stored ranks (METHODS §8) of teams or players, one row per entity ×
 * stat, with a team's rank within its conference. A `playerId`, or `ptgc=player`, asks for
 * player ranks (qualified players: 10% of team minutes); otherwise team ranks.
 */
import type { RankRow } from '@courtside/contract/schemas';
import { RankRowSchema } from '@courtside/contract/schemas';
import { statRanks } from '@courtside/warehouse';
import type { DataEndpoint } from '../../endpoint';
import { DataInputError } from '../../endpoint';
import { segmentName } from '../reference/config-values';
import { statsContext } from './support/config';

const NAME = 'ranks';

export const ranksEndpoint: DataEndpoint<RankRow> = {
  name: NAME,
  access: 'free',
  playerLevel: true,
  summary: 'Ranks of teams or players by stat within gender × division × season (1 = best).',
  requires: ['competitionId'],
  accepts: ['teamId', 'playerId', 'conferenceId', 'divisionId', 'ptgc', 'metricType'],
  row: RankRowSchema,
  example: { competitionId: 38409, teamId: 590616 },
  notes: [
    'ptgc "team" (default) or "player"; a playerId implies players. metricType keeps one stat (e.g. netRtgAdj).',
    'Team stats: netRtgAdj, ortgAdj, drtgAdj, paceAdj, sos, ptsScoredPg, efgPct, tovPct, orbPct, ftaRate, fg3Pct and the …Agst four factors. Player stats: ptsPer40, tsPct, usagePct, per, bpm, tovPct.',
  ],
  async handle(request) {
    const { config, db } = request;
    const context = await statsContext(NAME, request);
    const ptgc = config.ptgc ?? (context.playerId === null ? 'team' : 'player');
    if (ptgc !== 'team' && ptgc !== 'player') {
      const name = segmentName(NAME, 'ptgc');
      throw new DataInputError(`"${name}" must be "team" or "player" here, got "${ptgc}"`, name);
    }
    if (ptgc === 'team' && context.playerId !== null) {
      const name = segmentName(NAME, 'ptgc');
      throw new DataInputError(`"${name}" "team" does not go with a playerId`, name);
    }
    const rows = await statRanks(db, {
      competitionId: context.competitionId,
      entity: ptgc,
      entityId: ptgc === 'team' ? context.teamId : context.playerId,
      teamId: context.teamId,
      conferenceId: context.conferenceId,
      divisionId: context.divisionId,
      stats: config.metricType === undefined ? null : [config.metricType],
    });
    return rows.map((row) => ({
      _id: `${context.competitionId}-${row.entity}-${row.playerId ?? row.teamId}-${row.scope}-${row.stat}`,
      updated: context.updated,
      competitionId: context.competitionId,
      entity: row.entity,
      teamId: row.teamId,
      ...(row.playerId === null ? {} : { playerId: row.playerId }),
      fullName: row.fullName,
      teamMarket: row.teamMarket,
      conferenceId: row.conferenceId,
      divisionId: row.divisionId,
      scope: row.scope,
      stat: row.stat,
      value: row.value,
      rank: row.rank,
      rankLabel: row.rankLabel,
      poolSize: row.poolSize,
      confRank: row.confRank,
      confPoolSize: row.confPoolSize,
    }));
  },
};
