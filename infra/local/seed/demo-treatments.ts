import { routes, type Route } from '@praktijk/shared/routes';
import { medications } from '@praktijk/functions/catalogue/domain/data/medication';
import { loadRequestContext, type RequestContext } from '@praktijk/functions/lib/auth/context';
import { type Input, type OperationName } from '@praktijk/functions/lib/http/types';
import { type StoredPatient } from '@praktijk/functions/patients/domain/summary';
import { labReferralOperations } from '@praktijk/functions/treatments/lab/referrals';
import { saveLabResult } from '@praktijk/functions/treatments/lab/results';
import { createLabTemplate } from '@praktijk/functions/treatments/lab/templates';
import { prescriptionOperations, stopPrescription } from '@praktijk/functions/treatments/records/prescriptions';
import { vaccinationOperations } from '@praktijk/functions/treatments/records/vaccinations';
import { createPrescriptionTemplate } from '@praktijk/functions/treatments/templates';
import { type DemoDosage, type DemoMedication, DEMO_LAB_TEMPLATES, DEMO_PRESCRIPTION_TEMPLATES, demoTreatments } from './demo-treatments-plan';

// Writes the demo treatments and diagnostics (demo-treatments-plan.ts) through the treatments
// Lambda's own operations, as the physician: each body checked by its route's schema, then the
// operation with its catalogue checks, the allergy check (a medication a patient is allergic to
// is refused), a chronic prescription's repeats, the stop with its reason, each lab result saved
// on its own under the referral's latest token, the templates under the practice's unique names.

/** The formulary's id of a medication named by name and strength. */
export function medicationIdOf(medication: DemoMedication): string {
  const found = medications.find((m) => m.name === medication.name && m.strength === medication.strength);
  if (!found) throw new Error(`No ${medication.name} ${medication.strength} in the formulary`);
  return found.code;
}

/** A request's body as its route's schema reads it (defaults, commas, bounds), or the seed stops. */
function body<Op extends OperationName>(operation: Op, value: object): Input<Op>['body'] {
  const route = (routes as readonly Route[]).find((r) => r.operation === operation) as { body?: { parse(v: unknown): unknown } } | undefined;
  if (!route?.body) throw new Error(`No body schema for ${operation}`);
  return route.body.parse(value) as Input<Op>['body'];
}

const dosageOf = (d: DemoDosage) => ({
  is_chronic: d.is_chronic ?? false,
  repeat_prescription: d.repeat_prescription ?? 0,
  repeat_date_id: d.repeat_date_id ?? null,
  frequency_usage: d.frequency_usage,
  frequency_unit_id: d.frequency_unit_id,
  dosage_amount: d.dosage_amount,
  dosage_form_id: d.dosage_form_id,
  amount_of_time: d.amount_of_time ?? null,
  delivery_form_id: d.delivery_form_id ?? null,
  instructions: d.instructions ?? '',
});

const age = (dateOfBirth: string, now: Date) => (now.getTime() - Date.parse(`${dateOfBirth}T00:00:00Z`)) / (365.25 * 86_400_000);

export interface DemoTreatmentCounts {
  prescriptions: number;
  vaccinations: number;
  labReferrals: number;
  templates: number;
}

/** As the practice's physician (a user of the practice, read as a request reads its caller). */
export async function seedDemoTreatments(
  author: { tenantId: string; userId: string; email: string },
  patients: readonly StoredPatient[],
  now = new Date(),
): Promise<DemoTreatmentCounts> {
  const ctx = await loadRequestContext({ ...author, authTime: Math.floor(now.getTime() / 1000) }, 'demo-seed');
  const counts: DemoTreatmentCounts = { prescriptions: 0, vaccinations: 0, labReferrals: 0, templates: 0 };
  for (const t of DEMO_PRESCRIPTION_TEMPLATES) {
    const dosage = dosageOf(t.dosage);
    await createPrescriptionTemplate(
      { params: {}, query: {}, body: body('createPrescriptionTemplate', { name: t.name, medication_id: medicationIdOf(t.medication), dosage }) },
      ctx,
    );
    counts.templates++;
  }
  for (const t of DEMO_LAB_TEMPLATES) {
    await createLabTemplate({ params: {}, query: {}, body: body('createLabTemplate', t) }, ctx);
    counts.templates++;
  }
  // A handful of patients, each one's records in order: a second or so of the start.
  await Promise.all(patients.map((patient, index) => seedPatient(ctx, patient, index, now, counts)));
  return counts;
}

async function seedPatient(ctx: RequestContext, patient: StoredPatient, index: number, now: Date, counts: DemoTreatmentCounts): Promise<void> {
  const plan = demoTreatments(index, age(patient.date_of_birth, now) >= 18, now);
  const params = { id: patient.id };
  for (const { medication, administrative_datetime, stoppage_reason, ...dosage } of plan.prescriptions) {
    const input = { medication_id: medicationIdOf(medication), ...dosageOf(dosage), administrative_datetime };
    const created = await prescriptionOperations.createPrescriptionOutsideConsultation(
      { params, query: {}, body: body('createPrescriptionOutsideConsultation', input) },
      ctx,
    );
    counts.prescriptions++;
    if (stoppage_reason)
      await stopPrescription(
        { params: { id: created.id }, query: {}, body: body('stopPrescription', { stoppage_reason, consistency_token: created.consistency_token }) },
        ctx,
      );
  }
  for (const vaccination of plan.vaccinations) {
    await vaccinationOperations.createVaccinationOutsideConsultation(
      { params, query: {}, body: body('createVaccinationOutsideConsultation', vaccination) },
      ctx,
    );
    counts.vaccinations++;
  }
  for (const { results, ...referral } of plan.labReferrals) {
    let shown = await labReferralOperations.createLabReferralOutsideConsultation(
      { params, query: {}, body: body('createLabReferralOutsideConsultation', referral) },
      ctx,
    );
    counts.labReferrals++;
    for (const test of shown.diagnostics_tests) {
      const value = results?.[test.test_id];
      if (value === undefined) continue;
      shown = await saveLabResult(
        { params: { id: test.id }, query: {}, body: body('saveLabResult', { result_value: value, consistency_token: shown.consistency_token }) },
        ctx,
      );
    }
  }
}
