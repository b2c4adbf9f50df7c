/**
 * on-off-agg-stats: each player's team with him on and off the floor over its play-by-play
 * games (METHODS §4), in the games he played: six rows per player, onOffDiff on/off/diff ×
 * isOffense (the team's offense; false: its defense, the opponents' numbers), scope seasonAll.
 */
import { agstKey, merged } from '@courtside/contract';
import {
  ENDPOINT_DEFINITIONS,
  ON_OFF_RATES,
  ON_OFF_SHOT_COUNTS,
} from '@courtside/contract/schemas';
import type { OnOffRow } from '@courtside/contract/schemas';
import { DEFAULT_CONSTANTS, effectiveFgPct, threePointAttemptRate } from '@courtside/engine';
import type { OnOffTotals } from '@courtside/warehouse';
import { playerOnOff } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';
import { difference, per100, ratio, valuesByKey } from './support/values';

const NAME = 'on-off-agg-stats';

type ShotCount = (typeof ON_OFF_SHOT_COUNTS)[number];
type Rate = (typeof ON_OFF_RATES)[number];

/** What one side of an on/off row (or their difference) carries. */
type SideNumbers = Pick<OnOffRow, 'poss' | 'pts' | ShotCount | Rate | 'plusMinus'>;

function sideNumbers(t: OnOffTotals, isOffense: boolean): SideNumbers {
  const ortg = per100(t.pts, t.poss);
  const drtg = per100(t.ptsAgst, t.possAgst);
  const own = {
    poss: isOffense ? t.poss : t.possAgst,
    pts: isOffense ? t.pts : t.ptsAgst,
    ...valuesByKey(ON_OFF_SHOT_COUNTS, (key) => (isOffense ? t[key] : t[agstKey(key)])),
  };
  return merged(own, {
    rtg: per100(own.pts, own.poss),
    efgPct: effectiveFgPct(own.fgm, own.fgm3, own.fga),
    fga3Rate: threePointAttemptRate(own),
    ortg,
    drtg,
    netRtg: difference(ortg, drtg),
    plusMinus: t.pts - t.ptsAgst,
  });
}

function diffNumbers(on: SideNumbers, off: SideNumbers): SideNumbers {
  return {
    poss: on.poss - off.poss,
    pts: on.pts - off.pts,
    ...valuesByKey(ON_OFF_SHOT_COUNTS, (key) => on[key] - off[key]),
    ...valuesByKey(ON_OFF_RATES, (key) => difference(on[key], off[key])),
    plusMinus: on.plusMinus - off.plusMinus,
  };
}

export const onOffAggStatsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const { params } = request;
    const context = await requestContext(NAME, request);
    const players = await playerOnOff(request.db, {
      competitionId: context.competitionId,
      teamId: params.teamId,
      gameId: context.gameId,
    });
    const minShare = DEFAULT_CONSTANTS.qualifiers.playerMinMinutesShare;
    const rows: OnOffRow[] = [];
    for (const player of players) {
      if (context.playerId !== null && player.playerId !== context.playerId) continue;
      const minsOn = player.on.seconds / 60;
      const minsOff = player.off.seconds / 60;
      for (const isOffense of [true, false]) {
        const on = sideNumbers(player.on, isOffense);
        const off = sideNumbers(player.off, isOffense);
        const kinds = [
          ['on', on],
          ['off', off],
          ['diff', diffNumbers(on, off)],
        ] as const;
        for (const [onOffDiff, numbers] of kinds) {
          rows.push({
            _id: `${context.competitionId}-${player.teamId}-${player.playerId}-${onOffDiff}-${isOffense}`,
            updated: context.updated,
            competitionId: context.competitionId,
            teamId: player.teamId,
            teamMarket: player.teamMarket,
            scope: 'seasonAll',
            onOffDiff,
            isOffense,
            playerId: player.playerId,
            fullName: player.fullName,
            gpPbp: player.gpPbp,
            minsOn,
            minsOff,
            minsPct: ratio(minsOn, minsOn + minsOff),
            isQualified:
              player.teamSeconds > 0 && player.on.seconds / player.teamSeconds >= minShare,
            ...numbers,
          });
        }
      }
    }
    return rows.filter(
      (row) =>
        (params.onOffDiff === undefined || row.onOffDiff === params.onOffDiff) &&
        (params.isOffense === undefined || row.isOffense === params.isOffense),
    );
  },
});
