import { describe, expect, it } from 'vitest';
import { type StoredConsultation } from '../../consultations/domain/items';
import { summaryOf, withPlanningFields } from './summaries';

/** A consultation as issue 10 stored it, before planning added its end, booking, name and times. */
type Planning = 'end' | 'booked' | 'patient_name' | 'arrived_at' | 'processed_at' | 'letter';
const stored: Omit<StoredConsultation, Planning> = {
  id: '01J0000000000000000000000C',
  patient_id: 'P1',
  practitioner_id: 'U1',
  practitioner_name: 'Dr. A. Ramdin',
  start: '2026-03-10T14:00:00.000Z',
  date: '2026-03-10',
  reason_type: null,
  reason: 'Controle',
  is_walkin: true,
  insurance: null,
  arrived: true,
  processed: false,
  created: '2026-03-10T14:00:00.000Z',
  updated: '2026-03-10T14:00:00.000Z',
  updated_by: null,
  consistency_token: 'T1',
};
const old = stored as StoredConsultation;

describe('consultations stored before planning', () => {
  it('read as an unbooked quarter of an hour with no name or times kept', () => {
    expect(withPlanningFields(old)).toMatchObject({
      end: '2026-03-10T14:15:00.000Z',
      booked: false,
      patient_name: '',
      arrived_at: null,
      processed_at: null,
      letter: null,
    });
  });
  it('keep what they have', () => {
    const booked = { ...old, end: '2026-03-10T14:30:00.000Z', booked: true, patient_name: 'Anna Kromodimedjo', arrived_at: '2026-03-10T13:55:00.000Z' };
    expect(withPlanningFields(booked)).toMatchObject({ end: booked.end, booked: true, patient_name: 'Anna Kromodimedjo', arrived_at: booked.arrived_at });
  });
  it('answer as a summary without an episode', () => {
    const summary = summaryOf(old, { isStaff: false, permissions: new Set(['change_consultation']) }, '2026-03-10');
    expect(summary).toMatchObject({ id: old.id, end: '2026-03-10T14:15:00.000Z', booked: false, can_change_processed: true, is_past: false });
    expect('episode' in summary).toBe(false);
  });
});
