/** The codec's segment table by config key (the contract exports the list, not the map). */
import type { SegmentSpec } from '@courtside/contract';
import { ALL_SEGMENTS } from '@courtside/contract';

const SPEC_BY_KEY: ReadonlyMap<string, SegmentSpec> = new Map(
  ALL_SEGMENTS.map((spec) => [spec.key, spec]),
);

export function segmentSpecOf(key: string): SegmentSpec | undefined {
  return SPEC_BY_KEY.get(key);
}
