/**
 * The tools overview (/tools/home): every tool of the navbar table (§6) with a picture, a
 * sentence and the tier that opens it, grouped by that tier. A tool the visitor's tier does not
 * open says what opens it and links the way there (sign up, verify, upgrade); a tool whose
 * screen is not built yet is described as coming and links nowhere.
 */
import { Link } from 'react-router';
import { paths, tierLabel } from '@courtside/contract';
import { EXISTING_NAV_SCREENS } from '@/components/layout/existing-screens';
import { tierAccessLabel } from '@/lib/navigation/feature-previews';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { toolSections, type ToolAccess, type ToolCard } from '../content/tool-sections';
import { ToolPicture } from './ToolPicture';
import './tools-home.css';

function LockNote({ access, label }: { access: ToolAccess; label: string }) {
  if (access.kind === 'open') return null;
  if (access.kind === 'needsAccount') {
    return (
      <p className="tool-card__lock">
        Locked: {label} needs a free, verified account.{' '}
        {access.isSignedIn ? (
          <Link to={paths.sendVerificationEmail()}>Verify your email</Link>
        ) : (
          <Link to={paths.signup()}>Sign up free</Link>
        )}
      </p>
    );
  }
  return (
    <p className="tool-card__lock">
      Locked: {label} is part of {tierLabel(access.tier)}.{' '}
      <Link to={paths.myAccount('subscribe', access.tier)}>
        Upgrade to {tierLabel(access.tier)}
      </Link>
    </p>
  );
}

function ToolCardItem({ tool }: { tool: ToolCard }) {
  const headingId = `tool-${tool.key}`;
  return (
    <li className="col">
      <article
        className={`tool-card h-100${tool.to === null ? ' tool-card--soon' : ''}`}
        aria-labelledby={headingId}
      >
        <ToolPicture tool={tool.key} />
        <h3 className="tool-card__title" id={headingId}>
          {tool.to === null ? tool.label : <Link to={tool.to}>{tool.label}</Link>}
        </h3>
        <p className="tool-card__text">{tool.description}</p>
        <p className="tool-card__tier">
          {tierAccessLabel(tool.minTier)}
          {tool.to === null && ' · coming soon'}
        </p>
        {tool.to !== null && <LockNote access={tool.access} label={tool.label} />}
      </article>
    </li>
  );
}

export function ToolsHomePage({ now = new Date() }: { now?: Date }) {
  useDocumentTitle('Tools');
  const { tier, isSignedIn } = useSession();
  const sections = toolSections(EXISTING_NAV_SCREENS, tier.value, isSignedIn, now);
  return (
    <div className="container py-4 tools-home">
      <h1 className="h2">Tools</h1>
      <p className="lead tools-home__intro">
        Charts and calculators over every season and division: pick a tool, choose what to compare,
        and share the address to show someone exactly what you see.{' '}
        <Link to={paths.newApp()}>See what&apos;s new</Link>.
      </p>
      {sections.map((section) => (
        <section
          key={section.minTier}
          className="tools-home__section"
          aria-labelledby={`tools-tier-${section.minTier}`}
        >
          <h2 className="h4" id={`tools-tier-${section.minTier}`}>
            {section.title}
          </h2>
          <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 row-cols-xl-4 g-3 list-unstyled">
            {section.tools.map((tool) => (
              <ToolCardItem key={tool.key} tool={tool} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
