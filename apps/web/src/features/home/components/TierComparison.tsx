/**
 * The tier comparison of §6: one row per navbar screen and per tier rule, one column per tier,
 * all read from the contract (TIERS, NAV_ITEMS and the tier predicates), so it says exactly what
 * the navbar and the server enforce. The signed-in user's own tier column is marked.
 */
import { Link } from 'react-router';
import {
  NAV_ITEMS,
  paths,
  TIERS,
  hasTeamAndConferenceDropdowns,
  restrictsPlayersToTrial,
  showsUpgradeLink,
} from '@courtside/contract';
import { useSession } from '@/lib/session';

interface ComparisonRow {
  label: string;
  /** The cell text for a tier value. */
  cell: (tierValue: number) => string;
}

const YES = 'Yes';
const NO = '—';

export const COMPARISON_ROWS: readonly ComparisonRow[] = [
  ...NAV_ITEMS.map((item) => ({
    label: item.label,
    cell: (tierValue: number) => (tierValue >= item.minTier ? YES : NO),
  })),
  {
    label: 'Team and conference menus',
    cell: (tierValue) =>
      hasTeamAndConferenceDropdowns(tierValue) ? YES : 'Own team and conference',
  },
  {
    label: 'Player pages',
    cell: (tierValue) =>
      tierValue === 0 ? NO : restrictsPlayersToTrial(tierValue) ? 'Trial players' : YES,
  },
  {
    label: 'Upgrade link in the menu',
    cell: (tierValue) => (showsUpgradeLink(tierValue) ? YES : NO),
  },
];

export function TierComparison() {
  const { tier, isSignedIn } = useSession();
  return (
    <>
      <div className="table-responsive">
        <table className="table table-sm home-tiers">
          <caption className="visually-hidden">What each tier opens</caption>
          <thead>
            <tr>
              <th scope="col">Screen or feature</th>
              {TIERS.map(({ value, label }) => (
                <th
                  key={value}
                  scope="col"
                  className={isSignedIn && value === tier.value ? 'home-tiers__own' : undefined}
                >
                  {label}
                  {isSignedIn && value === tier.value && (
                    <span className="home-tiers__badge"> (your plan)</span>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {COMPARISON_ROWS.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {TIERS.map(({ value }) => (
                  <td key={value}>{row.cell(value)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {isSignedIn ? (
        <Link className="btn btn-outline-primary btn-sm" to={paths.myAccount('subscribe')}>
          See the plans
        </Link>
      ) : (
        <Link className="btn btn-primary btn-sm" to={paths.signup()}>
          Sign up free
        </Link>
      )}
    </>
  );
}
