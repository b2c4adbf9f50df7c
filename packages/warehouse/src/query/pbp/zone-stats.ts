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
import { createHash } from 'node:crypto';
import { classifyShot, detailedZonesOf } from '@courtside/engine';
import type { DetailedZone, EngineConstants } from '@courtside/engine';
import { TALLY_DETAILED_ZONES, ZONE_TALLY_BUCKETS, tallyColumn } from '../../schema/zone-tallies';
import type { PbpShot } from './shots';

/** Every detailed zone, in the order of the engine's published catalogue. */
export const DETAILED_ZONES = TALLY_DETAILED_ZONES as readonly DetailedZone[];

/** What an attempt's zone counts read of it. */
export type ZoneShot = Pick<
  PbpShot,
  'x' | 'y' | 'value' | 'made' | 'heave' | 'assisted' | 'shotType' | 'secondChance' | 'and1'
>;

/**
 * Raise when the way attempts are zoned or counted changes: tallies stored by other code then
 * carry another geometry key, so they are not read (the answer is counted from the attempts).
 */
const ZONE_TALLY_VERSION = 1;

/**
 * The key of the shot geometry a set of constants draws zones with (the court and the zone
 * lines; the only constants classifyShot and the left/right split read), with the counting
 * code's version: tallies stored under another key never answer for these constants.
 */
