/**
 * /bracket-admin: the bracket challenge settings of each national tournament (scoring system,
 * when picks open and lock, publication, field corrections), which the brackets tool reads, and
 * the log of their changes. Guarded like /admin: the admin check (§4) sends anyone but an admin
 * to / while this shows a spinner.
 */
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  NATIONAL_TOURNAMENTS,
  defaultBracketSettings,
  paths,
  type BracketSettings,
  type NationalTournament,
} from '@courtside/contract';
import { LoadingSpinner } from '@/components/feedback/LoadingSpinner';
import { toRequestError } from '@/lib/api/request-errors';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BRACKET_LOG_KEY } from '../api/bracket-log-api';
import { fetchBracketSettings } from '../api/bracket-settings-api';
import { groupBySeason } from '../content/brackets';
import { localTimeZone } from '../content/datetime-local';
import { AdminGate } from './AdminGate';
import { BracketChangeLog } from './BracketChangeLog';
import { BracketFieldCorrections } from './BracketFieldCorrections';
import { BracketTournamentForm } from './BracketTournamentForm';

const SEASONS = groupBySeason(NATIONAL_TOURNAMENTS);

interface TournamentCardProps {
  tournament: NationalTournament;
  settings: BracketSettings;
  onSaved(settings: BracketSettings): void;
}

function TournamentCard({ tournament, settings, onSaved }: TournamentCardProps) {
  const titleId = `bracket-${tournament.tournamentId}-title`;
  return (
    <section aria-labelledby={titleId} className="border rounded p-3 mb-3">
      <h3 id={titleId} className="h6">
        {tournament.label}
      </h3>
      <BracketTournamentForm tournament={tournament} settings={settings} onSaved={onSaved} />
      <BracketFieldCorrections tournament={tournament} settings={settings} onSaved={onSaved} />
    </section>
  );
}

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
    void queryClient.invalidateQueries({ queryKey: BRACKET_LOG_KEY });
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
              <TournamentCard
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
        The bracket challenge of each national tournament: how correct picks score, when picks open
        and lock, whether users can make brackets, and corrections of the served field. Times are in
        your time zone ({localTimeZone()}). Without an open time picks open on publication; without
        a lock time they lock on the first game&apos;s date.
      </p>
      <BracketSettingsList />
      <BracketChangeLog />
    </div>
  );
}
