import { paths } from '@courtside/contract';
import { Link } from 'react-router';
import { SupportEmailLink } from '../components/SupportEmailLink';
import type { LegalSection } from './legal-section';

/** Sections of the Disclaimer, in order. */
export const DISCLAIMER_SECTIONS: readonly LegalSection[] = [
  {
    id: 'as-is',
    title: 'Information Provided As Is',
    body: (
      <p>
        Everything on Courtside, including statistics, rankings, percentiles, charts, ratings,
        predictions and estimates, is provided for general information, research and entertainment,
        &quot;as is&quot; and without any warranty of accuracy, completeness or timeliness. You use
        it at your own risk and should check anything important against official sources. Our{' '}
        <Link to={paths.termsOfUse()}>Terms of Use</Link> set out the warranty disclaimers and
        limits of liability that apply.
      </p>
    ),
  },
  {
    id: 'data-sources',
    title: 'Sources of the Statistics',
    body: (
      <>
        <p>
          Our statistics are derived and computed from public NCAA play-by-play data and box scores.
          That source data is entered by hand at games and can contain errors, omissions and late
          corrections, such as misattributed shots, missing substitutions or shot locations that are
          approximate or absent. Errors in the source carry into everything computed from it.
        </p>
        <p>
          Many figures are our own calculations rather than official statistics. Possessions,
          lineups and on/off figures are reconstructed from the sequence of events, shot zones
          depend on recorded locations, and advanced metrics depend on formulas and choices that
          differ between providers. Our numbers may therefore differ from official NCAA, conference
          or school statistics, and they may change when source data is corrected. Live game
          statistics can be delayed or incomplete until a game&apos;s data is final.
        </p>
      </>
    ),
  },
  {
    id: 'models-and-estimates',
    title: 'Models, Ratings and Predictions',
    body: (
      <>
        <p>
          Player and team ratings, adjusted efficiency, win probability, bracket and game
          predictions, regression results, name-image-likeness (NIL) estimates and draft projections
          come from statistical models. They are estimates with real uncertainty, not guarantees or
          statements of fact, and actual results often differ from them.
        </p>
        <p>
          NIL estimates are statistical predictions made from on-court production. They are not
          appraisals, offers or reports of what any athlete is actually paid, and they should not be
          used as the basis of any NIL agreement. Draft projections are not the views of any team or
          league.
        </p>
      </>
    ),
  },
  {
    id: 'no-advice',
    title: 'Not Betting, Financial or Professional Advice',
    body: (
      <p>
        Nothing on Courtside is betting, gambling, financial, investment, legal, recruiting,
        eligibility or compliance advice. Do not rely on our statistics or predictions to place
        wagers or make financial decisions. If you choose to do so anyway, the decision and any loss
        are yours alone. If gambling is causing you problems, in the United States you can call
        1-800-GAMBLER for free, confidential help.
      </p>
    ),
  },
  {
    id: 'simulated-data',
    title: 'Simulated Demo League',
    body: (
      <p>
        Some pages show a demo league so that every tool can be explored without real data. Its
        teams, players, games, play-by-play and statistics are simulated by a computer program and
        are entirely fictional. Simulated data is marked as simulated wherever it appears and is
        never mixed into real statistics. Any resemblance of a simulated player or team to a real
        person or program is coincidental, and simulated results say nothing about real games.
      </p>
    ),
  },
  {
    id: 'no-affiliation',
    title: 'No Affiliation or Endorsement',
    body: (
      <p>
        Courtside is an independent service. It is not affiliated with, sponsored by or endorsed by
        the NCAA, any athletic conference, any college or university, or any player or coach. NCAA,
        March Madness, and the names, logos and marks of conferences and schools are trademarks of
        their respective owners. We use names only to identify the teams, players and competitions
        our statistics describe, and that use does not imply any relationship with their owners.
      </p>
    ),
  },
  {
    id: 'external-links',
    title: 'External Links',
    body: (
      <p>
        Courtside may link to websites run by others, such as schools, conferences and news outlets.
        We do not control them and are not responsible for their content, accuracy, availability or
        privacy practices; a link does not mean we endorse the site.
      </p>
    ),
  },
  {
    id: 'corrections',
    title: 'Reporting an Error',
    body: (
      <p>
        If you find a statistic that looks wrong, or believe content on Courtside infringes your
        rights, write to <SupportEmailLink /> with the page address and what you found. We review
        every report and correct confirmed errors, but we cannot promise to change figures that
        match the source data.
      </p>
    ),
  },
];
