import { describe, expect, it } from 'vitest';
import { toolUrls } from './bench-api-tools';

const SUBJECTS = [
  { competitionId: 38409, teamIds: [11, 12], playerIds: [], gameIds: [], conferenceIds: [] },
  { competitionId: 38529, teamIds: [], playerIds: [], gameIds: [], conferenceIds: [] },
];

describe('the chart tools in bench:api', () => {
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
    expect(urls.size).toBe(10);
  });
});
