/**
 * The data requests the chart tools make for their charts (the web app's tool pages), timed
 * uncached one at a time like every endpoint (bench-api-endpoints.ts), over every competition
 * of the warehouse: the division's team rows a scatter, bar chart or regression reads (one
 * request, `fields` naming what is plotted), the public and full player rows, the split
 * comparisons' scopes and periods, a team's attempts and games for a shot chart and the
 * division's zones and hexes it is coloured against. The configurations are those the pages
 * send for their default charts; the tools' own code builds them from the same endpoint names.
 */
import { buildDataPath } from '@courtside/contract';
import type { DataConfig } from '@courtside/contract';
import { TEAM_AGG_SCOPES } from '@courtside/contract/schemas';
import { API, type Subjects } from './answer-urls';
import { timeUrlGroups } from './bench-api-endpoints';

interface ToolRequest {
  /** What asks it, e.g. "team scatter: division team rows". */
  readonly label: string;
  readonly endpoint: string;
  readonly config: (subjects: Subjects) => DataConfig | null;
}

const DIVISION_ONE = 1;

const TOOL_REQUESTS: readonly ToolRequest[] = [
  {
    label: 'scatter/bars/regression: team rows',
    endpoint: 'team-agg-stats',
    config: ({ competitionId }) => ({
      competitionId,
      divisionId: DIVISION_ONE,
      scope: 'season',
      isOffense: true,
      fields: ['teamMarket', 'teamName', 'gp', 'gpStats', 'ortgAdj', 'drtgAdj', 'netRtgAdj'],
    }),
  },
  {
    label: 'player scatter: public rows',
    endpoint: 'player-agg-stats-public',
    config: ({ competitionId }) => ({
      competitionId,
      divisionId: DIVISION_ONE,
      scope: 'season',
      fields: [
        'fullName',
        'teamMarket',
        'position',
        'minsPg',
        'ptsScoredPg',
        'fgPct',
        'isQualified',
      ],
    }),
  },
  {
    label: 'player scatter: full rows',
    endpoint: 'player-agg-stats',
    config: ({ competitionId }) => ({
      competitionId,
      divisionId: DIVISION_ONE,
      scope: 'season',
      fields: ['fullName', 'teamMarket', 'position', 'gp', 'mins', 'fga', 'fgPct', 'usagePct'],
    }),
  },
  {
    label: 'split comparisons: every scope',
    endpoint: 'team-agg-stats',
    config: ({ competitionId }) => ({
      competitionId,
      divisionId: DIVISION_ONE,
      scopes: [...TEAM_AGG_SCOPES],
      isOffense: true,
      fields: ['teamMarket', 'scope', 'gp', 'gpStats', 'efgPct'],
    }),
  },
  {
    label: 'split comparisons: periods',
    endpoint: 'team-period-stats',
    config: ({ competitionId }) => ({
      competitionId,
      isOffense: true,
      fields: ['period', 'gpPbp', 'efgPct'],
    }),
  },
  {
    label: "shot chart: a team's attempts",
    endpoint: 'pbp-shots',
    config: ({ competitionId, teamIds }) =>
      teamIds[0] === undefined ? null : { competitionId, teamId: teamIds[0] },
  },
  {
    label: "shot chart: a team's games",
    endpoint: 'games',
    config: ({ competitionId, teamIds }) =>
      teamIds[0] === undefined ? null : { competitionId, teamId: teamIds[0] },
  },
  {
    label: 'shot chart: division zones',
    endpoint: 'lg-zones',
    config: ({ competitionId }) => ({
      competitionId,
      divisionId: DIVISION_ONE,
      zoneSchema: 'area',
    }),
  },
  {
    label: 'shot chart: division hexes',
    endpoint: 'lg-hexes',
    config: ({ competitionId }) => ({ competitionId, divisionId: DIVISION_ONE }),
  },
  {
    label: 'shot chart: top teams',
    endpoint: 'shotcharts-top-options',
    config: ({ competitionId }) => ({ competitionIds: [competitionId], divisionId: DIVISION_ONE }),
  },
];

/** Each tool request's URLs over the subjects: every competition, the team requests for each
 * of its listed teams. */
export function toolUrls(subjects: readonly Subjects[]): Map<string, string[]> {
  const byRequest = new Map<string, string[]>();
  for (const request of TOOL_REQUESTS) {
    const urls = new Set<string>();
    for (const competition of subjects) {
      const teams = competition.teamIds.length === 0 ? [undefined] : competition.teamIds;
      for (const teamId of teams) {
        const config = request.config({
          ...competition,
          teamIds: teamId === undefined ? [] : [teamId],
        });
        if (config !== null) urls.add(buildDataPath(request.endpoint, config, API));
      }
    }
    byRequest.set(`${request.label} (${request.endpoint})`, [...urls]);
  }
  return byRequest;
}

/** Times the tools' requests and prints one line each; true when every p99 is within target. */
export const toolsPhase = (
  base: string,
  headers: Record<string, string>,
  samples: number,
  targetMs: number,
): Promise<boolean> =>
  timeUrlGroups(base, headers, samples, targetMs, {
    urlsOf: toolUrls,
    progressNoun: 'tool requests',
    heading: (groups, competitions, answers) =>
      `The chart tools' requests uncached, 1 connection: ${groups} requests over ${competitions} competitions, ${answers} answers each`,
    verdictSubject: "every tool request's",
    medianLabel: 'median p99',
  });
