import { addresses } from '@praktijk/functions/catalogue/domain/data/addresses';
import { todayIso } from '@praktijk/shared/schemas/fields';
import { type PatientFields } from '@praktijk/shared/schemas/patients';
import { BIRTH_PLACES, EMPLOYERS, FEMALE_FIRST, MALE_FIRST, PROFESSIONS, SURNAMES } from './names';
import { picker, seededRandom } from './random';

// Realistic patients for the demo practice and for scale tests: names, ages, phones and
// addresses of a practice in Paramaribo. Catalogue codes are those of functions/catalogue/domain;
// an address is whole (a street of the resort, a house number, the resort's district).
const RESORTS: [district: string, resort: string][] = [
  ['PM', 'PM01'],
  ['PM', 'PM03'],
  ['PM', 'PM06'],
  ['PM', 'PM10'],
  ['WA', 'WA01'],
  ['WA', 'WA03'],
  ['CM', 'CM01'],
  ['NI', 'NI01'],
];
const ETHNICITIES = ['HIN', 'CRE', 'JAV', 'MAR', 'CHI', 'MIX', 'IND'];

/** The streets (addresses catalogue codes) of a resort. */
function streetsOf(resort: string): string[] {
  const codes = addresses.filter((address) => address.parent === resort).map((address) => address.code);
  if (codes.length === 0) throw new Error(`No street in resort ${resort}`);
  return codes;
}

/** A date of birth never after today (a baby of this year may not be born yet on the date drawn). */
const notAfterToday = (iso: string) => (iso > todayIso() ? todayIso() : iso);

export function patientGenerator(seed = 597) {
  const random = seededRandom(seed);
  const pick = picker(random);
  // Streets come from a generator of their own, so every other field stays as it was before
  // addresses had streets (the demo practice's patients keep their names and ages).
  const pickStreet = picker(seededRandom(seed + 1));
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join('');
  return (index: number): PatientFields => {
    const female = random() < 0.52;
    const [district, resort] = pick(RESORTS);
    const age = Math.floor(random() * random() * 95);
    const born = new Date(Date.UTC(2026 - age, Math.floor(random() * 12), 1 + Math.floor(random() * 28)));
    return {
      primary_physician_id: null,
      title_id: age < 18 ? null : female ? 'MEVR' : 'DHR',
      first_name: pick(female ? FEMALE_FIRST : MALE_FIRST),
      surname: pick(SURNAMES),
      date_of_birth: notAfterToday(born.toISOString().slice(0, 10)),
      birth_place: pick(BIRTH_PLACES),
      profession: age < 18 ? 'Scholier' : pick(PROFESSIONS),
      employer: age < 18 ? '' : pick(EMPLOYERS),
      marital_status_id: age < 20 ? 'S' : pick(['S', 'M', 'T', 'D', 'W']),
      address_id: pickStreet(streetsOf(resort)),
      address_number: String(1 + Math.floor(random() * 180)),
      address_alternate: '',
      district_id: district,
      resort_id: resort,
      biological_gender_id: female ? 'F' : 'M',
      identified_gender_id: null,
      ethnicity_id: pick(ETHNICITIES),
      proclaimed_ethnicity_id: null,
      nationality_id: random() < 0.93 ? 'SUR' : pick(['GUY', 'BRA', 'NLD', 'HTI', 'CHN']),
      twin: random() < 0.02,
      id_number: age >= 14 ? `${pick(['FB', 'EP', 'KD', 'AZ', 'GB'])}${digits(6)}` : '',
      id_type_id: age >= 14 ? 'ID' : null,
      local_foreigner: false,
      phone_landline: random() < 0.3 ? `4${digits(5)}` : '',
      phone_mobile: age >= 12 ? [`8${digits(6)}`, ...(random() < 0.2 ? [`7${digits(6)}`] : [])] : [],
      email: age >= 18 && random() < 0.4 ? `patient${index}@example.sr` : '',
      deceased_indicator: false,
      deceased_date: null,
      testpatient: false,
      disability_ids: [],
      contact_first_name: '',
      contact_surname: '',
      contact_phone_mobile: '',
      contact_relation_id: null,
    };
  };
}
