import { allergyKind } from './records/allergies';
import { attestKind } from './records/attests';
import { bloodTypeKind } from './records/bloodtype';
import { historyKind } from './records/history';
import { insuranceKind } from './records/insurance';
import { labReferralKind } from './records/lab';
import { letterKind } from './records/letters';
import { measurementsKind } from './records/measurements';
import { medicalCardKind } from './records/medicalcards';
import { memoKind } from './records/memo';
import { prescriptionKind } from './records/prescriptions';
import { procedureKind } from './records/procedures';
import { referralKind } from './records/referrals';
import { relationKind } from './records/relation';
import { vaccinationKind } from './records/vaccinations';
import { vitalsKind } from './records/vitals';

// Every patient-record kind, declared once in records/ (DESIGN §3). Import from
// '@praktijk/shared/record-kinds'. Adding a kind: see functions/README.md.
export {
  historyKind,
  insuranceKind,
  memoKind,
  relationKind,
  bloodTypeKind,
  vitalsKind,
  measurementsKind,
  attestKind,
  allergyKind,
  vaccinationKind,
  prescriptionKind,
  labReferralKind,
  letterKind,
  medicalCardKind,
  procedureKind,
  referralKind,
};
/** The Health tab's kinds (spec 2 §2 "Health tab sub-tabs"). */
export const HEALTH_KINDS = [bloodTypeKind, vitalsKind, measurementsKind, attestKind, allergyKind] as const;
export { HISTORY_MAX_ICPC_CODES } from './records/history';
export { kindRoutesOf, recordRoutes, type RecordRoutes } from './records/routes';
export * from './records/kind';

export const RECORD_KINDS = [
  memoKind,
  relationKind,
  insuranceKind,
  historyKind,
  ...HEALTH_KINDS,
  vaccinationKind,
  prescriptionKind,
  labReferralKind,
  letterKind,
  medicalCardKind,
  procedureKind,
  referralKind,
] as const;
export type AnyRecordKind = (typeof RECORD_KINDS)[number];

/** Clinical records audited under their patient that have routes of their own (not record kinds). */
export const CLINICAL_LOG_MODELS = [
  { model: 'consultation', label: 'Consultation' },
  { model: 'decursus', label: 'Decursus' },
  { model: 'episode', label: 'Episode' },
  // A user's unsaved drafts (issue 21 §1): audited like the records they belong to.
  { model: 'decursus_draft', label: 'Decursus draft' },
  { model: 'history_draft', label: 'History draft' },
] as const;

/** The Logs filter's models: the patient itself, every record kind and the clinical records (Manage > Logs). */
export const LOG_MODELS = [
  { model: 'patient', label: 'Patient' },
  ...RECORD_KINDS.map((k) => ({ model: k.model, label: k.label })),
  ...CLINICAL_LOG_MODELS,
] as const;
