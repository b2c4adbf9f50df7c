import { TIER_VALUES, getNavItem, paths, tierLabel } from '@courtside/contract';
import { Link } from 'react-router';
import type { FaqSection } from './faq-types';

const plus = tierLabel(TIER_VALUES.plus);

/** The live stream, brackets, sharing and data access; `now` builds the navbar table's links. */
export function faqToolsSection(now: Date): FaqSection {
  return {
    id: 'live-brackets-and-sharing',
    title: 'Live games, brackets and sharing',
    entries: [
      {
        id: 'how-do-live-game-stats-work',
        question: 'How do live game stats work?',
        keywords: 'live stream streaming in progress real time play-by-play tier 2',
        answer: (
          <p>
            The <Link to={getNavItem('liveGames').to(now)}>live games list</Link> is open to
            everyone. A game&apos;s live stats, its play-by-play, box score, plus-minus and lineups
            updating as each play arrives, are part of {plus} and up. The page keeps one connection
            open and receives new plays about once a second; if the connection drops, it reconnects
            and picks up exactly where it left off. If you sign out or your plan lapses, live stats
            stop within 15 seconds.
          </p>
        ),
      },
      {
        id: 'how-does-the-bracket-challenge-work',
        question: 'How does the bracket challenge work?',
        keywords: 'bracket challenge pool picks leaderboard march madness score',
        answer: (
          <p>
            Signed in, open the <Link to={getNavItem('brackets').to(now)}>brackets</Link> of a
            national tournament and pick winners by clicking them, or fill the bracket by odds or by
            seed. You can save several brackets and share a read-only link to each. Picks lock when
            the tournament tips off. As games finish, the leaderboard shows each bracket&apos;s
            score, the most it can still reach, its expected score and its chance to win the pool.
          </p>
        ),
      },
      {
        id: 'can-i-share-or-download-a-chart',
        question: 'Can I share or download a chart or table?',
        keywords: 'share link url download png csv export',
        answer: (
          <p>
            Yes. Every choice you make in a tool or a table is kept in the page&apos;s address, so
            copying the address shares exactly what you see. Charts download as PNG images and
            tables as CSV files. Do-it-yourself shot charts can also be saved to your account.
          </p>
        ),
      },
      {
        id: 'is-there-an-api',
        question: 'Is there an API for developers?',
        keywords: 'api developer data access rest key export bulk',
        answer: (
          <p>
            Not as a product. The site loads its numbers from its own data service, at addresses
            under /api/gs/, but there are no API keys, no developer accounts and no usage terms for
            using it from your own programs, and the{' '}
            <Link to={paths.termsOfUse()}>terms of use</Link> do not allow scraping. For data needs
            beyond the CSV downloads, <a href="#contact-us">contact us</a>.
          </p>
        ),
      },
    ],
  };
}
