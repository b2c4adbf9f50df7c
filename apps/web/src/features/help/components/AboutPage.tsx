import { ABOUT_SECTIONS } from '../content/about-sections';
import { HelpPage, HelpSection } from './HelpPage';

/** /about: what Courtside is, who it serves, where its data comes from and how to reach us. */
export function AboutPage() {
  return (
    <HelpPage
      title="About Courtside"
      intro={
        <p className="lead">
          College basketball, by the numbers: statistics, ratings and tools for every team and
          player of Divisions I, II and III, men&apos;s and women&apos;s.
        </p>
      }
      contents={ABOUT_SECTIONS}
    >
      {ABOUT_SECTIONS.map((section) => (
        <HelpSection key={section.id} id={section.id} title={section.title}>
          {section.body}
        </HelpSection>
      ))}
    </HelpPage>
  );
}
