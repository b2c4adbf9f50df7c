/**
 * The data requests the tools make for their charts and tables (the web app's tool pages), timed
 * uncached one at a time like every endpoint (bench-api-endpoints.ts), over every competition
 * of the warehouse: the division's team rows a scatter, bar chart or regression reads (one
 * request, `fields` naming what is plotted), the public and full player rows, the split
 * comparisons' scopes and periods, a team's attempts and games for a shot chart and the
 * division's zones and hexes it is coloured against. The configurations are those the pages
 * send for their default charts; the tools' own code builds them from the same endpoint names.
 */
import {
  DECIDING_SHOT_FIELDS,
  DECIDING_TEAM_FIELDS,
  buildDataPath,
  getCompetition,
} from '@courtside/contract';
import type { DataConfig } from '@courtside/contract';
import { TEAM_AGG_SCOPES } from '@courtside/contract/schemas';
import { API, type Subjects } from './answer-urls';
import { timeUrlGroups } from './bench-api-endpoints';

interface ToolRequest {
  /** What asks it, e.g. "team scatter: division team rows". */
  readonly label: string;
  readonly endpoint: string;
  /** Given one of the competition's listed teams at a time, or all of them with `allTeams`. */
  readonly config: (subjects: Subjects) => DataConfig | null;
  readonly allTeams?: boolean;
}

/** Mid-February of the season: every division plays that week. */
const midFebruary = (competitionId: number): string | null => {
  const competition = getCompetition(competitionId);
  return competition === undefined ? null : `${competition.yearEnd}0215`;
};

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
  {
    label: "scoreboard: a day's games",
    endpoint: 'raw-games',
    config: ({ competitionId }) => {
      const gameDate = midFebruary(competitionId);
      return gameDate === null ? null : { competitionId, divisionId: DIVISION_ONE, gameDate };
    },
  },
  {
    label: 'scoreboard: division teams',
    endpoint: 'competition-teams',
    config: ({ competitionId }) => ({ competitionId, divisionId: DIVISION_ONE }),
  },
  {
    label: 'game calculator: a projection',
    endpoint: 'game-projection',
    allTeams: true,
    config: ({ competitionId, teamIds }) => {
      const [first, second] = teamIds;
      return first === undefined || second === undefined
        ? null
        : {
            teamIds: [first, second],
            competitionIds: [competitionId, competitionId],
            scope: 'neutral',
          };
    },
  },
  {
    label: 'game explorer: first 200, newest first',
    endpoint: 'game-explorer-search',
    config: ({ competitionId }) => ({
      competitionId,
      divisionId: DIVISION_ONE,
      sortBy: 'date',
      limit: 200,
    }),
  },
  {
    label: 'game explorer: comebacks of 10+ in close games',
    endpoint: 'game-explorer-search',
    config: ({ competitionId }) => ({
      competitionId,
      divisionId: DIVISION_ONE,
      explorerFilter: ['margin::5', 'comeback:10:'],
      sortBy: 'comeback',
      limit: 200,
    }),
  },
  {
    label: "game explorer: a team's games",
    endpoint: 'game-explorer-search',
    config: ({ competitionId, teamIds }) =>
      teamIds[0] === undefined
        ? null
        : {
            competitionId,
            divisionId: DIVISION_ONE,
            explorerFilter: [`teams:${teamIds[0]}`],
            sortBy: 'date',
            limit: 200,
          },
  },
  {
    label: 'game-deciding shots: attempts',
    endpoint: 'pbp-shots-tying-go-ahead',
    config: ({ competitionId }) => ({
      competitionId,
      divisionId: DIVISION_ONE,
      fields: [...DECIDING_SHOT_FIELDS],
    }),
  },
  {
    label: 'game-deciding shots: teams',
    endpoint: 'team-tying-go-ahead-shooting',
    config: ({ competitionId }) => ({
      competitionId,
      divisionId: DIVISION_ONE,
      isOffense: true,
      fields: [...DECIDING_TEAM_FIELDS],
    }),
  },
  {
    label: 'scoring streaks: division leaders',
    endpoint: 'team-agg-streak-stats',
    config: ({ competitionId }) => ({ competitionId, divisionId: DIVISION_ONE }),
  },
  ...(
    [
      'team-scoring-streaks',
      'team-shooting-streaks',
      'player-scoring-streaks',
      'player-shooting-streaks',
      'streaks-margins',
    ] as const
  ).map((endpoint): ToolRequest => ({
    label: "scoring streaks: a team's",
    endpoint,
    config: ({ competitionId, teamIds }) =>
      teamIds[0] === undefined ? null : { competitionId, teamId: teamIds[0] },
  })),
];

/** Each tool request's URLs over the subjects: every competition, the team requests for each
 * of its listed teams. */
export function toolUrls(subjects: readonly Subjects[]): Map<string, string[]> {
  const byRequest = new Map<string, string[]>();
  for (const request of TOOL_REQUESTS) {
    const urls = new Set<string>();
    for (const competition of subjects) {
      if (request.allTeams === true) {
        const config = request.config(competition);
        if (config !== null) urls.add(buildDataPath(request.endpoint, config, API));
        continue;
      }
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
