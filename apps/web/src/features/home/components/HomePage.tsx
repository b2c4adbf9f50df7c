/**
 * The first home page (§2 "/"): what Courtside is, for whom, and what it covers. It links only
 * to pages that exist today; the coverage lists are descriptions until their screens arrive.
 * Kept free of heavy imports because it is the landing page of most visits.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@courtside/contract';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AUDIENCES, BROWSABLE_SUBJECTS, STATS_AREAS, TOOLS } from '../content/coverage';
import { DIVISION_NAMES, FIRST_SEASON, LATEST_SEASON, SEASON_COUNT } from '../content/season-facts';
import { CoverageGrid } from './CoverageGrid';
import './home.css';

const SUBJECT_LIST = new Intl.ListFormat('en', { type: 'conjunction' }).format(BROWSABLE_SUBJECTS);

const OPEN_NOW = [
  {
    to: paths.termsOfUse(),
    title: 'Terms of Use',
    text: 'The rules for using Courtside.',
  },
  {
    to: paths.privacyPolicy(),
    title: 'Privacy Policy',
    text: 'What we store and why.',
  },
  {
    to: paths.disclaimer(),
    title: 'Disclaimer',
    text: 'How to read the numbers.',
  },
  {
    to: paths.icons(),
    title: 'Icon reference',
    text: 'The icon sets used across the site.',
  },
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

interface HomeSectionProps {
  id: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}

function HomeSection({ id, title, lead, children }: HomeSectionProps) {
  return (
    <section className="home-section" aria-labelledby={id}>
      <h2 id={id} className="home-section__title">
        {title}
      </h2>
      {lead !== undefined && <p className="home-section__lead">{lead}</p>}
      {children}
    </section>
  );
}

export function HomePage() {
  useDocumentTitle();
  return (
    <div className="home">
      <Hero />
      <HomeSection id="home-audiences" title="Built for everyone who follows the game">
        <CoverageGrid items={AUDIENCES} columns={4} />
      </HomeSection>
      <HomeSection
        id="home-stats"
        title="What Courtside covers"
        lead={`Statistics on ${SUBJECT_LIST}, organised into these areas:`}
      >
        <CoverageGrid items={STATS_AREAS} columns={4} />
      </HomeSection>
      <HomeSection
        id="home-tools"
        title="Analytics tools"
        lead="Interactive charts and calculators that turn play-by-play into answers."
      >
        <CoverageGrid items={TOOLS} columns={3} />
      </HomeSection>
      <HomeSection
        id="home-open-now"
        title="Open today"
        lead="The stats screens and tools are on their way. These pages are available now:"
      >
        <ul className="home-links row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-3">
          {OPEN_NOW.map(({ to, title, text }) => (
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
