import { type ChartData, type ChartDataset } from '@praktijk/shared/schemas/health-charts';

// Chart data of a patient's records (spec 3 §3 "Chart data": labels, and datasets with label,
// colours, values and dates): the records of one range (the latest `points` before a position),
// oldest to newest, one dataset per quantity. A long record is seen a range at a time (`older`),
// never read whole.
export interface Series<R> {
  label: string;
  unit: string;
  colour: string;
  value(record: R): number | null;
}

/** Colours of series found in the data (lab tests), in turn: Cloudscape's chart palette. */
export const SERIES_COLOURS = ['#688ae8', '#c33d69', '#2ea597', '#8456ce', '#e07941', '#3184c2', '#d63f38', '#7d8998'] as const;

export function chartOf<R>(records: readonly R[], older: string | null, series: readonly Series<R>[], dated: (r: R) => string): ChartData {
  const chronological = [...records].reverse();
  const labels = chronological.map(dated);
  const datasets: ChartDataset[] = series.map((s) => ({
    label: s.label,
    unit: s.unit,
    colours: { border: s.colour, background: `${s.colour}33` },
    values: chronological.map((r) => s.value(r)),
    dates: labels,
  }));
  // A quantity never measured in the range is left out rather than drawn as an empty line.
  return { labels, datasets: datasets.filter((d) => d.values.some((v) => v !== null)), older };
}
