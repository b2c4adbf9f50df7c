/**
 * On/off per player (METHODS §4): "on" sums the stints with the player on the floor, "off" is
 * his team's whole game minus "on". Ratings per 100 possessions as in lineups.ts, and
 * `onOff = Net_on − Net_off` (null when either side lacks possessions). Possessions are always
 * reported next to the ratings.
 */
import type { CanonicalGame, TeamSide } from '@courtside/contract';
import { merged } from '@courtside/contract';
import type { Stint } from './facts';
import { netRating, rating, stintForSide } from './lineups';

export interface OnOffSide {
  readonly seconds: number;
  readonly offPoss: number;
  readonly defPoss: number;
  readonly ptsFor: number;
  readonly ptsAgainst: number;
  readonly plusMinus: number;
  readonly ortg: number | null;
  readonly drtg: number | null;
  readonly net: number | null;
}

export interface OnOffLine {
  readonly key: string;
  readonly side: TeamSide;
  readonly on: OnOffSide;
  readonly off: OnOffSide;
  readonly onOff: number | null;
}

type Raw = Omit<OnOffSide, 'plusMinus' | 'ortg' | 'drtg' | 'net'>;

function zero(): Raw {
  return { seconds: 0, offPoss: 0, defPoss: 0, ptsFor: 0, ptsAgainst: 0 };
}

function add(a: Raw, b: Raw): Raw {
  return {
    seconds: a.seconds + b.seconds,
    offPoss: a.offPoss + b.offPoss,
    defPoss: a.defPoss + b.defPoss,
    ptsFor: a.ptsFor + b.ptsFor,
    ptsAgainst: a.ptsAgainst + b.ptsAgainst,
  };
}

function finish(raw: Raw): OnOffSide {
  const ortg = rating(raw.ptsFor, raw.offPoss);
  const drtg = rating(raw.ptsAgainst, raw.defPoss);
  return merged(raw, {
    plusMinus: raw.ptsFor - raw.ptsAgainst,
    ortg,
    drtg,
    net: netRating(ortg, drtg),
  });
}

export function computeOnOff(game: CanonicalGame, stints: readonly Stint[]): OnOffLine[] {
  const team: Record<TeamSide, Raw> = { home: zero(), away: zero() };
  const on = new Map<string, Raw>();
  for (const stint of stints) {
    for (const side of ['home', 'away'] as const) {
      const { players, ...raw } = stintForSide(stint, side);
      team[side] = add(team[side], raw);
      for (const key of players) on.set(key, add(on.get(key) ?? zero(), raw));
    }
  }
  return game.players.map((player): OnOffLine => {
    const onRaw = on.get(player.key) ?? zero();
    const whole = team[player.side];
    const offRaw: Raw = {
      seconds: whole.seconds - onRaw.seconds,
      offPoss: whole.offPoss - onRaw.offPoss,
      defPoss: whole.defPoss - onRaw.defPoss,
      ptsFor: whole.ptsFor - onRaw.ptsFor,
      ptsAgainst: whole.ptsAgainst - onRaw.ptsAgainst,
    };
    const onSide = finish(onRaw);
    const offSide = finish(offRaw);
    const onOff = onSide.net === null || offSide.net === null ? null : onSide.net - offSide.net;
    return { key: player.key, side: player.side, on: onSide, off: offSide, onOff };
  });
}
