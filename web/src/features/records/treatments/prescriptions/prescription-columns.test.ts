import { describe, expect, it } from 'vitest';
import {
  allergyOverrideText,
  deleteRepeatsText,
  mayCopy,
  mayRemove,
  mayStop,
  type Prescription,
  PRESCRIPTION_COLUMNS,
  prescriptionRowLabel,
  STOPPED_TOAST,
  stoppedText,
  stopTitle,
  wallClockText,
} from './prescription-columns';

const prescription = {
  id: 'p1',
  prescription_date: '2026-01-12T15:30',
  full_medication: 'Amoxicilline 500 mg Capsule',
  directions: '2 x daily 1 capsule for 7 days',
  stoppage_date_time: null,
  total_amount: '14 units',
  is_repeated: false,
  medication_stopped: false,
} as unknown as Prescription;

describe('Prescriptions tables (spec 2 §2, §3 "Display")', () => {
  it('has the display columns, the date DD-MM-YYYY of the practice clock', () => {
    expect(PRESCRIPTION_COLUMNS.map((c) => c.header)).toEqual(['Date', 'Medication', 'Directions', 'Stopped', 'Total', 'Repeat']);
    expect(PRESCRIPTION_COLUMNS.map((c) => c.cell({ ...prescription, stoppage_date_time: '2026-01-13T08:05', is_repeated: true }))).toEqual([
      '12-01-2026',
      'Amoxicilline 500 mg Capsule',
      '2 x daily 1 capsule for 7 days',
      '13-01-2026 08:05',
      '14 units',
      'Yes',
    ]);
  });

  it('shows why a stopped prescription was stopped, and who overrode an allergy warning (issue 21 §5)', () => {
    const stopped = { ...prescription, stoppage_date_time: '2026-01-13T08:05', stoppage_reason: 'Bijwerkingen: huiduitslag' };
    expect(stoppedText(stopped)).toBe('13-01-2026 08:05: Bijwerkingen: huiduitslag');
    expect(PRESCRIPTION_COLUMNS.find((c) => c.id === 'stoppage_date_time')!.cell(stopped)).toBe('13-01-2026 08:05: Bijwerkingen: huiduitslag');
    expect(stoppedText({ stoppage_date_time: null, stoppage_reason: null })).toBe('');
    expect(allergyOverrideText({ allergy_acknowledged: true, allergy_acknowledged_by: 'A. Jansen' })).toBe(
      'Prescribed despite the allergy warning by A. Jansen',
    );
    expect(allergyOverrideText({ allergy_acknowledged: true, allergy_acknowledged_by: null })).toBe('Prescribed despite the allergy warning');
    expect(allergyOverrideText({ allergy_acknowledged: false, allergy_acknowledged_by: null })).toBeNull();
  });

  it('says how many repeats a delete of their original removes with it (issue 21 §5)', () => {
    const chronic = { is_chronic: true, is_repeated: false, repeat_prescription: 3, repeat_date_id: '1M' };
    expect(deleteRepeatsText(chronic)).toBe('Its 3 repeats are deleted with it. This cannot be undone.');
    expect(deleteRepeatsText({ ...chronic, repeat_prescription: 1 })).toBe('Its 1 repeat is deleted with it. This cannot be undone.');
    expect(deleteRepeatsText({ ...chronic, repeat_prescription: 0 })).toBeNull();
    expect(deleteRepeatsText({ ...chronic, is_chronic: false, repeat_date_id: null, repeat_prescription: 0 })).toBeNull();
  });

  it("leaves what is not there empty, which the table shows as 'n/a'", () => {
    const cells = PRESCRIPTION_COLUMNS.map((c) => c.cell({ ...prescription, directions: 'n/a', total_amount: 'n/a' }));
    expect([cells[2], cells[3], cells[4], cells[5]]).toEqual([null, '', null, 'No']);
    expect(wallClockText(null)).toBe('');
  });

  it('offers Stop on active rows, Copy on stopped ones, neither nor Remove on a repeated row (spec 2 §4)', () => {
    expect([mayStop(prescription), mayCopy(prescription), mayRemove(prescription)]).toEqual([true, false, true]);
    const stopped = { ...prescription, medication_stopped: true };
    expect([mayStop(stopped), mayCopy(stopped), mayRemove(stopped)]).toEqual([false, true, true]);
    for (const repeat of [
      { ...prescription, is_repeated: true },
      { ...stopped, is_repeated: true },
    ])
      expect([mayStop(repeat), mayCopy(repeat), mayRemove(repeat)]).toEqual([false, false, false]);
  });

  it("names a row and the stop overlay by the prescription's date, and says the stop as the spec's notice", () => {
    expect(prescriptionRowLabel(prescription)).toBe('prescription Amoxicilline 500 mg Capsule of 12-01-2026');
    expect(stopTitle(prescription)).toBe('STOP PRESCRIPTION ON 12-01-2026');
    expect(STOPPED_TOAST).toEqual({ header: 'Stop medication', content: 'Medication was stopped successfully' });
  });
});
