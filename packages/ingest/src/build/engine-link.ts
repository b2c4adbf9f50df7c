/**
 * The engine's per-game derivation, wired in one place: the build passes each canonical game to
 * deriveGame and stores the GameFacts it returns.
 */
import { deriveGame } from '@courtside/engine';
import type { DeriveGame } from '../sources/ncaa-seasons/play-by-play';

export const deriveGameFn: DeriveGame | null = (game) => deriveGame(game);
