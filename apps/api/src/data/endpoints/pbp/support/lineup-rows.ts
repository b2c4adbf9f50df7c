/** Lineup totals → the lineup row fields (ratings per 100 possessions, METHODS §4). */
import { agstKey, merged } from '@courtside/contract';
import { LINEUP_SHOT_COUNTS } from '@courtside/contract/schemas';
import { effectiveFgPct, threePointPct } from '@courtside/engine';
import type { LineupTotals } from '@courtside/warehouse';
import { difference, per100, pickFields, unitNames } from './values';

const LINEUP_SHOT_AGST = LINEUP_SHOT_COUNTS.map(agstKey);

/** METHODS §4: units under 50 possessions are hidden by default in displays. */
export const LINEUP_MIN_POSS = 50;

export function lineupFields(unit: LineupTotals) {
  const ortg = per100(unit.pts, unit.poss);
  const drtg = per100(unit.ptsAgst, unit.possAgst);
  const mins = unit.seconds / 60;
  return merged(unitNames(unit.players), {
    lineupId: unit.unitKey,
    teamId: unit.teamId,
    teamMarket: unit.teamMarket,
    conferenceId: unit.conferenceId,
    gpPbp: unit.gp,
    stints: unit.stints,
    minsPbp: mins,
    mins,
    poss: unit.poss,
    possAgst: unit.possAgst,
    ptsScored: unit.pts,
    ptsAgst: unit.ptsAgst,
    plusMinus: unit.pts - unit.ptsAgst,
    ...pickFields(unit, LINEUP_SHOT_COUNTS),
    ...pickFields(unit, LINEUP_SHOT_AGST),
    ortg,
    drtg,
    netRtg: difference(ortg, drtg),
    efgPct: effectiveFgPct(unit.fgm, unit.fgm3, unit.fga),
    efgPctAgst: effectiveFgPct(unit.fgmAgst, unit.fgm3Agst, unit.fgaAgst),
    fg3Pct: threePointPct(unit),
    isQualified: unit.poss >= LINEUP_MIN_POSS,
  });
}
