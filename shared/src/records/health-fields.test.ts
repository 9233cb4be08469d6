import { describe, expect, it, vi } from 'vitest';
import { type z } from 'zod';
import { nextDay, practiceLocal } from '../practice-clock';
import { NOT_LATER_THAN_NOW } from '../schemas/wall-clock';
import {
  administrativeDatetime,
  decimalsMessage,
  hasAnyValue,
  isMeasurement,
  isNumeric,
  maxMessage,
  measurementNumber,
  minMessage,
  NOT_LATER_THAN_TODAY,
  numericMessage,
  pastOrTodayPracticeDate,
  practiceToday,
  wholeNumber,
} from './health-fields';

// The Health tab's field rules (spec 2 §5): the measurement and numeric rules with their texts,
// commas read as dots, and dates not later than today on the practice's clock.
const messages = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the measurement rule (whole, or one or two decimals)', () => {
  const temperature = measurementNumber('temperature', { min: 25, max: 45 });

  it('reads whole numbers, one or two decimals, and numbers sent as numbers', () => {
    expect(temperature.parse('37')).toBe(37);
    expect(temperature.parse('37.5')).toBe(37.5);
    expect(temperature.parse('37.55')).toBe(37.55);
    expect(temperature.parse(36.6)).toBe(36.6);
  });

  it('reads a comma as a dot and trims spaces', () => {
    expect(temperature.parse('37,5')).toBe(37.5);
    expect(temperature.parse(' 38,25 ')).toBe(38.25);
  });

  it("is empty (null) for '', null or nothing", () => {
    expect(temperature.parse('')).toBeNull();
    expect(temperature.parse('   ')).toBeNull();
    expect(temperature.parse(null)).toBeNull();
    expect(temperature.parse(undefined)).toBeNull();
  });

  it("refuses three decimals, words, signs and exponents with the spec's text", () => {
    const text = decimalsMessage('temperature');
    expect(text).toBe('The temperature field must be a number with one or two decimal places');
    for (const value of ['37.555', 'abc', '-37', '3.7e1', '37.', '.5', '37,5,1', true]) expect(messages(temperature, value), String(value)).toEqual([text]);
  });

  it('refuses a number outside its bounds with the bound in the text', () => {
    expect(messages(temperature, '46')).toEqual([maxMessage(45)]);
    expect(messages(temperature, '24.99')).toEqual([minMessage(25)]);
    expect(maxMessage(45)).toBe('Ensure this value is less than or equal to 45.');
  });

  it('refuses a number that is not finite', () => {
    expect(messages(temperature, Number.NaN)).not.toEqual([]);
    expect(messages(temperature, Number.POSITIVE_INFINITY)).not.toEqual([]);
  });
});

describe('the numeric rule (whole numbers: pulse, respiration, blood pressure)', () => {
  const pulse = wholeNumber('pulse rate', { max: 300 });

  it('reads whole numbers sent as text or numbers', () => {
    expect(pulse.parse('72')).toBe(72);
    expect(pulse.parse(72)).toBe(72);
    expect(pulse.parse('')).toBeNull();
  });

  it("refuses decimals, with a comma or a dot, with the numeric rule's text", () => {
    const text = numericMessage('pulse rate');
    expect(text).toBe('The pulse rate field may only contain numeric characters');
    expect(messages(pulse, '72.5')).toEqual([text]);
    expect(messages(pulse, '72,5')).toEqual([text]);
    expect(messages(pulse, 72.5)).toEqual([text]);
    expect(messages(pulse, '-1')).toEqual([text]);
  });

  it('refuses a number above its bound', () => {
    expect(messages(pulse, '301')).toEqual([maxMessage(300)]);
  });
});

describe('isMeasurement and isNumeric', () => {
  it('say what the rules accept', () => {
    expect(['1', '1.5', '1,25', ' 2 '].map(isMeasurement)).toEqual([true, true, true, true]);
    expect(['1.255', '', 'x', '1.'].map(isMeasurement)).toEqual([false, false, false, false]);
    expect(['12', ' 7 '].map(isNumeric)).toEqual([true, true]);
    expect(['1.5', '', '-3'].map(isNumeric)).toEqual([false, false, false]);
  });
});

describe("today on the practice's clock", () => {
  it('is the date in Paramaribo (UTC-3), not the server’s', () => {
    expect(practiceToday(new Date('2026-03-10T02:30:00Z'))).toBe('2026-03-09');
    expect(practiceToday(new Date('2026-03-10T03:30:00Z'))).toBe('2026-03-10');
  });
});

describe('administrative_datetime', () => {
  const today = practiceToday();

  it('is a practice wall-clock time up to now, or null when empty', () => {
    const now = practiceLocal(new Date());
    expect(administrativeDatetime.parse(now)).toBe(now);
    expect(administrativeDatetime.parse('2024-02-29T08:15:00')).toBe('2024-02-29T08:15');
    expect(administrativeDatetime.parse('')).toBeNull();
    expect(administrativeDatetime.parse(undefined)).toBeNull();
  });

  it('refuses a later time of today (issue 21 §8: vitals at 23:59 were accepted at 10:03)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T13:03:00Z')); // 10:03 in Paramaribo
    try {
      expect(messages(administrativeDatetime, '2026-03-10T23:59')).toEqual([NOT_LATER_THAN_NOW]);
      expect(administrativeDatetime.parse('2026-03-10T10:03')).toBe('2026-03-10T10:03');
    } finally {
      vi.useRealTimers();
    }
  });

  it("refuses tomorrow with the spec's text", () => {
    expect(messages(administrativeDatetime, `${nextDay(today)}T00:00`)).toEqual([NOT_LATER_THAN_TODAY]);
    expect(NOT_LATER_THAN_TODAY).toBe('The date cannot be later than today.');
  });

  it('refuses what is not a date and time', () => {
    expect(messages(administrativeDatetime, '2026-02-30T08:00')).toHaveLength(1);
    expect(messages(administrativeDatetime, 'yesterday')).toHaveLength(1);
  });
});

describe('a date not later than today (allergy identification date)', () => {
  it('takes today and earlier, null when empty, and refuses tomorrow', () => {
    const today = practiceToday();
    expect(pastOrTodayPracticeDate.parse(today)).toBe(today);
    expect(pastOrTodayPracticeDate.parse('2001-05-04')).toBe('2001-05-04');
    expect(pastOrTodayPracticeDate.parse('')).toBeNull();
    expect(messages(pastOrTodayPracticeDate, nextDay(today))).toEqual([NOT_LATER_THAN_TODAY]);
  });
});

describe('hasAnyValue', () => {
  it('sees a value in any of the fields, including a zero, and none in empty ones', () => {
    expect(hasAnyValue({ a: null, b: 0 }, ['a', 'b'])).toBe(true);
    expect(hasAnyValue({ a: null, b: '', c: undefined }, ['a', 'b', 'c'])).toBe(false);
    expect(hasAnyValue({ a: null, other: 5 }, ['a'])).toBe(false);
  });
});
