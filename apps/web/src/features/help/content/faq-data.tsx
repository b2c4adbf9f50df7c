import { paths } from '@courtside/contract';
import { Link } from 'react-router';
import type { FaqSection } from './faq-types';

export const FAQ_DATA_SECTION: FaqSection = {
  id: 'data-and-freshness',
  title: 'Data and freshness',
  entries: [
    {
      id: 'where-does-the-data-come-from',
      question: "Where do Courtside's numbers come from?",
      keywords: 'source ncaa datasets play-by-play box scores sportsdataverse',
      answer: (
        <>
          <p>
            Real seasons come from public NCAA season datasets: each season&apos;s schedule, team
            box scores, team lists, rosters and game play-by-play, as published in open data files
            by the sportsdataverse project. Our statistics engine reads every game&apos;s
            play-by-play and computes everything else from it: possessions, lineups, shot zones,
            clutch time, ratings, percentiles and rankings.
          </p>
          <p>
            The demo league is the other source: a simulated league described in the next answer.
            The two are never mixed. <Link to={paths.about()}>About Courtside</Link> has more.
          </p>
        </>
      ),
    },
    {
      id: 'what-does-simulated-data-mean',
      question: 'What does "Simulated data" mean?',
      keywords: 'demo league fictional fake real',
      answer: (
        <>
          <p>
            Pages labeled <strong>Simulated data</strong> show the demo league: about 360 Division I
            teams and more than 100 each in Divisions II and III, eight seasons of men&apos;s and
            women&apos;s basketball, played possession by possession by a computer simulation. Its
            schools, players, games and results are fictional, so it lets every visitor try every
            page and tool without waiting for real data.
          </p>
          <p>
            The simulated games go through the same engine as real NCAA games, so the statistics are
            computed the same way; they just describe games that never happened. Nothing about a
            simulated team says anything about a real one. See the{' '}
            <Link to={paths.disclaimer()}>disclaimer</Link>.
          </p>
        </>
      ),
    },
    {
      id: 'how-often-is-the-data-rebuilt',
      question: 'How often is the data rebuilt?',
      keywords: 'fresh freshness updated update latest new season build',
      answer: (
        <>
          <p>
            Season statistics are computed when the data is built, not each time you open a page. A
            build runs whenever a season is added or updated: an NCAA season when its published
            datasets are ingested, the demo league when it is generated (the newest season first,
            then the older ones, each appearing as soon as it is finished; a notice says which are
            still being built). When a build finishes, the site switches to it within seconds,
            without interrupting anyone, and every page shows the new numbers.
          </p>
          <p>
            Live games are the exception: the live stream sends new plays about once a second, and
            the scoreboard shows today&apos;s games from it.
          </p>
        </>
      ),
    },
    {
      id: 'which-seasons-are-covered',
      question: 'Which seasons and divisions does Courtside cover?',
      keywords: 'years men women division i ii iii d1 d2 d3 competitions',
      answer: (
        <p>
          Sixteen competitions: the men&apos;s and women&apos;s seasons from 2018-19 to 2025-26,
          each with Divisions I, II and III. The season pickers list them all; some areas use a
          subset, for example the transfer portal (2024-25), draft prospects (2020-21 to 2024-25)
          and live game stats (2025-26).
        </p>
      ),
    },
    {
      id: 'why-do-numbers-differ-from-official',
      question: 'Why might a number differ from the official one?',
      keywords: 'wrong error mistake different ncaa official statistics correction',
      answer: (
        <p>
          Play-by-play is entered by hand at games and can misattribute a shot, miss a substitution
          or leave out a shot&apos;s location. Many figures are also our own calculations rather
          than official statistics: possessions and lineups are reconstructed from the sequence of
          plays, and advanced ratings depend on formulas that differ between providers. If a number
          looks wrong, send us the page&apos;s address through the{' '}
          <a href="#contact-us">contact form</a>.
        </p>
      ),
    },
    {
      id: 'how-are-the-numbers-checked',
      question: 'How do you check the numbers?',
      keywords: 'accuracy tests validation verified box score formulas',
      answer: (
        <p>
          Three ways. The box scores the engine computes from the play-by-play of real NCAA games
          match the official box scores exactly for the games we test with. Formulas are checked
          against hand-worked examples, such as the possessions and offensive rating of the 2025
          men&apos;s national final, and the regression tool against the certified results of the
          NIST Longley data set. And every rating follows a published formula, shown in each
          column&apos;s tooltip; on the demo league we also check that the ratings recover the
          strengths the simulation gave each team.
        </p>
      ),
    },
  ],
};
