import type { ReactNode } from 'react';

interface HomeSectionProps {
  id: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}

/** One titled band of the home page; the heading names the region for assistive technology. */
export function HomeSection({ id, title, lead, children }: HomeSectionProps) {
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
