/**
 * Shot attempts → the zone vocabulary of spec/response-fields.md (`atr2Fga`, `c3FgPct`,
 * `atb3FgaFreq`, `layupDunkFgaFreq`, `pctAstAtr2`, `isQualArray`…). The zones come from the
 * engine's `classifyShot` with the competition's constants (its three-point line), so the API
 * and the published zone catalogue use one geometry.
 *
 * Conventions (documented in the endpoint summaries):
 * - `{zone}FgaFreq` is the zone's share of all located attempts (attempts without a location
 *   have no zone), the denominator of lg-zones too; the area zones (atr2…atb3) sum to 1.
 * - Heaves (d ≥ 40 ft) count in attempts and frequencies but are left out of every `…FgPct`
 *   (METHODS §5: still zoned, excluded from efficiency).
 * - left/right/center split at the lane lines extended (|x| ≤ half the lane width is center),
 *   x negative = left as seen from half court.
 * - A zone is qualified (`isQualArray`) when its attempts reach `minAttemptsPerGame` × games.
 * - Ratios with a zero denominator are null, never 0.
 */
import { classifyShot, detailedZonesOf, zoneDefinitions } from '@courtside/engine';
import type { DetailedZone, EngineConstants } from '@courtside/engine';
import type { PbpShot } from './shots';

/** Every detailed zone, in the order of the engine's published catalogue. */
export const DETAILED_ZONES: readonly DetailedZone[] = zoneDefinitions()
  .filter((definition) => definition.family !== 'basic' && definition.family !== 'heave')
  .map((definition) => definition.zone as DetailedZone)
  .filter((zone, index, all) => all.indexOf(zone) === index);

interface Tally {
  fga: number;
  fgm: number;
  /** Attempts and makes without heaves: the efficiency denominator. */
  effFga: number;
  effFgm: number;
  astFgm: number;
}

const tally = (): Tally => ({ fga: 0, fgm: 0, effFga: 0, effFgm: 0, astFgm: 0 });

function count(t: Tally, shot: PbpShot): void {
  t.fga += 1;
  if (shot.made) t.fgm += 1;
  if (!shot.heave) {
    t.effFga += 1;
    if (shot.made) t.effFgm += 1;
  }
  if (shot.made && shot.assisted) t.astFgm += 1;
}

const ratio = (a: number, b: number): number | null => (b > 0 ? a / b : null);
const pct = (t: Tally): number | null => ratio(t.effFgm, t.effFga);

export interface ZoneQualification {
  zoneName: DetailedZone;
  isQualified: boolean;
}

export interface ZoneStats {
  /** Keys spelled as in the response vocabulary. */
  fields: Record<string, number | null>;
  isQualArray: ZoneQualification[];
}

/** Sums of one group of attempts, before they become fields. */
export class ZoneAccumulator {
  private readonly all = tally();
  private readonly twos = tally();
  private readonly threes = tally();
  private readonly zones = new Map<DetailedZone, Tally>();
  private readonly layup = tally();
  private readonly dunk = tally();
  private readonly secondChance = tally();
  private readonly left = tally();
  private readonly right = tally();
  private readonly center = tally();
  private located = 0;
  private and1 = 0;

  constructor(private readonly constants: EngineConstants) {}

  add(shot: PbpShot): void {
    count(this.all, shot);
    count(shot.value === 3 ? this.threes : this.twos, shot);
    if (shot.shotType === 'layup') count(this.layup, shot);
    if (shot.shotType === 'dunk') count(this.dunk, shot);
    if (shot.secondChance) count(this.secondChance, shot);
    if (shot.and1) this.and1 += 1;
    if (shot.x === null || shot.y === null) return;
    this.located += 1;
    const zones = classifyShot({ x: shot.x, y: shot.y }, shot.value, this.constants);
    for (const zone of detailedZonesOf(zones)) {
      const t = this.zones.get(zone) ?? tally();
      count(t, shot);
      this.zones.set(zone, t);
    }
    const halfLane = this.constants.court.laneWidthFt / 2;
    count(shot.x < -halfLane ? this.left : shot.x > halfLane ? this.right : this.center, shot);
  }

  /** Fields of the vocabulary; `games` sets the qualification floor. */
  finish(games: number, minAttemptsPerGame: number): ZoneStats {
    const fields: Record<string, number | null> = {
      fga: this.all.fga,
      fgm: this.all.fgm,
      fgPct: pct(this.all),
      fga2: this.twos.fga,
      fgm2: this.twos.fgm,
      fg2Pct: pct(this.twos),
      fga3: this.threes.fga,
      fgm3: this.threes.fgm,
      fg3Pct: pct(this.threes),
      locatedFga: this.located,
    };
    const floor = Math.max(1, games * minAttemptsPerGame);
    const isQualArray: ZoneQualification[] = [];
    for (const zone of DETAILED_ZONES) {
      const t = this.zones.get(zone) ?? tally();
      fields[`${zone}Fga`] = t.fga;
      fields[`${zone}Fgm`] = t.fgm;
      fields[`${zone}FgPct`] = pct(t);
      fields[`${zone}FgaFreq`] = ratio(t.fga, this.located);
      isQualArray.push({ zoneName: zone, isQualified: t.fga >= floor });
    }
    const zone = (name: DetailedZone): Tally => this.zones.get(name) ?? tally();
    Object.assign(fields, {
      layupFga: this.layup.fga,
      layupFgm: this.layup.fgm,
      layupFgPct: pct(this.layup),
      dunkFga: this.dunk.fga,
      dunkFgm: this.dunk.fgm,
      dunkFgPct: pct(this.dunk),
      layupDunkFgaFreq: ratio(this.layup.fga + this.dunk.fga, this.all.fga),
      fgmAstd: this.all.astFgm,
      fgmAstdPct: ratio(this.all.astFgm, this.all.fgm),
      fgm2AstdPct: ratio(this.twos.astFgm, this.twos.fgm),
      fgm3AstdPct: ratio(this.threes.astFgm, this.threes.fgm),
      pctAstAtr2: ratio(zone('atr2').astFgm, zone('atr2').fgm),
      pctAstPaint2: ratio(zone('paint2').astFgm, zone('paint2').fgm),
      pctAstMid2: ratio(zone('mid2').astFgm, zone('mid2').fgm),
      pctAstC3: ratio(zone('c3').astFgm, zone('c3').fgm),
      pctAstAtb3: ratio(zone('atb3').astFgm, zone('atb3').fgm),
      and1: this.and1,
      and1Pct: ratio(this.and1, this.all.fgm),
      orbFga: this.secondChance.fga,
      orbFgm: this.secondChance.fgm,
      orbFgPct: pct(this.secondChance),
      leftFga: this.left.fga,
      leftFgPct: pct(this.left),
      rightFga: this.right.fga,
      rightFgPct: pct(this.right),
      centerFga: this.center.fga,
      centerFgPct: pct(this.center),
    });
    return { fields, isQualArray };
  }
}

/** Groups attempts by a key and accumulates each group. */
export function accumulateZones<K>(
  shots: readonly PbpShot[],
  constants: EngineConstants,
  keyOf: (shot: PbpShot) => K | null,
): Map<K, ZoneAccumulator> {
  const groups = new Map<K, ZoneAccumulator>();
  for (const shot of shots) {
    const key = keyOf(shot);
    if (key === null) continue;
    let group = groups.get(key);
    if (!group) {
      group = new ZoneAccumulator(constants);
      groups.set(key, group);
    }
    group.add(shot);
  }
  return groups;
}
