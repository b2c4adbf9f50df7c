/**
 * The projection to show: the answer to the current request, or — while a changed what-if or
 * site is being fetched for the same two teams — the last answer, marked as updating. Keeping it
 * keeps the roster and its inputs on screen (and the keyboard focus in them) between requests.
 */
import { useState } from 'react';
import {
  useGameProjection,
  type GameProjectionRequest,
  type GameProjectionRow,
} from '../api/game-projection';

interface Kept {
  pair: string;
  row: GameProjectionRow;
}

const pairOf = ({ a, b }: GameProjectionRequest): string | null =>
  a === null || b === null ? null : `${a.competitionId}:${a.teamId}|${b.competitionId}:${b.teamId}`;

export function useShownProjection(request: GameProjectionRequest) {
  const query = useGameProjection(request);
  const pair = pairOf(request);
  const row = query.data?.[0];
  const [kept, setKept] = useState<Kept | null>(null);
  // Remembered during render (React's pattern for state derived from a changed value).
  if (row !== undefined && pair !== null && kept?.row !== row) setKept({ pair, row });
  const shown = row ?? (kept !== null && kept.pair === pair ? kept.row : undefined);
  return {
    query,
    shown,
    updating: row === undefined && shown !== undefined && query.status === 'pending',
  };
}
