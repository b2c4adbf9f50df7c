import type { ReactNode } from 'react';

interface SandboxSectionProps {
  id: string;
  title: string;
  /** One or two sentences under the heading: what the section is for. */
  lead: ReactNode;
  children: ReactNode;
}

/** One h2 section of the sandbox, anchor-linkable by its id. */
export function SandboxSection({ id, title, lead, children }: SandboxSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="sandbox-section mb-5">
      <h2 id={`${id}-heading`} className="h3">
        {title}
      </h2>
      <p className="text-body-secondary">{lead}</p>
      {children}
    </section>
  );
}
