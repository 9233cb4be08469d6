import { formatDateTime } from '@praktijk/shared/dates';
import { describe, expect, it } from 'vitest';
import { type ChartSeries, chartView, tickFormatter, valueDomain } from './chart-view';

const colours = { border: '#d63f38', background: '#d63f3833' };
const dates = ['2025-01-05T08:15', '2025-02-01T09:00', '2025-02-03T10:30'];
const data = {
  labels: dates,
  datasets: [
    { label: 'Temperature', unit: '°C', colours, values: [37.5, null, 38.1], dates },
    { label: 'Saturation', unit: '%', colours, values: [null, 98, null], dates },
  ],
  older: null,
};
const points = (series: ChartSeries | undefined) =>
  series?.type === 'threshold' ? [] : (series?.data ?? []).map((d) => [d.x instanceof Date ? formatDateTime(d.x.toISOString()) : d.x, d.y]);

describe('chartView', () => {
  it('draws a line per dataset at the practice times, skipping missing values', () => {
    const view = chartView(data, 'Vital functions');
    expect(view.bars).toBe(false);
    expect(view.series.map((s) => [s.type, s.title])).toEqual([
      ['line', 'Temperature (°C)'],
      ['line', 'Saturation (%)'],
    ]);
    expect(points(view.series[0])).toEqual([
      ['05-01-2025 08:15', 37.5],
      ['03-02-2025 10:30', 38.1],
    ]);
    expect(view.range).toBe('05-01-2025 08:15 to 03-02-2025 10:30');
    expect(view.description).toBe('Vital functions of 3 records from 05-01-2025 08:15 to 03-02-2025 10:30: Temperature (°C), Saturation (%).');
  });

  it('lists in words a series with one value in a range of lines, which draws no line', () => {
    expect(chartView(data, 'Vital functions').singleReadings).toEqual(['Saturation: 98 % on 01-02-2025 09:00']);
    const both = chartView({ ...data, datasets: [data.datasets[0]!] }, 'Vital functions');
    expect(both.singleReadings).toEqual([]);
  });

  it('shows a single record as bars over its date, and says when there is nothing', () => {
    const one = chartView({ ...data, labels: [dates[0]!], datasets: [{ ...data.datasets[0]!, values: [37.5], dates: [dates[0]!] }] }, 'Vital functions');
    expect(one).toMatchObject({ bars: true, xDomain: ['05-01-2025 08:15'], description: 'Vital functions of 1 record on 05-01-2025 08:15: Temperature (°C).' });
    expect(points(one.series[0])).toEqual([['05-01-2025 08:15', 37.5]]);
    expect(chartView({ labels: [], datasets: [], older: null }, 'x')).toMatchObject({ series: [], description: 'No records' });
    expect(chartView(undefined, 'x').series).toEqual([]);
  });

  it('shows the time on the axis only over a short range', () => {
    const moment = new Date('2025-01-05T12:15:00Z'); // 09:15 in Paramaribo
    expect(tickFormatter([new Date('2025-01-05T10:00:00Z'), new Date('2025-01-05T14:00:00Z')])(moment)).toBe('05-01-2025 09:15');
    expect(tickFormatter([new Date('2025-01-01T10:00:00Z'), new Date('2025-02-05T14:00:00Z')])(moment)).toBe('05-01-2025');
    expect(tickFormatter(['05-01-2025 08:15'])('05-01-2025 08:15')).toBe('05-01-2025 08:15');
  });
});

describe('valueDomain', () => {
  it('fits the values of the lines shown with some room, not from 0', () => {
    const view = chartView(data, 'x');
    expect(valueDomain(view.series.slice(0, 1))).toEqual([37.4, 38.2]);
    expect(valueDomain(view.series)).toEqual([31, 105]);
    expect(valueDomain(view.series.slice(1))).toEqual([93.1, 102.9]);
    expect(valueDomain([])).toBeUndefined();
  });
});
