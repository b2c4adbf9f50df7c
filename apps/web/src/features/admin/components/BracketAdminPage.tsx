/**
 * /bracket-admin: the bracket challenge settings of each national tournament (scoring system,
 * when picks open and lock), which the brackets tool reads. Guarded like /admin: the admin
 * check (§4) sends anyone but an admin to / while this shows a spinner.
 */
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  NATIONAL_TOURNAMENTS,
  defaultBracketSettings,
  paths,
  type BracketSettings,
} from '@courtside/contract';
import { LoadingSpinner } from '@/components/feedback/LoadingSpinner';
import { toRequestError } from '@/lib/api/request-errors';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { fetchBracketSettings } from '../api/bracket-settings-api';
import { groupBySeason } from '../content/brackets';
import { localTimeZone } from '../content/datetime-local';
import { AdminGate } from './AdminGate';
import { BracketTournamentForm } from './BracketTournamentForm';

const SEASONS = groupBySeason(NATIONAL_TOURNAMENTS);

function BracketSettingsList() {
  const session = useSession();
  const queryClient = useQueryClient();
  const queryKey = ['admin-bracket-settings', session.token] as const;
  const list = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchBracketSettings(signal),
  });

  const onSaved = (saved: BracketSettings) => {
    queryClient.setQueryData<BracketSettings[]>(queryKey, (current) =>
      current?.map((settings) => (settings.tournamentId === saved.tournamentId ? saved : settings)),
    );
  };

  if (list.isPending) return <LoadingSpinner label="Loading bracket settings" />;
  if (list.isError) {
    return (
      <div className="alert alert-danger" role="alert">
        {toRequestError(list.error).message}
      </div>
    );
  }
  const byId = new Map(list.data.map((settings) => [settings.tournamentId, settings]));
  return (
    <>
      {SEASONS.map(({ season, tournaments }) => (
        <section key={season} className="card mb-4" aria-labelledby={`bracket-season-${season}`}>
          <div className="card-body">
            <h2 id={`bracket-season-${season}`} className="h5 card-title">
              {season}
            </h2>
            {tournaments.map((tournament) => (
              <BracketTournamentForm
                key={tournament.tournamentId}
                tournament={tournament}
                settings={
                  byId.get(tournament.tournamentId) ??
                  defaultBracketSettings(tournament.tournamentId)
                }
                onSaved={onSaved}
              />
            ))}
          </div>
        </section>
      ))}
    </>
  );
}

export function BracketAdminPage() {
  useDocumentTitle('Bracket settings');
  return <AdminGate>{() => <BracketSettingsScreen />}</AdminGate>;
}

function BracketSettingsScreen() {
  return (
    <div>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">Bracket settings</h1>
        <Link to={paths.admin()} className="btn btn-outline-secondary btn-sm">
          Back to Admin
        </Link>
      </div>
      <p className="text-body-secondary">
        The bracket challenge of each national tournament: how correct picks score, and when picks
        open and lock. Times are in your time zone ({localTimeZone()}); leave one empty for no
        limit.
      </p>
      <BracketSettingsList />
    </div>
  );
}
