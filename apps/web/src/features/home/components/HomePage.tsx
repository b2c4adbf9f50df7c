/**
 * The home page (§2 "/"): what Courtside is, then sections built from live data — the top teams
 * by adjusted rating and the leaders of the default men's and women's competitions, the latest
 * results — a preview of every stats area and tool, and the tier comparison. It is the landing
 * page of most visits and sits in the entry chunk, so it renders plain lists (no StatTable, no
 * charts), reads only slim, `fields`-selected rows, and loads the live sections lazily.
 */
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@courtside/contract';
import { TableSkeleton } from '@/components/stats/states';
import { lazyScreen } from '@/lib/lazy/lazy-screen';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AUDIENCES, BROWSABLE_SUBJECTS } from '../content/coverage';
import { DIVISION_NAMES, FIRST_SEASON, LATEST_SEASON, SEASON_COUNT } from '../content/season-facts';
import { CoverageGrid } from './CoverageGrid';
import { FeaturePreviews } from './FeaturePreviews';
import { HomeSection } from './HomeSection';
import { TierComparison } from './TierComparison';
import './home.css';

const SUBJECT_LIST = new Intl.ListFormat('en', { type: 'conjunction' }).format(BROWSABLE_SUBJECTS);

/**
 * The live-data sections load as their own chunk, under the lazy-load rule of §4: they bring
 * their queries and row parsers, which the hero does not need, and they sit below it.
 */
const LiveSections = lazyScreen(() =>
  import('./LiveSections').then((module) => module.LiveSections),
);

function LiveSectionsFallback() {
  return <TableSkeleton label="Loading the latest statistics" rows={10} columns={3} />;
}

const REFERENCE_LINKS = [
  { to: paths.termsOfUse(), title: 'Terms of Use', text: 'The rules for using Courtside.' },
  { to: paths.privacyPolicy(), title: 'Privacy Policy', text: 'What we store and why.' },
  { to: paths.disclaimer(), title: 'Disclaimer', text: 'How to read the numbers.' },
  { to: paths.icons(), title: 'Icon reference', text: 'The icon sets used across the site.' },
] as const;

function Hero() {
  return (
    <section className="home-hero" aria-labelledby="home-title">
      <div className="home-hero__inner">
        <p className="home-hero__eyebrow">College basketball analytics</p>
        <h1 id="home-title" className="home-hero__title">
          Men&apos;s and women&apos;s college basketball, <span>by the numbers.</span>
        </h1>
        <p className="home-hero__lead">
          Courtside brings statistics and analytics for every season from {FIRST_SEASON} to{' '}
          {LATEST_SEASON}, across NCAA Divisions I–III, to fans, analysts, media and team staff.
        </p>
        <dl className="home-hero__facts">
          <div>
            <dt>{SEASON_COUNT} seasons</dt>
            <dd>
              {FIRST_SEASON} to {LATEST_SEASON}
            </dd>
          </div>
          <div>
            <dt>Competitions</dt>
            <dd>Men&apos;s and women&apos;s basketball</dd>
          </div>
          <div>
            <dt>Divisions</dt>
            <dd>{DIVISION_NAMES.join(', ')}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}

export function HomePage() {
  useDocumentTitle();
  // Menu destinations that depend on the day (the scoreboard) are fixed once per visit.
  const [now] = useState(() => new Date());
  return (
    <div className="home">
      <Hero />
      <Suspense fallback={<LiveSectionsFallback />}>
        <LiveSections />
      </Suspense>
      <HomeSection
        id="home-stats"
        title="Stats areas"
        lead={`Statistics on ${SUBJECT_LIST}, organized into these areas:`}
      >
        <FeaturePreviews menu="stats" now={now} />
      </HomeSection>
      <HomeSection
        id="home-tools"
        title="Analytics tools"
        lead="Interactive charts and calculators that turn play-by-play into answers."
      >
        <FeaturePreviews menu="tools" now={now} />
      </HomeSection>
      <HomeSection id="home-tiers" title="Compare plans" lead="What each tier opens.">
        <TierComparison />
      </HomeSection>
      <HomeSection id="home-audiences" title="Built for everyone who follows the game">
        <CoverageGrid items={AUDIENCES} columns={4} />
      </HomeSection>
      <HomeSection id="home-reference" title="About the numbers">
        <ul className="home-links row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-3">
          {REFERENCE_LINKS.map(({ to, title, text }) => (
            <li key={to} className="col">
              <Link to={to} className="home-link h-100">
                <span className="home-link__title">{title}</span>
                <span className="home-link__text">{text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </HomeSection>
    </div>
  );
}
