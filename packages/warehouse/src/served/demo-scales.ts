/**
 * The sizes the demo league can be built at (`npm run demo -- --scale …`, the API's DEMO_SCALE).
 * They live on the read side because a data folder's build plan names one and the API checks
 * DEMO_SCALE against them without loading the simulator; what each scale holds is defined by
 * the demo league (@courtside/demo-league, league/scale.ts).
 */
export const SCALE_NAMES = ['small', 'sample', 'default', 'full'] as const;
export type ScaleName = (typeof SCALE_NAMES)[number];

export function isScaleName(value: string): value is ScaleName {
  return (SCALE_NAMES as readonly string[]).includes(value);
}
