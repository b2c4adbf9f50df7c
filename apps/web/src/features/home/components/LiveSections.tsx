/**
 * The home page's sections built from live data: the top teams by adjusted rating, the latest
 * results and the leaders of the default men's and women's competitions, each competition
 * marked when the API says its games are simulated. Loaded lazily by HomePage.
 */
import { DEFAULT_COMPETITION_IDS } from '@courtside/contract';
import { useSimulatedCompetitionIds } from '../api/default-competitions';
import { HomeSection } from './HomeSection';
import { LatestResults } from './LatestResults';
import { LeadersBoard } from './Leaders';
import { TopTeamsBoard } from './TopTeams';

/** Men's first, as the navbar's defaults. */
const HOME_COMPETITION_IDS = [DEFAULT_COMPETITION_IDS.MALE, DEFAULT_COMPETITION_IDS.FEMALE];

export function LiveSections() {
  const simulated = useSimulatedCompetitionIds();
  return (
    <>
      <HomeSection
        id="home-top-teams"
        title="Top teams"
        lead="Division I teams by adjusted net rating: points scored minus points allowed per 100 possessions, adjusted for the opponents."
      >
        <div className="row row-cols-1 row-cols-lg-2 g-3">
          {HOME_COMPETITION_IDS.map((competitionId) => (
            <div key={competitionId} className="col">
              <TopTeamsBoard
                competitionId={competitionId}
                isSimulated={simulated.has(competitionId)}
              />
            </div>
          ))}
        </div>
      </HomeSection>
      <HomeSection id="home-latest" title="Latest results">
        <LatestResults simulated={simulated} />
      </HomeSection>
      <HomeSection id="home-leaders" title="Leaders" lead="Season leaders of Division I.">
        <div className="row row-cols-1 row-cols-lg-2 g-3">
          {HOME_COMPETITION_IDS.map((competitionId) => (
            <div key={competitionId} className="col">
              <LeadersBoard
                competitionId={competitionId}
                isSimulated={simulated.has(competitionId)}
              />
            </div>
          ))}
        </div>
      </HomeSection>
    </>
  );
}
