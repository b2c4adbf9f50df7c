/**
 * The frame both scatter pages share: the heading with the season (and the "Simulated data"
 * badge for the demo league's seasons), a line on what the tool does, the settings form and
 * the result under it. The settings form is a grid that stacks into one column on a phone.
 */
import type { ReactNode } from 'react';
import { SimulatedDataBadge } from '@/components/stats/states';
import '@/components/stats/stats-actions.css';
import './scatter.css';

export interface ScatterPageFrameProps {
  heading: string;
  intro: string;
  season: string;
  isSimulated: boolean;
  controls: ReactNode;
  children: ReactNode;
}

export function ScatterPageFrame({
  heading,
  intro,
  season,
  isSimulated,
  controls,
  children,
}: ScatterPageFrameProps) {
  return (
    <div className="scatter container-fluid py-3">
      <header className="scatter__header">
        <h1 className="h3 mb-0">{heading}</h1>
        <p className="text-body-secondary mb-1">
          {season} {isSimulated && <SimulatedDataBadge />}
        </p>
        <p className="scatter__intro mb-0">{intro}</p>
      </header>
      <form
        className="scatter__controls"
        aria-label="Chart settings"
        onSubmit={(event) => event.preventDefault()}
      >
        {controls}
      </form>
      {children}
    </div>
  );
}
