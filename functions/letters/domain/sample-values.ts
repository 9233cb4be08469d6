import { escapeHtml, type LetterValues } from './fill';
import { table } from './values';

// The sample patient a template is previewed with (issue 24): invented, the same for every
// practice, no one's data. Each variable has a value, so a preview shows where each goes and how a
// list variable's table looks; Dutch letters (ĳ, é) show that the fonts carry them.
const SAMPLE_TEXT = {
  internal_number: '000123',
  title: 'Mevr.',
  full_name: 'Johanna de Vries-Ĳzerman',
  first_name: 'Johanna',
  surname: 'de Vries-Ĳzerman',
  date_of_birth: '14-02-1961',
  birth_place: 'Paramaribo',
  biological_gender: 'Female',
  identified_gender: 'Female',
  ethnicity: 'Creole',
  proclaimed_ethnicity: 'Creole',
  nationality: 'Surinamese',
  marital_status: 'Married',
  address: 'Kerkstraat 1, Centrum, Paramaribo',
  blood_type: 'A+',
  subjective: 'Hoofdpijn sinds één week.',
  objective: 'RR 150/95, pols 72 regulair.',
  evaluation: 'Hypertensie.',
  policy: 'Controle over 2 weken.',
} as const;

const SOEP_FIELDS = [
  ['S', 'subjective'],
  ['O', 'objective'],
  ['E', 'evaluation'],
  ['P', 'policy'],
] as const;

const prescriptionRows = [
  ['Amlodipine 5 mg tablet', '1 x daily 1 tablet', '01-02-2026', ''],
  ['Paracetamol 500 mg tablet', '3 x daily 1 tablet', '14-11-2026', ''],
];

export function sampleLetterValues(): LetterValues {
  const escaped = Object.fromEntries(Object.entries(SAMPLE_TEXT).map(([name, value]) => [name, escapeHtml(value)]));
  return {
    ...escaped,
    soep: SOEP_FIELDS.map(([heading, field]) => `<p><strong>${heading}</strong><br>${escapeHtml(SAMPLE_TEXT[field])}</p>`).join(''),
    allergies: table(['Allergy', 'Reaction', 'Date'], [['Penicillin', 'Urticaria', '03-05-2019']]),
    history: table(['Description', 'ICPC codes'], [['Hypertensie', 'K86 Hypertensie zonder orgaanbeschadiging']]),
    prescriptions: table(['Medication', 'Dosage', 'Start', 'Stopped'], prescriptionRows),
    prescriptions_chronic: table(['Medication', 'Dosage', 'Start', 'Stopped'], prescriptionRows.slice(0, 1)),
  };
}
