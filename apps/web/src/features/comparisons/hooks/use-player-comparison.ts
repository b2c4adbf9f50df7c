/**
 * The compared players: each player's season line (full rows for tiers ≥ 2, the public list for
 * tier 1, per the player-data rule), his team's division from the season's `teams` list, and
 * that division's qualified players as his percentile pool — overall or of his position group,
 * as the user's setting (or the page's choice) says. Seasons and divisions shared by several
 * players are asked for once.
 */
import { useMemo } from 'react';
import { paths, type PlayerPctilesType } from '@courtside/contract';
import type {
  PlayerAggStatsPublicRow,
  PlayerAggStatsRow,
  TeamDataRow,
} from '@courtside/contract/schemas';
import { aggregateDenominators } from '@/lib/stats/per-mode';
import {
  divisionPlayersQueryOptions,
  playerSeasonQueryOptions,
  type PlayerSeasonRequest,
} from '../api/player-agg-stats';
import {
  publicDivisionPlayersQueryOptions,
  publicPlayerSeasonQueryOptions,
} from '../api/player-agg-stats-public';
import { divisionKey } from '../api/team-agg-stats';
import { seasonTeamsQueryOptions } from '../api/teams';
import type { Subject } from '../content/comparison-filters';
import { playerPool } from '../content/player-pools';
import {
  divisionNameOf,
  failedStatus,
  pendingStatus,
  seasonLabelOf,
  seasonShortLabelOf,
  uniqueBy,
  type ComparisonState,
  type SubjectStatus,
} from '../content/subject-status';
import { useEndpointAnswers, type Answer } from './use-endpoint-answers';

type PlayerRow = PlayerAggStatsRow | PlayerAggStatsPublicRow;

export interface PlayerComparisonOptions {
  /** The viewer reads full player rows (tier ≥ 2). */
  fullRows: boolean;
  pctilesType: PlayerPctilesType;
}

const seasonRequest = (subject: Subject): PlayerSeasonRequest => ({
  competitionId: subject.competitionId,
  playerId: subject.id,
});

/** A player who changed teams has a row per team: his line is the one with the most games. */
function mainRow(rows: readonly PlayerRow[] | undefined): PlayerRow | undefined {
  return rows?.reduce<PlayerRow | undefined>(
    (best, row) => (best === undefined || row.gp > best.gp ? row : best),
    undefined,
  );
}

interface PlayerSources {
  season: Answer<PlayerRow> | undefined;
  teams: Answer<TeamDataRow> | undefined;
  poolOf: (team: TeamDataRow) => Answer<PlayerRow> | undefined;
  pctilesType: PlayerPctilesType;
}

function playerStatus(subject: Subject, sources: PlayerSources): SubjectStatus {
  const seasonLabel = seasonLabelOf(subject.competitionId);
  const { season, teams } = sources;
  if (season === undefined || season.state === 'pending') return pendingStatus(subject);
  if (season.state === 'missing') {
    return failedStatus(subject, 'missing', `No player ${subject.id} in ${seasonLabel}.`);
  }
  if (season.state === 'error') {
    return failedStatus(subject, 'error', season.message ?? 'His statistics could not be read.');
  }
  const row = mainRow(season.data);
  if (row === undefined) {
    return failedStatus(
      subject,
      'missing',
      `No ${seasonLabel} statistics for player ${subject.id}.`,
    );
  }
  const name = row.fullName;
  if (teams === undefined || teams.state === 'pending') return pendingStatus(subject, name);
  const team = teams.data?.find((candidate) => candidate.teamId === row.teamId);
  if (teams.state !== 'success' || team === undefined) {
    return failedStatus(subject, 'error', `The ${seasonLabel} teams could not be read.`, name);
  }
  const poolAnswer = sources.poolOf(team);
  if (poolAnswer === undefined || poolAnswer.state === 'pending') {
    return pendingStatus(subject, name);
  }
  if (poolAnswer.state !== 'success') {
    const note = poolAnswer.message ?? `The ${seasonLabel} players could not be read.`;
    return failedStatus(subject, 'error', note, name);
  }
  const divisionName = divisionNameOf(team.divisionId);
  const pool = playerPool(poolAnswer.data ?? [], row.position, sources.pctilesType, divisionName);
  const subjectIndex = pool.rows.findIndex(
    (candidate) => candidate.playerKey === row.playerKey && candidate.teamId === row.teamId,
  );
  const qualified = subjectIndex >= 0 ? null : 'not qualified (under 10% of team minutes)';
  return {
    subject,
    state: 'ready',
    name,
    note: null,
    compared: {
      key: subject.key,
      name,
      season: seasonShortLabelOf(subject.competitionId),
      detail: [row.teamMarket, row.position, qualified].filter(Boolean).join(' · '),
      href: paths.player(subject.competitionId, subject.id),
      row,
      denominators: aggregateDenominators(row),
      pool: {
        label: `${pool.label}, ${seasonLabel}`,
        rows: pool.rows,
        denominatorsOf: aggregateDenominators,
        subjectIndex,
      },
    },
  };
}

export function usePlayerComparison(
  subjects: readonly Subject[],
  { fullRows, pctilesType }: PlayerComparisonOptions,
): ComparisonState {
  const fullSeasons = useEndpointAnswers(
    fullRows ? subjects.map((subject) => playerSeasonQueryOptions(seasonRequest(subject))) : [],
  );
  const publicSeasons = useEndpointAnswers(
    fullRows
      ? []
      : subjects.map((subject) => publicPlayerSeasonQueryOptions(seasonRequest(subject))),
  );
  const seasons: readonly Answer<PlayerRow>[] = fullRows
    ? fullSeasons.answers
    : publicSeasons.answers;

  const competitionIds = uniqueBy(
    subjects.map((subject) => subject.competitionId),
    String,
  );
  const lists = useEndpointAnswers(competitionIds.map(seasonTeamsQueryOptions));
  const divisions = uniqueBy(
    subjects.flatMap((subject, index) => {
      const row = mainRow(seasons[index]?.data);
      const teams = lists.answers[competitionIds.indexOf(subject.competitionId)]?.data;
      const team = teams?.find((candidate) => candidate.teamId === row?.teamId);
      return team === undefined
        ? []
        : [{ competitionId: team.competitionId, divisionId: team.divisionId }];
    }),
    divisionKey,
  );
  const fullPools = useEndpointAnswers(fullRows ? divisions.map(divisionPlayersQueryOptions) : []);
  const publicPools = useEndpointAnswers(
    fullRows ? [] : divisions.map(publicDivisionPlayersQueryOptions),
  );
  const pools: readonly Answer<PlayerRow>[] = fullRows ? fullPools.answers : publicPools.answers;
  const divisionKeys = divisions.map(divisionKey).join(',');
  const listAnswers = lists.answers;

  const statuses = useMemo(() => {
    const keys = divisionKeys.split(',');
    const ids = uniqueBy(
      subjects.map((subject) => subject.competitionId),
      String,
    );
    return subjects.map((subject, index) =>
      playerStatus(subject, {
        season: seasons[index],
        teams: listAnswers[ids.indexOf(subject.competitionId)],
        poolOf: (team) => pools[keys.indexOf(divisionKey(team))],
        pctilesType,
      }),
    );
  }, [subjects, seasons, listAnswers, pools, divisionKeys, pctilesType]);

  return {
    subjects: statuses,
    retry: () => {
      fullSeasons.retry();
      publicSeasons.retry();
      lists.retry();
      fullPools.retry();
      publicPools.retry();
    },
  };
}
