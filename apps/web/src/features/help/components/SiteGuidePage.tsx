import { TIER_VALUES, paths, tierLabel } from '@courtside/contract';
import { Link } from 'react-router';
import { EXISTING_NAV_SCREENS } from '@/components/layout/existing-screens';
import { guideSections, type GuideEntry } from '../content/site-guide';
import { faqHref } from '../content/help-paths';
import { HelpPage, HelpSection } from './HelpPage';

function GuideItem({ entry }: { entry: GuideEntry }) {
  const headingId = `guide-${entry.key}`;
  return (
    <li className="py-3">
      <h3 id={headingId} className="h5 mb-1">
        <Link to={entry.to}>{entry.label}</Link>
      </h3>
      <p className="mb-1">{entry.description}</p>
      <dl className="help-guide__meta row mb-0">
        <dt className="col-sm-3">Where</dt>
        <dd className="col-sm-9 mb-0">{entry.where}</dd>
        <dt className="col-sm-3">Who can open it</dt>
        <dd className="col-sm-9 mb-0">{entry.access}</dd>
      </dl>
    </li>
  );
}

/**
 * /site-guide (the navbar's Tutorials link): every area and tool, where it is in the navbar and
 * which tier opens it, read from the navbar table so it lists exactly the screens that exist.
 */
export function SiteGuidePage({ now = new Date() }: { now?: Date }) {
  const sections = guideSections(EXISTING_NAV_SCREENS, now);
  return (
    <HelpPage
      title="Site guide"
      intro={
        <>
          <p className="lead">
            Every area and tool of Courtside, where to find it and which tier opens it.
          </p>
          <p>
            The search box at the top of every page finds teams, players, games and conferences.
            Signed out, the navbar shows Login and Signup; the home page and the{' '}
            <Link to={paths.toolsHome()}>tools overview</Link> link every page open to everyone.
            Signed in, the navbar adds the Stats and Tools menus with the entries your tier opens
            and the Tutorials, About and Account links; {tierLabel(TIER_VALUES.free)} also gets an
            Upgrade link. On a phone, the menu button opens the same entries in a side panel. New
            here? Take the <Link to={paths.gettingStarted()}>getting started</Link> tour, or read{' '}
            <Link to={faqHref('what-does-each-tier-open')}>what each tier opens</Link>.
          </p>
        </>
      }
      contents={sections}
    >
      {sections.map((section) => (
        <HelpSection key={section.id} id={section.id} title={section.title}>
          <p>{section.intro}</p>
          <ul className="help-guide__list list-unstyled mb-0">
            {section.entries.map((entry) => (
              <GuideItem key={entry.key} entry={entry} />
            ))}
          </ul>
        </HelpSection>
      ))}
    </HelpPage>
  );
}
