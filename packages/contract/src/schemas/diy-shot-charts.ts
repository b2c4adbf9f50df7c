/**
 * Bodies of the DIY shot chart API. A shot is where it was taken and whether it went in; its
 * zone and value follow from the court geometry, so they are not stored.
 */
import { z } from 'zod';
import { DIY_COURT_BOUNDS, DIY_SHOT_CHART_LIMITS } from '../diy-shot-charts';
import { plainString } from './plain-text';

const { minX, maxX, minY, maxY } = DIY_COURT_BOUNDS;

export const DiyShotSchema = z.strictObject({
  x: z.number().finite().min(minX).max(maxX),
  y: z.number().finite().min(minY).max(maxY),
  made: z.boolean(),
});
export type DiyShot = z.infer<typeof DiyShotSchema>;

const ChartNameSchema = plainString()
  .transform((name) => name.trim())
  .pipe(
    z
      .string()
      .min(1, 'must not be empty')
      .max(
        DIY_SHOT_CHART_LIMITS.nameMaxLength,
        `at most ${DIY_SHOT_CHART_LIMITS.nameMaxLength} characters`,
      ),
  );

const ShotListSchema = z
  .array(DiyShotSchema)
  .max(DIY_SHOT_CHART_LIMITS.shotsPerChart, `at most ${DIY_SHOT_CHART_LIMITS.shotsPerChart} shots`);

export const CreateDiyShotChartRequestSchema = z.strictObject({
  name: ChartNameSchema,
  shots: ShotListSchema,
});
export type CreateDiyShotChartRequest = z.input<typeof CreateDiyShotChartRequestSchema>;

/** A rename, new shots, or both; at least one. */
export const UpdateDiyShotChartRequestSchema = z
  .strictObject({ name: ChartNameSchema, shots: ShotListSchema })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'nothing to update');
export type UpdateDiyShotChartRequest = z.input<typeof UpdateDiyShotChartRequestSchema>;

const IsoTimeSchema = z.iso.datetime({ offset: true });

export const DiyShotChartSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  shotCount: z.number().int().nonnegative(),
  madeCount: z.number().int().nonnegative(),
  createdAt: IsoTimeSchema,
  updatedAt: IsoTimeSchema,
});
export type DiyShotChartSummary = z.infer<typeof DiyShotChartSummarySchema>;

export const DiyShotChartSchema = DiyShotChartSummarySchema.extend({
  shots: z.array(DiyShotSchema),
});
export type DiyShotChart = z.infer<typeof DiyShotChartSchema>;

/** The account's charts, most recently changed first. */
export const DiyShotChartListSchema = z.array(DiyShotChartSummarySchema);
