import { type MixedLineBarChartProps } from '@cloudscape-design/components/mixed-line-bar-chart';
import { formatDate, formatDateTime } from '@praktijk/shared/dates';
import { practiceInstant } from '@praktijk/shared/practice-clock';
import { type ChartData, type ChartDataset } from '@praktijk/shared/schemas/health-charts';
import { wallClockText } from '../vitals/wall-clock-text';

// The chart answer (spec 3 §3: labels and datasets with label, unit, colours, values, dates) as a
// Cloudscape chart: one line per dataset on a time axis, a point per value, none where the record
// has no value (null), and a sentence that says what the chart shows for screen readers. A line
// needs two points (Cloudscape draws no markers): a range of one record shows its values as bars,
// and a quantity measured once in a longer range (a lab test asked for once) is listed in words
// under the chart, so no value is hidden.
export type ChartX = Date | string;
export type ChartSeries = MixedLineBarChartProps<ChartX>['series'][number];

export interface ChartView {
  /** One record: bars over its date (a categorical axis) instead of lines over time. */
  bars: boolean;
  series: ChartSeries[];
  /** Lines: the range's first and last moment. Bars: the record's date. */
  xDomain: ChartX[] | undefined;
  /** Series with one value in a range of lines, which draw nothing: 'Glucose fasting: 6.1 mmol/L on 01-09-2025 09:00'. */
  singleReadings: string[];
  /** '31-01-2025 08:15 to 05-02-2025 09:00', '' when empty. */
  range: string;
  description: string;
}

const TWO_DAYS_MS = 48 * 3_600_000;
const NOTHING: ChartView = { bars: false, series: [], singleReadings: [], xDomain: undefined, range: '', description: 'No records' };

const titleOf = (dataset: ChartDataset) => `${dataset.label} (${dataset.unit})`;
const pointsOf = <X extends ChartX>(dataset: ChartDataset, x: (date: string) => X) =>
  dataset.values.flatMap((y, i) => {
    const date = dataset.dates[i];
    return y === null || date === undefined ? [] : [{ x: x(date), y }];
  });

export function chartView(data: ChartData | undefined, subject: string): ChartView {
  const labels = data?.labels ?? [];
  const datasets = data?.datasets ?? [];
  const first = labels[0];
  const last = labels[labels.length - 1];
  if (first === undefined || last === undefined || datasets.length === 0) return NOTHING;

  const bars = labels.length === 1;
  const series = datasets.map((dataset): ChartSeries => {
    const common = { title: titleOf(dataset), color: dataset.colours.border, valueFormatter: (y: number) => `${y} ${dataset.unit}` };
    return bars ? { type: 'bar', data: pointsOf(dataset, wallClockText), ...common } : { type: 'line', data: pointsOf(dataset, practiceInstant), ...common };
  });
  const singleReadings = bars
    ? []
    : datasets.flatMap((dataset) => {
        const [only, ...more] = pointsOf(dataset, (date) => date);
        return only && more.length === 0 ? [`${dataset.label}: ${only.y} ${dataset.unit} on ${wallClockText(only.x)}`] : [];
      });
  const range = bars ? wallClockText(first) : `${wallClockText(first)} to ${wallClockText(last)}`;
  const records = bars ? '1 record' : `${labels.length} records`;
  return {
    bars,
    series,
    singleReadings,
    xDomain: bars ? [wallClockText(first)] : [practiceInstant(first), practiceInstant(last)],
    range,
    description: `${subject} of ${records} ${bars ? 'on' : 'from'} ${range}: ${series.map((s) => s.title).join(', ')}.`,
  };
}

/** Ticks of the time axis on the practice's clock: the day, and the time too when the range is short; a bar's date as it is. */
export function tickFormatter(xDomain: readonly ChartX[] | undefined): (value: ChartX) => string {
  const [start, end] = xDomain ?? [];
  const short = start instanceof Date && end instanceof Date && end.getTime() - start.getTime() <= TWO_DAYS_MS;
  return (value) => (typeof value === 'string' ? value : short ? formatDateTime(value.toISOString()) : formatDate(value.toISOString()));
}

/**
 * The y axis of lines over the series shown, with some room above and below: left to itself the
 * chart starts at 0, which flattens a temperature of 36.5 to 37.2 into a line. Bars start at 0.
 */
export function valueDomain(series: readonly ChartSeries[]): [number, number] | undefined {
  if (series.some((s) => s.type === 'bar')) return undefined;
  const values = series.flatMap((s) => (s.type === 'threshold' ? [] : s.data.map((d) => d.y)));
  if (values.length === 0) return undefined;
  const [min, max] = [Math.min(...values), Math.max(...values)];
  const room = max > min ? (max - min) * 0.1 : Math.max(Math.abs(max) * 0.05, 1);
  const step = max - min >= 5 ? 1 : 0.1;
  // toFixed(6) first: 98 - 4.9 is 93.09999..., which must round down to 93.1, not 93.
  const round = (value: number, to: (n: number) => number) => Number((to(Number((value / step).toFixed(6))) * step).toFixed(1));
  return [Math.max(0, round(min - room, Math.floor)), round(max + room, Math.ceil)];
}
