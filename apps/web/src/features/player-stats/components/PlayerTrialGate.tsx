/**
 * The free tier opens a player's statistics only for its trial players (§7); the server answers
 * for anyone else with no rows, which each view would read as missing data ("no season line",
 * "no games with play-by-play"). His season line tells the two apart: every trial player has
 * one, since trial players are picked by their minutes in it. So on the free tier the views
 * wait for it, and without it the page says what the tier opens instead. The career view lists
 * his seasons from public rows (each season's line follows the same rule), so it stays open.
 */
import type { ReactNode } from 'react';
import { TableSkeleton, TrialPlayersEmpty, usePlayerAccess } from '@/components/stats/states';
import { usePlayerAggStats } from '../api/player-agg-stats';
import type { PlayerRoute } from '../content/views';
import { mainSeasonRow } from './PlayerOverview';

const SEASON = ['season'] as const;

export interface PlayerTrialGateProps {
  route: PlayerRoute;
  name: string;
  /** A view that shows what it can of any player. */
  exempt: boolean;
  children: ReactNode;
}

export function PlayerTrialGate({ route, name, exempt, children }: PlayerTrialGateProps) {
  const trialOnly = usePlayerAccess() === 'trial' && !exempt;
  // The overview's own request: one fetch serves both.
  const season = usePlayerAggStats(trialOnly ? { ...route, scopes: SEASON } : null);
  if (!trialOnly) return <>{children}</>;
  if (season.status === 'pending') return <TableSkeleton label="Loading the player" rows={4} />;
  if (season.status === 'success' && mainSeasonRow(season.data ?? []) === null) {
    return <TrialPlayersEmpty message={`${name} is not among the players your free tier opens.`} />;
  }
  // A failed check leaves each view to show its own state.
  return <>{children}</>;
}
