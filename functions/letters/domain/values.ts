import { formatDate } from '@praktijk/shared/dates';
import { directionsText } from '@praktijk/shared/records/prescriptions';
import { fullName } from '../../patients/domain/summary';
import { escapeHtml, type LetterValues } from './fill';
import { type LetterData, type LetterPrescription } from './patient-data';

// Each variable's value as HTML for one patient (spec 3 §3 "Editor variables"): texts escaped, line
// breaks kept, dates DD-MM-YYYY, catalogue codes by their names, list variables as tables. The empty
// rule (shared/src/schemas/letters.ts): no value is '' (a list without rows too).

/** Escaped text with its line breaks; '' for nothing. */
const text = (value: string | null | undefined): string => (value ? escapeHtml(value).replace(/\r?\n/g, '<br>') : '');
const joined = (parts: readonly (string | null | undefined)[]): string => parts.filter((p): p is string => Boolean(p && p.trim())).join(', ');

/** A table of rows under a header row, each cell escaped; '' without rows. */
export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  if (!rows.length) return '';
  const row = (cells: readonly string[], tag: 'th' | 'td') => `<tr>${cells.map((c) => `<${tag}>${text(c)}</${tag}>`).join('')}</tr>`;
  const body = rows.map((r) => row(r, 'td')).join('');
  return `<table style="border-collapse: collapse; width: 100%" border="1"><thead>${row(headers, 'th')}</thead><tbody>${body}</tbody></table>`;
}

function prescriptionTable(rows: readonly LetterPrescription[]): string {
  return table(
    ['Medication', 'Dosage', 'Start', 'Stopped'],
    rows.map((p) => [
      p.full_medication,
      directionsText(p, { frequency_unit_id: p.names?.frequency_unit_id, dosage_form_id: p.names?.dosage_form_id }),
      formatDate(p.prescription_date.slice(0, 10)),
      p.medication_stopped ? formatDate(p.stoppage_date_time) : '',
    ]),
  );
}

const SOEP = [
  ['S', 'subjective'],
  ['O', 'objective'],
  ['E', 'evaluation'],
  ['P', 'policy'],
] as const;

function decursusValues(note: LetterData['decursus']): LetterValues {
  if (!note) return {};
  return {
    soep: SOEP.map(([heading, field]) => `<p><strong>${heading}</strong><br>${text(note[field])}</p>`).join(''),
    subjective: text(note.subjective),
    objective: text(note.objective),
    evaluation: text(note.evaluation),
    policy: text(note.policy),
  };
}

function patientValues({ patient, names }: LetterData): LetterValues {
  const street = joined([names.address_id && `${names.address_id} ${patient.address_number}`.trim(), patient.address_alternate]);
  return {
    internal_number: text(patient.internal_number),
    title: text(names.title_id),
    full_name: text(fullName(patient)),
    first_name: text(patient.first_name),
    surname: text(patient.surname),
    date_of_birth: text(formatDate(patient.date_of_birth)),
    birth_place: text(patient.birth_place),
    biological_gender: text(names.biological_gender_id),
    identified_gender: text(names.identified_gender_id),
    ethnicity: text(names.ethnicity_id),
    proclaimed_ethnicity: text(names.proclaimed_ethnicity_id),
    nationality: text(names.nationality_id),
    marital_status: text(names.marital_status_id),
    address: text(joined([street, names.resort_id, names.district_id])),
  };
}

function recordValues(data: LetterData): LetterValues {
  const history = data.history;
  return {
    blood_type: text(data.bloodType?.names?.type_id),
    allergies: table(
      ['Allergy', 'Reaction', 'Date'],
      data.allergies.map((a) => [a.names?.allergy_code_id ?? '', a.reaction, formatDate(a.identification_date ?? a.created)]),
    ),
    history:
      history && (history.description || history.icpc_ids.length)
        ? table(
            ['Description', 'ICPC codes'],
            [[history.description, history.icpc_ids.map((id) => [id, data.icpcNames[id]].filter(Boolean).join(' ')).join('; ')]],
          )
        : '',
    prescriptions: prescriptionTable(data.prescriptions),
    prescriptions_chronic: prescriptionTable(data.chronicPrescriptions),
  };
}

/** Every variable's value for the patient; one left out (no note yet) is filled by the empty rule. */
export function letterValues(data: LetterData): LetterValues {
  return { ...patientValues(data), ...recordValues(data), ...decursusValues(data.decursus) };
}
