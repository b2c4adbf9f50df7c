/**
 * How one deciding shot reads: the clock, the score before it from the shooter's side, what it
 * was (tying or go-ahead, two or three) and the address of its play. The game page's
 * play-by-play opens on one period through its `period` filter (features/game-stats), so a shot
 * links to its game's play-by-play showing the period it was taken in.
 */
import { paths } from '@courtside/contract';
import type { DecidingShot } from './deciding-shots';

/** Seconds left → "0:27"; tenths under a minute when the clock has them ("0:04.6"). */
export function clockText(seconds: number): string {
  const clamped = Math.max(0, seconds);
  const minutes = Math.floor(clamped / 60);
  const rest = clamped - minutes * 60;
  const whole = Math.floor(rest);
  const tenths = Math.round((rest - whole) * 10);
  const base = `${minutes}:${String(whole).padStart(2, '0')}`;
  if (tenths === 0) return base;
  // 4.96 s rounds to 5.0: show the whole second rather than "0:04.10".
  if (tenths === 10) return `${minutes}:${String(whole + 1).padStart(2, '0')}`;
  return `${base}.${tenths}`;
}

export function marginText(shot: Pick<DecidingShot, 'deficitBefore'>): string {
  return shot.deficitBefore === 0 ? 'Tied' : `Down ${shot.deficitBefore}`;
}

/** "Down 2, 0:08 left in H2" */
export function situationText(shot: DecidingShot): string {
  return `${marginText(shot)}, ${clockText(shot.clock)} left in ${shot.periodLabel}`;
}

/** "Score 70-72" from the shooter's side. */
export function scoreText(shot: DecidingShot): string {
  return `${shot.teamScoreBefore}-${shot.oppScoreBefore}`;
}

export function shotKindText(shot: DecidingShot): string {
  const kind = shot.attemptKind === 'tying' ? 'tying' : 'go-ahead';
  return `${kind} ${shot.shotValue === 3 ? 'three' : 'two'}`;
}

export function resultText(shot: DecidingShot): string {
  if (!shot.isMade) return 'Missed';
  return shot.isGameWinner ? 'Made (game-winner)' : 'Made';
}

/** What a dot on the court says: "J. Smith, made go-ahead three, Down 2, 0:04 left in H2". */
export function shotLabel(shot: DecidingShot): string {
  const result = shot.isMade ? 'made' : 'missed';
  const winner = shot.isGameWinner ? ' (game-winner)' : '';
  return `${shot.fullName}, ${result} ${shotKindText(shot)}${winner}, ${situationText(shot)}`;
}

/** The shot's game on its play-by-play view, on the shot's period. */
export function playByPlayAddress(shot: DecidingShot): string {
  const search = new URLSearchParams({ period: String(shot.period) });
  return `${paths.game(shot.competitionId, shot.gameId, 'play-by-play')}?${search.toString()}`;
}
