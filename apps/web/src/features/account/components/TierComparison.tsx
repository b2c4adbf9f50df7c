/** The tiers side by side, each with what it adds to the one below (built from the contract). */
import { buildTierComparison, comparisonTierValue } from '../content/tier-comparison';

const COMPARISON = buildTierComparison();

export interface TierComparisonProps {
  currentTierValue: number;
  /** The tier the user came to upgrade to (/my-account/subscribe/:tierTo), if any. */
  targetTierValue: number | null;
}

export function TierComparison({ currentTierValue, targetTierValue }: TierComparisonProps) {
  const currentCard = comparisonTierValue(currentTierValue);
  return (
    <section aria-labelledby="tier-comparison-title" className="mb-4">
      <h2 id="tier-comparison-title" className="h4 mb-3">
        Compare tiers
      </h2>
      <div className="row row-cols-1 row-cols-md-2 row-cols-xl-4 g-3">
        {COMPARISON.map(({ tier, includes, newScreens, notes }) => {
          const isCurrent = tier.value === currentCard;
          const isTarget = tier.value === targetTierValue;
          const titleId = `tier-${tier.value}-title`;
          return (
            <div className="col" key={tier.value}>
              <section
                aria-labelledby={titleId}
                data-testid={`tier-card-${tier.value}`}
                className={`card h-100 ${isTarget ? 'border-warning border-3 shadow' : ''}`}
              >
                <div className="card-header d-flex flex-wrap align-items-center gap-2">
                  <h3 id={titleId} className="h6 mb-0 me-auto">
                    {tier.label}
                    <span className="visually-hidden"> (tier {tier.value})</span>
                  </h3>
                  {isCurrent && <span className="badge text-bg-secondary">Your tier</span>}
                  {isTarget && <span className="badge text-bg-warning">Upgrade choice</span>}
                </div>
                <div className="card-body">
                  {includes !== null && (
                    <p className="small text-body-secondary mb-2">
                      Everything in {includes.label}, plus:
                    </p>
                  )}
                  {notes.length > 0 && (
                    <ul className="small mb-2 ps-3">
                      {notes.map((note) => (
                        <li key={note}>{note}</li>
                      ))}
                    </ul>
                  )}
                  {newScreens.map((group) => (
                    <div key={group.menu} className="mb-2">
                      <h4 className="h6 small fw-semibold mb-1">{group.title}</h4>
                      <ul className="small mb-0 ps-3" aria-label={`${tier.label} ${group.title}`}>
                        {group.screens.map((screen) => (
                          <li key={screen.key}>{screen.label}</li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
              </section>
            </div>
          );
        })}
      </div>
    </section>
  );
}
