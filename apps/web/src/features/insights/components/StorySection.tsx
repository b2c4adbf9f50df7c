/**
 * The frame of one story: its title and what it ranks, the story itself behind the tier gate
 * of its data (a locked story shows the upgrade note and asks for nothing), and on the home
 * view a link to the story's own, longer view. `StoryList` is the told story: the headline
 * written from the first item, the ranked items, and the pages and tools that show it in full.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TierGate } from '@/components/stats/states';
import { insightsPath, type InsightsFilterValues } from '../content/insights-route';
import type { StoryInfo } from '../content/stories';

export interface StorySectionProps {
  story: StoryInfo;
  filters: InsightsFilterValues;
  /** Shown on the home view: the link to the story's own view. */
  showsMore: boolean;
  children: ReactNode;
}

export function StorySection({ story, filters, showsMore, children }: StorySectionProps) {
  const headingId = `insights-story-${story.view}`;
  return (
    <section className="insights-story card" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId} className="h5 card-title">
          {story.title}
        </h2>
        <p className="small text-body-secondary">{story.intro}</p>
        <TierGate feature={story.title} requiredTier={story.requiredTier}>
          {children}
        </TierGate>
        {showsMore && (
          <p className="mb-0 mt-2 small">
            <Link to={insightsPath(story.view, filters)}>More {story.title.toLowerCase()}</Link>
          </p>
        )}
      </div>
    </section>
  );
}

export interface StoryLink {
  to: string;
  label: string;
}

export interface StoryItem {
  key: string | number;
  content: ReactNode;
}

export interface StoryListProps {
  headline: string;
  /** Names the ranked list for screen readers, e.g. "Biggest upsets, 2024-25 Men's Basketball". */
  label: string;
  items: readonly StoryItem[];
  /** The pages and tools that show the story in full. */
  links: readonly StoryLink[];
}

export function StoryList({ headline, label, items, links }: StoryListProps) {
  return (
    <>
      <p className="insights-story__headline">{headline}.</p>
      <ol className="insights-story__list" aria-label={label}>
        {items.map((item) => (
          <li key={item.key}>{item.content}</li>
        ))}
      </ol>
      <ul className="insights-story__links list-inline small mb-0">
        {links.map((link) => (
          <li className="list-inline-item" key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}