export function zoneGeometryKey(constants: EngineConstants): string {
  const text = JSON.stringify({
    version: ZONE_TALLY_VERSION,
    court: constants.court,
    zones: constants.zones,
  });
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

interface Tally {
  fga: number;
  fgm: number;
  /** Attempts and makes without heaves: the efficiency denominator. */
  effFga: number;
  effFgm: number;
  astFgm: number;
}

const tally = (): Tally => ({ fga: 0, fgm: 0, effFga: 0, effFgm: 0, astFgm: 0 });

function count(t: Tally, shot: ZoneShot): void {
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

/**
 * The buckets a located attempt counts in because of where it was taken: its detailed zones and
 * its side (left/right split at the lane lines extended, x negative = left from half court).
 */
export function spotBuckets(
  x: number,
  y: number,
  value: 2 | 3,
  constants: EngineConstants,
): string[] {
  const buckets: string[] = detailedZonesOf(classifyShot({ x, y }, value, constants));
  const halfLane = constants.court.laneWidthFt / 2;
  buckets.push(x < -halfLane ? 'left' : x > halfLane ? 'right' : 'center');
  return buckets;
}

/** The tallies of one group: every bucket of ZONE_TALLY_BUCKETS. */
type Buckets = Record<string, Tally>;

function emptyBuckets(): Buckets {
  const out: Buckets = {};
  for (const bucket of ZONE_TALLY_BUCKETS) out[bucket] = tally();
  return out;
}

/**
 * Sums of one group of attempts, before they become fields: counted attempt by attempt
 * (`add`), or read from stored zone_tallies sums (`fromCounts`).
 */
export class ZoneAccumulator {
  private readonly buckets: Buckets = emptyBuckets();
  private located = 0;
  private and1 = 0;

  constructor(private readonly constants: EngineConstants) {}

  /** A group from zone_tallies sums, by count name (`tallyColumn`, `located`, `and1`). */
  static fromCounts(
    constants: EngineConstants,
    countOf: (column: string) => number,
  ): ZoneAccumulator {
    const out = new ZoneAccumulator(constants);
    for (const bucket of ZONE_TALLY_BUCKETS) {
      const t = out.bucket(bucket);
      t.fga = countOf(tallyColumn(bucket, 'fga'));
      t.fgm = countOf(tallyColumn(bucket, 'fgm'));
      t.effFga = countOf(tallyColumn(bucket, 'eff_fga'));
      t.effFgm = countOf(tallyColumn(bucket, 'eff_fgm'));
      t.astFgm = countOf(tallyColumn(bucket, 'ast_fgm'));
    }
    out.located = countOf('located');
    out.and1 = countOf('and1');
    return out;
  }

  private bucket(name: string): Tally {
    const t = this.buckets[name];
    if (t === undefined) throw new Error(`No zone bucket ${name}`);
    return t;
  }

  add(shot: ZoneShot): void {
    count(this.bucket('all'), shot);
    count(this.bucket(shot.value === 3 ? 'threes' : 'twos'), shot);
    if (shot.shotType === 'layup') count(this.bucket('layup'), shot);
    if (shot.shotType === 'dunk') count(this.bucket('dunk'), shot);
    if (shot.secondChance) count(this.bucket('second'), shot);
    if (shot.and1) this.and1 += 1;
    if (shot.x === null || shot.y === null) return;
    this.located += 1;
    for (const bucket of spotBuckets(shot.x, shot.y, shot.value, this.constants)) {
      count(this.bucket(bucket), shot);
    }
  }

  /** Fields of the vocabulary; `games` sets the qualification floor. */
  finish(games: number, minAttemptsPerGame: number): ZoneStats {
    const all = this.bucket('all');
    const twos = this.bucket('twos');
    const threes = this.bucket('threes');
    const fields: Record<string, number | null> = {
      fga: all.fga,
      fgm: all.fgm,
      fgPct: pct(all),
      fga2: twos.fga,
      fgm2: twos.fgm,
      fg2Pct: pct(twos),
      fga3: threes.fga,
      fgm3: threes.fgm,
      fg3Pct: pct(threes),
      locatedFga: this.located,
    };
    const floor = Math.max(1, games * minAttemptsPerGame);
    const isQualArray: ZoneQualification[] = [];
    for (const zone of DETAILED_ZONES) {
      const t = this.bucket(zone);
      fields[`${zone}Fga`] = t.fga;
      fields[`${zone}Fgm`] = t.fgm;
      fields[`${zone}FgPct`] = pct(t);
      fields[`${zone}FgaFreq`] = ratio(t.fga, this.located);
      isQualArray.push({ zoneName: zone, isQualified: t.fga >= floor });
    }
    const zone = (name: DetailedZone): Tally => this.bucket(name);
    const layup = this.bucket('layup');
    const dunk = this.bucket('dunk');
    const second = this.bucket('second');
    const left = this.bucket('left');
    const right = this.bucket('right');
    const center = this.bucket('center');
    Object.assign(fields, {
      layupFga: layup.fga,
      layupFgm: layup.fgm,
      layupFgPct: pct(layup),
      dunkFga: dunk.fga,
      dunkFgm: dunk.fgm,
      dunkFgPct: pct(dunk),
      layupDunkFgaFreq: ratio(layup.fga + dunk.fga, all.fga),
      fgmAstd: all.astFgm,
      fgmAstdPct: ratio(all.astFgm, all.fgm),
      fgm2AstdPct: ratio(twos.astFgm, twos.fgm),
      fgm3AstdPct: ratio(threes.astFgm, threes.fgm),
      pctAstAtr2: ratio(zone('atr2').astFgm, zone('atr2').fgm),
      pctAstPaint2: ratio(zone('paint2').astFgm, zone('paint2').fgm),
      pctAstMid2: ratio(zone('mid2').astFgm, zone('mid2').fgm),
      pctAstC3: ratio(zone('c3').astFgm, zone('c3').fgm),
      pctAstAtb3: ratio(zone('atb3').astFgm, zone('atb3').fgm),
      and1: this.and1,
      and1Pct: ratio(this.and1, all.fgm),
      orbFga: second.fga,
      orbFgm: second.fgm,
      orbFgPct: pct(second),
      leftFga: left.fga,
      leftFgPct: pct(left),
      rightFga: right.fga,
      rightFgPct: pct(right),
      centerFga: center.fga,
      centerFgPct: pct(center),
    });
    return { fields, isQualArray };
  }
}

/** Groups attempts by a key and accumulates each group. */
export function accumulateZones<K, S extends ZoneShot>(
  shots: readonly S[],
  constants: EngineConstants,
  keyOf: (shot: S) => K | null,
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
