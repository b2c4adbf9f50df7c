import { Link } from 'react-router';
import { paths } from '@courtside/contract';
import { tourSteps } from '../content/getting-started-steps';
import { HelpPage } from './HelpPage';

/** /getting-started: a first tour of Courtside, step by step, on the demo league. */
export function GettingStartedPage({ now = new Date() }: { now?: Date }) {
  const steps = tourSteps(now);
  return (
    <HelpPage
      title="Getting started"
      intro={
        <>
          <p className="lead">
            A first tour of Courtside in {steps.length} steps. Every step works on the demo league,
            the simulated seasons every visitor sees first, so you can try it all before creating an
            account.
          </p>
          <p>
            Each step opens the real page in this tab; come back with your browser&apos;s Back
            button. Questions along the way? See the <Link to={paths.faq()}>FAQ</Link>.
          </p>
        </>
      }
      contents={steps}
    >
      <ol className="help-steps ps-3">
        {steps.map((step) => (
          <li key={step.id}>
            <section id={step.id} aria-labelledby={`${step.id}-heading`}>
              <h2 id={`${step.id}-heading`} className="h4">
                {step.title}
              </h2>
              {step.body}
              <Link className="btn btn-outline-primary" to={step.action.to}>
                {step.action.label}
              </Link>
            </section>
          </li>
        ))}
      </ol>
    </HelpPage>
  );
}
