import * as z from 'zod';

// Chart data of vital functions and measurements (spec 3 §3 "Chart data": labels and datasets with
// label, colours, values and dates). A chart is bounded: the latest `points` records before a
// position, oldest to newest, and `older` to ask for the range before it; never every row of a
// long record.
export const CHART_POINTS = { default: 20, max: 100 } as const;

export const chartQuery = z.object({
  /** Where the range ends (exclusive): the `older` of the range after it; none for the latest. */
  before: z
    .string()
    .max(1000)
    .regex(/^[0-9A-Za-z_-]+$/, 'Invalid cursor.')
    .optional(),
  points: z.coerce.number().int('A valid integer is required.').min(2).max(CHART_POINTS.max).default(CHART_POINTS.default),
});

export const chartDatasetSchema = z.object({
  label: z.string(),
  unit: z.string(),
  colours: z.object({ border: z.string(), background: z.string() }),
  /** One per label; null where that record has no such value. */
  values: z.array(z.number().nullable()),
  /** The record dates of the values (practice wall clock, YYYY-MM-DDTHH:mm). */
  dates: z.array(z.string()),
});
export const chartSchema = z.object({
  /** The records' dates, oldest first (practice wall clock). */
  labels: z.array(z.string()),
  datasets: z.array(chartDatasetSchema),
  /** The position of the range before this one, null when this is the first. */
  older: z.string().nullable(),
});
export type ChartData = z.infer<typeof chartSchema>;
export type ChartDataset = z.infer<typeof chartDatasetSchema>;

export const printableSchema = z.object({ html: z.string() });
