/**
 * /hidden-demo-page: a guided walk through Courtside's best screens for demos, reached by its
 * address only (no navbar link). Numbered cards say what to show on each page and why it
 * matters, and link the real page; the top team, the close game and today's game count are
 * looked up from the data API when the page opens, so the links carry real ids.
 */
import { DEFAULT_COMPETITION_IDS, getCompetition } from '@courtside/contract';
import { useState } from 'react';
import { Container } from 'react-bootstrap';
import { SimulatedDataBadge } from '@/components/stats/states';
import { useIsSimulated } from '@/lib/stats/competition-info';
import { useDocumentTitle } from '@/lib/use-document-title';
import { areaCards } from '../content/tour-areas';
import { CloseGameCard, ScoreboardCard, TopTeamCard } from './DataCards';
import { TourCard } from './TourCard';
import './demo-tour.css';

export const DEMO_TOUR_TITLE = 'Demo tour';

/** The cards backed by a lookup come first; the area cards are numbered after them. */
const DATA_CARD_COUNT = 3;

export function DemoTourPage({ now: fixedNow }: { now?: Date }) {
  useDocumentTitle(DEMO_TOUR_TITLE);
  // The scoreboard's "today" is fixed once per visit, as the navbar's menus do.
  const [now] = useState(() => fixedNow ?? new Date());
  const competitionId = DEFAULT_COMPETITION_IDS.MALE;
  const isSimulated = useIsSimulated(competitionId);
  const season = getCompetition(competitionId)?.label ?? '';
  return (
    <Container as="article" className="demo-tour py-4">
      <h1 className="mb-3">{DEMO_TOUR_TITLE}</h1>
      <p className="lead">
        A walk through Courtside&apos;s best screens, in an order that tells its story: what to show
        on each page, why it matters, and a link to open it.
      </p>
      <p>
        The team, the game and the day the first cards link are looked up in the data when this page
        opens, so the links always name real pages. The stats come from the default season, {season}
        {isSimulated && (
          <>
            {' '}
            <SimulatedDataBadge />
          </>
        )}
        . This page has no link in the navigation; share its address with whoever runs the demo.
      </p>
      <ol className="demo-tour__cards list-unstyled" aria-label="Demo steps">
        <TopTeamCard step={1} competitionId={competitionId} />
        <CloseGameCard step={2} competitionId={competitionId} />
        <ScoreboardCard step={3} now={now} />
        {areaCards(now).map((card, index) => (
          <TourCard
            key={card.key}
            step={DATA_CARD_COUNT + index + 1}
            cardKey={card.key}
            title={card.title}
            links={card.links}
            notes={card.access === null ? [] : [card.access]}
          >
            <p>{card.text}</p>
          </TourCard>
        ))}
      </ol>
    </Container>
  );
}
