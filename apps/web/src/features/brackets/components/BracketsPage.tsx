/**
 * /tools/brackets/:competitionId/tournaments/:tournamentId (§2 "Tools"): a national
 * tournament's odds. Every team's simulated chance of reaching each round and of winning the
 * title (`bracket-odds`), before the tournament or now with the games played taken as decided
 * (the `odds` URL filter), beside what actually happened; then the bracket as played with each
 * team's title odds. Open to everyone (§6: tier 0). An unknown tournament, or one paired with
 * another season, is the not-found page. The `view` URL filter switches to the bracket
 * challenge's picks or leaderboard instead (BracketChallenge).
 */
import { useMemo, type ReactNode } from 'react';
import { useParams } from 'react-router';
import type { NationalTournament } from '@courtside/contract';
import { buildBracket } from '@/components/bracket/bracket';
import { teamColorMap } from '@/components/bracket/TeamColorChip';
import { TournamentBracket } from '@/components/bracket/TournamentBracket';
import { DataState, TableSkeleton } from '@/components/stats/states';
import { useUrlFilters } from '@/lib/stats/url-filters';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useBracketOdds } from '../api/bracket-odds';
import { useCompetitionTeamColors } from '@/lib/stats/team-colors';
import { useTournamentGames } from '../api/tournament-games';
import { BRACKET_FILTERS, parseBracketRoute } from '../content/bracket-route';
import { asOfText, titleNotes } from '../content/odds';
import { BracketChallenge } from './BracketChallenge';
import { BracketViewNav } from './BracketViewNav';
import { CalibrationNote } from './CalibrationNote';
import { MethodNote } from './MethodNote';
import { OddsControls } from './OddsControls';
import { OddsTable } from './OddsTable';
import './brackets.css';

export function BracketsPage({ notFound }: { notFound: ReactNode }) {
  const tournament = parseBracketRoute(useParams());
  if (tournament === null) return <>{notFound}</>;
  // Keyed: another tournament starts blank rather than showing the last one's odds meanwhile.
  return <Brackets key={tournament.tournamentId} tournament={tournament} />;
}

function Brackets({ tournament }: { tournament: NationalTournament }) {
  useDocumentTitle(tournament.label);
  const [filters, setFilters] = useUrlFilters(BRACKET_FILTERS);
  const { competitionId, tournamentId } = tournament;
  // The challenge's views read neither: their requests wait until the odds view is opened.
  const showsOdds = filters.view === 'odds';
  const odds = useBracketOdds(showsOdds ? { tournamentId, scope: filters.odds } : null);
  const games = useTournamentGames(showsOdds ? { competitionId, tournamentId } : null);
  const bracket = useMemo(() => (games.data ? buildBracket(games.data) : undefined), [games.data]);
  const teamColors = useCompetitionTeamColors(showsOdds ? competitionId : null);
  const colors = useMemo(() => teamColorMap(teamColors.data), [teamColors.data]);
  const annotate = useMemo(() => titleNotes(odds.data ?? []), [odds.data]);

  if (!showsOdds) return <BracketChallenge tournament={tournament} filters={filters} />;
  return (
    <div className="brackets container-fluid py-3">
      <header className="mb-2">
        <h1 className="h3 mb-1">{tournament.label}</h1>
        <p className="text-body-secondary mb-0">
          Each team&apos;s chance of reaching every round and of winning the title, beside how far
          it went.
        </p>
      </header>
      <BracketViewNav view={filters.view} />
      <OddsControls
        tournament={tournament}
        scope={filters.odds}
        onScopeChange={(scope) => setFilters({ odds: scope })}
      />
      <MethodNote />
      <section aria-labelledby="brackets-odds" aria-busy={odds.showsPrevious}>
        <h2 className="h5" id="brackets-odds">
          Odds by round
        </h2>
        <DataState
          query={odds}
          skeleton={<TableSkeleton label="Simulating the tournament" columns={10} />}
          emptyMessage="No bracket is stored for this tournament, so there are no odds to show."
          errorTitle="The odds could not be loaded"
        >
          {(rows) => (
            <>
              <p className="small text-body-secondary">{asOfText(rows)}</p>
              <OddsTable
                rows={rows}
                competitionId={competitionId}
                caption={`${tournament.label} odds`}
              />
            </>
          )}
        </DataState>
      </section>
      {/* After the odds: its own request then waits for theirs, and a failure shows once. */}
      {odds.status === 'success' && <CalibrationNote tournamentId={tournamentId} />}
      <section aria-labelledby="brackets-drawing" className="brackets__drawing">
        <h2 className="h5" id="brackets-drawing">
          The bracket
        </h2>
        <DataState
          query={{ ...games, data: bracket }}
          skeleton={<TableSkeleton label="Loading the bracket" />}
          isEmpty={(shown) => shown.teamIds.length === 0}
          emptyMessage="No game of this tournament has been played yet."
          errorTitle="The bracket could not be loaded"
        >
          {(shown) => (
            <TournamentBracket
              bracket={shown}
              competitionId={competitionId}
              annotate={annotate}
              colors={colors}
            />
          )}
        </DataState>
      </section>
    </div>
  );
}
