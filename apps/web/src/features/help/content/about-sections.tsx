import { NAV_ITEMS, paths } from '@courtside/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '@/lib/config';
import { faqHref } from './help-paths';

export interface AboutSection {
  readonly id: string;
  readonly title: string;
  readonly body: ReactNode;
}

const TOOL_COUNT = NAV_ITEMS.filter((item) => item.menu === 'tools').length;

/** Sections of /about, in order. */
export const ABOUT_SECTIONS: readonly AboutSection[] = [
  {
    id: 'what-courtside-is',
    title: 'What Courtside is',
    body: (
      <>
        <p>
          Courtside is a statistics and analytics site for men&apos;s and women&apos;s college
          basketball. It covers teams, players, games, lineups, conferences, tournaments and the
          transfer portal for the 2018-19 to 2025-26 seasons of Divisions I, II and III, and it
          offers {TOOL_COUNT} tools that chart, compare and model those numbers: shot charts,
          scatter plots, bar charts, comparisons, a scoreboard, brackets, a game explorer, linear
          regressions and more.
        </p>
        <p>
          Every choice you make on a page is kept in its address, so a chart or a table can be
          shared by copying the link, and charts download as PNG images and tables as CSV files. The{' '}
          <Link to={paths.siteGuide()}>site guide</Link> lists every area and tool.
        </p>
      </>
    ),
  },
  {
    id: 'who-it-is-for',
    title: 'Who it is for',
    body: (
      <ul>
        <li>
          <strong>Fans</strong> who want to know more about their team than the box score says: who
          plays well together, where the shots come from and how close games were won.
        </li>
        <li>
          <strong>Analysts</strong> who need opponent-adjusted ratings, four factors, lineups and
          shot zones computed the same way for every team, with the formulas published.
        </li>
        <li>
          <strong>Media</strong> looking for the number behind a story: streaks, comebacks,
          game-deciding shots, tournament odds and transfer moves.
        </li>
        <li>
          <strong>Team staff</strong> preparing for opponents and evaluating players, including
          transfer portal entrants and draft prospects.
        </li>
        <li>
          <strong>Subscribers</strong> of the Plus and Pro tiers, who get every player page, live
          game stats and the transfer and NIL areas.{' '}
          <Link to={faqHref('what-does-each-tier-open')}>What each tier opens</Link>.
        </li>
      </ul>
    ),
  },
  {
    id: 'where-the-data-comes-from',
    title: 'Where the data comes from',
    body: (
      <>
        <p>Courtside holds two kinds of data, and it never mixes them.</p>
        <h3 className="h5">NCAA seasons</h3>
        <p>
          Real seasons are built from public NCAA season datasets: the schedule, team box scores,
          team lists and rosters of each season, published as open data files by the sportsdataverse
          project, and each game&apos;s play-by-play. Every game goes through our own statistics
          engine, which reconstructs possessions, lineups, shot locations and clutch moments from
          the play-by-play and computes the ratings of each season.
        </p>
        <h3 className="h5">The simulated demo league</h3>
        <p>
          The league every visitor sees first is a demo league: about 360 Division I teams and more
          than 100 each in Divisions II and III, eight seasons of men&apos;s and women&apos;s
          basketball, played game by game and possession by possession by a computer simulation. Its
          teams, players, games and results are fictional. The simulated games go through the same
          engine as real ones, so every page and tool works on them exactly as it would on NCAA
          data. Wherever demo data is shown, the page carries a <strong>Simulated data</strong>{' '}
          label. The <Link to={paths.disclaimer()}>disclaimer</Link> explains what that means for
          the numbers you see.
        </p>
      </>
    ),
  },
  {
    id: 'how-numbers-are-checked',
    title: 'How our numbers are checked',
    body: (
      <>
        <p>We test the engine against three kinds of evidence before any number reaches a page:</p>
        <ul>
          <li>
            <strong>Official box scores.</strong> For the real NCAA games we test with, the box
            scores the engine computes from the play-by-play match the official box scores exactly.
          </li>
          <li>
            <strong>Hand-worked examples.</strong> Formulas are checked against examples worked by
            hand, such as the possessions and offensive rating of the 2025 men&apos;s national
            final, and our regression tool reproduces the certified results of the NIST Longley
            reference data set.
          </li>
          <li>
            <strong>Published formulas.</strong> Every rating follows a formula from the public
            basketball analytics literature, and each column&apos;s tooltip states the formula it
            uses. The <Link to={faqHref('ratings-and-methods')}>FAQ</Link> explains each method in
            plain words. On the demo league we also check that the engine recovers the hidden
            strengths the simulation gave each team and player.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'How to reach us',
    body: (
      <p>
        Use the <a href="#contact-us">contact form at the bottom of every page</a> for questions,
        corrections, subscription requests or team access, or write to{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. If a number looks wrong, tell us
        the page&apos;s address and what you expected.
      </p>
    ),
  },
];
