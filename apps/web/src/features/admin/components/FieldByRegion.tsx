/** The field as the bracket challenge plays it: one table per region, by seed line. */
import type { FieldTeam } from '../api/bracket-layout-api';
import { REGIONS, regionLabel, regionTeams } from '../content/bracket-field';

export interface FieldByRegionProps {
  teams: readonly FieldTeam[];
  regionNames: ReadonlyMap<number, string>;
  /** Teams with a saved correction, marked so the admin sees which lines were changed. */
  corrected: ReadonlySet<number>;
}

export function FieldByRegion({ teams, regionNames, corrected }: FieldByRegionProps) {
  return (
    <div className="row g-3 mb-3">
      {REGIONS.map((region) => {
        const lines = regionTeams(teams, region);
        return (
          <div key={region} className="col-sm-6 col-xl-3">
            <table className="table table-sm mb-0">
              <caption className="caption-top fw-semibold text-body">
                {regionLabel(region, regionNames)}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Seed</th>
                  <th scope="col">Team</th>
                </tr>
              </thead>
              <tbody>
                {lines.length === 0 ? (
                  <tr>
                    <td colSpan={2} className="text-body-secondary">
                      No teams
                    </td>
                  </tr>
                ) : (
                  lines.map((team) => (
                    <tr key={team.teamId}>
                      <td>{team.seed}</td>
                      <td>
                        {team.teamMarket}
                        {team.firstFour && (
                          <>
                            {' '}
                            <span className="badge text-bg-secondary">First Four</span>
                          </>
                        )}
                        {corrected.has(team.teamId) && (
                          <>
                            {' '}
                            <span className="badge text-bg-info">Corrected</span>
                          </>
                        )}
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
        );
      })}
    </div>
  );
}
