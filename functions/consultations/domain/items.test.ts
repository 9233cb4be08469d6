import { beforeAll, describe, expect, it } from 'vitest';
import { tenantData } from '../../lib/data/tenant-data';
import { consultationItems, DECURSUS_REVISIONS, NOTE_FIELDS } from './items';

// The item builders the create operation, the demo seed and the bench share.
const data = tenantData('T1');
beforeAll(() => void (process.env.TABLE_NAME = 'praktijk-test'));
const practitioner = { id: 'U1', name: 'Dr. A. Ramdin' };

function build(start: Date, extra: Partial<Parameters<typeof consultationItems>[0]> = {}) {
  return consultationItems({
    data,
    patientId: 'P1',
    patientNames: { first_name: 'Anna', surname: 'Pinas' },
    practitioner,
    author: { ...practitioner, user: { email: 'a@demo.test', prefix: 'Dr.', first_name: 'Anand', last_name: 'Ramdin' } },
    start,
    reason_type: 'R1',
    reason: 'Hoofdpijn',
    is_walkin: true,
    insurance: null,
    ...extra,
  });
}

describe('consultationItems', () => {
  it("keeps the patient's display name and the surname-first short one of the same write", () => {
    const { consultation } = build(new Date('2026-03-10T14:00:00.000Z'), { patientNames: { first_name: 'Mei Ling', surname: 'Tjon A Fong' } });
    expect(consultation).toMatchObject({ patient_name: 'Mei Ling Tjon A Fong', patient_short_name: 'Tjon A Fong, M.L.' });
  });

  it("keys the consultation and its note by one id, in the patient's and the practitioner's indexes by start", () => {
    const { consultation, decursus, items } = build(new Date('2026-03-10T14:00:00.000Z'), { id: '01J0000000000000000000000C' });
    const position = '2026-03-10T14:00:00.000Z#01J0000000000000000000000C';
    expect(items.consultation).toMatchObject({
      PK: 'T#T1',
      SK: 'CONSULT#01J0000000000000000000000C',
      GSI1PK: 'T#T1#PATIENT#P1#CONSULT',
      GSI1SK: position,
      GSI2PK: 'T#T1#PRACTITIONER#U1',
      GSI2SK: position,
      entity: 'consultation',
      arrived: false,
      processed: false,
    });
    expect(items.decursus).toMatchObject({ SK: 'DECURSUS#01J0000000000000000000000C', GSI1PK: 'T#T1#PATIENT#P1#DECURSUS', GSI1SK: position, version: 1 });
    expect(items.decursus).not.toHaveProperty('GSI2PK');
    expect(decursus).toMatchObject({ consultation_id: consultation.id, episode: null, subjective: '', created_by: practitioner, updated_by: null });
  });

  it("dates it by the practice's day, not UTC's", () => {
    expect(build(new Date('2026-03-10T02:00:00.000Z')).consultation.date).toBe('2026-03-09');
  });

  it('writes revision 1 with every note field as the note holds it, dated at the start', () => {
    const start = new Date('2025-11-01T12:00:00.000Z');
    const { items } = build(start, { note: { subjective: 'Hoest', icpc_subjective_id: 'R05' }, episode: 'E1' });
    expect(items.revision).toMatchObject({ SK: `DECURSUS#${String(items.decursus.id)}#REV#0000000001`, version: 1, history_date: start.toISOString() });
    expect(items.revision.history_user).toBe('Dr. Anand Ramdin');
    expect((items.revision.changes as { field: string }[]).map((c) => c.field)).toEqual(NOTE_FIELDS);
    expect(items.revision.changes).toContainEqual({ field: 'subjective', value: 'Hoest' });
    expect(items.decursus).toMatchObject({ GSI2PK: 'T#T1#EPISODE#E1', episode: 'E1' });
    expect(Object.keys(DECURSUS_REVISIONS.schemas.fields.shape)).toEqual(NOTE_FIELDS);
  });

  it('dates a booking made ahead by when it was made, and ends it where it was booked to end', () => {
    const start = new Date('2026-03-20T13:00:00.000Z');
    const created = new Date('2026-03-10T12:00:00.000Z');
    const { consultation, decursus, items } = build(start, { created, end: new Date('2026-03-20T13:30:00.000Z'), booked: true });
    expect(consultation).toMatchObject({ start: start.toISOString(), end: '2026-03-20T13:30:00.000Z', booked: true, created: created.toISOString() });
    expect(decursus.created_date).toBe(created.toISOString());
    expect(items.revision.history_date).toBe(created.toISOString());
  });

  it('names the author of revision 1 by name when no profile is given', () => {
    const { items } = build(new Date(), { author: practitioner });
    expect(items.revision.history_user).toBe('Dr. A. Ramdin');
  });
});
