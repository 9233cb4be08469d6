import { kindRoutesOf, RECORD_KINDS } from '../record-kinds';
import { allergyCheckQuery, allergyCheckSchema } from '../schemas/allergy-check';
import { idParams } from '../schemas/common';
import { chartQuery, chartSchema, printableSchema } from '../schemas/health-charts';
import { patientIdParams } from '../schemas/patients';
import { can, defineRoutes } from './define';

// Routes of the health resource: the clinical records under /api/health/... (General History and
// spec 2's Health tab: blood type, vital functions, measurements, attests, allergies), and their
// per-patient lists and charts, which spec 1 §7 places under /api/patients/{id}/... but which this
// Lambda answers.
export const healthRoutes = defineRoutes('health', {
  // General History, blood type, vital functions, measurements, attests, allergies: record kinds (records/).
  ...kindRoutesOf(RECORD_KINDS, 'health'),
  getVitalsChart: {
    method: 'GET',
    path: '/api/patients/{id}/vitals_chart/',
    access: can('view', 'vitals'),
    params: patientIdParams,
    query: chartQuery,
    response: chartSchema,
    summary: "The patient's vital functions as chart series: the latest points, and where the range before them starts.",
  },
  getMeasurementsChart: {
    method: 'GET',
    path: '/api/patients/{id}/measurements_chart/',
    access: can('view', 'measurements'),
    params: patientIdParams,
    query: chartQuery,
    response: chartSchema,
    summary: "The patient's measurements as chart series (height in cm, weight in kg, BMI): the latest points, and where the range before them starts.",
  },
  checkAllergy: {
    method: 'GET',
    path: '/api/patients/{id}/allergy_check/',
    // Whoever may prescribe is warned, whether or not they may open the Allergies tab.
    access: can('add', 'prescription'),
    params: patientIdParams,
    query: allergyCheckQuery,
    response: allergyCheckSchema,
    summary: "Whether the patient is allergic to a medication (an allergen's ATC class covers the medication's ATC code), and to which allergies.",
  },
  getAttestHtml: {
    method: 'GET',
    path: '/api/health/attests/{id}/to_html/',
    access: can('view', 'attest'),
    params: idParams,
    response: printableSchema,
    summary: 'An attest as printable HTML (every value escaped).',
  },
});
