import { describe, expect, it } from 'vitest';
import { toolUrls } from './bench-api-tools';

const SUBJECTS = [
  { competitionId: 38409, teamIds: [11, 12], playerIds: [], gameIds: [], conferenceIds: [] },
  { competitionId: 38529, teamIds: [], playerIds: [], gameIds: [], conferenceIds: [] },
];

describe('the tools in bench:api', () => {
  it('asks each tool request for every competition, and the team ones for each listed team', () => {
    const urls = toolUrls(SUBJECTS);
    expect(urls.get('scatter/bars/regression: team rows (team-agg-stats)')).toEqual([
      '/api/gs/team-agg-stats/competition/38409/division/1/scope/season/isoffense/true/fields/teamMarket-teamName-gp-gpStats-ortgAdj-drtgAdj-netRtgAdj/',
      '/api/gs/team-agg-stats/competition/38529/division/1/scope/season/isoffense/true/fields/teamMarket-teamName-gp-gpStats-ortgAdj-drtgAdj-netRtgAdj/',
    ]);
    // A competition without listed teams has no team request.
    expect(urls.get("shot chart: a team's attempts (pbp-shots)")).toEqual([
      '/api/gs/pbp-shots?competitionId=38409&teamId=11',
      '/api/gs/pbp-shots?competitionId=38409&teamId=12',
    ]);
    // The calculator pairs the first two listed teams; a competition with fewer has none.
    expect(urls.get('game calculator: a projection (game-projection)')).toEqual([
      '/api/gs/game-projection/competitions/38409-38409/teams/11-12/scope/neutral/',
    ]);
    expect(
      urls.get('game explorer: comebacks of 10+ in close games (game-explorer-search)'),
    ).toEqual([
      '/api/gs/game-explorer-search?competitionId=38409&divisionId=1&explorerFilter=margin%253A%253A5%2Ccomeback%253A10%253A&sortBy=comeback&limit=200',
      '/api/gs/game-explorer-search?competitionId=38529&divisionId=1&explorerFilter=margin%253A%253A5%2Ccomeback%253A10%253A&sortBy=comeback&limit=200',
    ]);
    expect(urls.get("scoreboard: a day's games (raw-games)")).toEqual([
      '/api/gs/raw-games/competition/38409/division/1/gamedate/20250215/',
      '/api/gs/raw-games/competition/38529/division/1/gamedate/20250215/',
    ]);
    expect(urls.size).toBe(24);
  });
});
