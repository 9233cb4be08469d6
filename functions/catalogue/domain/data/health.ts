import { type CatalogueEntry } from '@praktijk/shared/schemas/catalogue';

// Lists of the Health tab (spec 2 §3: blood type, vital functions, measurements, allergies).
const list = (entries: [code: string, name: string][], extra: Partial<CatalogueEntry> = {}): CatalogueEntry[] =>
  entries.map(([code, name]) => ({ code, name, ...extra }));

export const blood_types: CatalogueEntry[] = list([
  ['O+', 'O Rh-positive'],
  ['O-', 'O Rh-negative'],
  ['A+', 'A Rh-positive'],
  ['A-', 'A Rh-negative'],
  ['B+', 'B Rh-positive'],
  ['B-', 'B Rh-negative'],
  ['AB+', 'AB Rh-positive'],
  ['AB-', 'AB Rh-negative'],
  ['UNK', 'Unknown'],
]);

// The quantities of the vital-functions and measurements forms, with the unit each is stored in.
export const measurement_types: CatalogueEntry[] = [
  { code: 'temperature', name: 'Temperature', unit: '°C' },
  { code: 'pulse_rate', name: 'Pulse rate', unit: '/min' },
  { code: 'respiration_rate', name: 'Respiration rate', unit: '/min' },
  { code: 'blood_pressure_systolic', name: 'Blood pressure systolic', unit: 'mmHg' },
  { code: 'blood_pressure_diastolic', name: 'Blood pressure diastolic', unit: 'mmHg' },
  { code: 'saturation', name: 'Oxygen saturation', unit: '%' },
  { code: 'weight', name: 'Weight', unit: 'kg' },
  { code: 'height', name: 'Height', unit: 'cm' },
  { code: 'bmi', name: 'BMI', unit: 'kg/m2' },
  { code: 'waist', name: 'Waist circumference', unit: 'cm' },
  { code: 'hip', name: 'Hip circumference', unit: 'cm' },
  { code: 'glucose', name: 'Glucose', unit: 'mmol/L' },
  { code: 'hba1c', name: 'HbA1c', unit: 'mmol/mol' },
  { code: 'egfr', name: 'eGFR', unit: 'mL/min/1.73m2' },
];

// How a value was measured, with the measured quantity as parent. The form's per-field lists
// (temperature_methods, ...) are the children of one quantity each.
export const vital_measurement_methods: CatalogueEntry[] = [
  ...list(
    [
      ['TMP-OR', 'Oral'],
      ['TMP-AX', 'Axillary'],
      ['TMP-RE', 'Rectal'],
      ['TMP-TY', 'Tympanic (ear)'],
      ['TMP-TA', 'Temporal (forehead)'],
    ],
    { parent: 'temperature' },
  ),
  ...list(
    [
      ['PR-PAL', 'Palpation'],
      ['PR-AUS', 'Auscultation (apical)'],
      ['PR-OXI', 'Pulse oximeter'],
      ['PR-AUT', 'Automatic blood pressure monitor'],
    ],
    { parent: 'pulse_rate' },
  ),
  ...list(
    [
      ['BP-MAN', 'Manual sphygmomanometer (auscultatory)'],
      ['BP-AUT', 'Automatic (oscillometric)'],
      ['BP-HOME', 'Home measurement'],
      ['BP-ABPM', '24-hour ambulatory'],
    ],
    { parent: 'blood_pressure_systolic' },
  ),
  ...list(
    [
      ['HT-STA', 'Stadiometer (standing)'],
      ['HT-LEN', 'Length board (lying)'],
      ['HT-TAPE', 'Measuring tape'],
      ['HT-SELF', 'Self-reported'],
      ['HT-EST', 'Estimated'],
    ],
    { parent: 'height' },
  ),
  ...list(
    [
      ['WT-SCALE', 'Scale'],
      ['WT-BABY', 'Baby scale'],
      ['WT-CHAIR', 'Chair scale'],
      ['WT-SELF', 'Self-reported'],
      ['WT-EST', 'Estimated'],
    ],
    { parent: 'weight' },
  ),
];

const methodsOf = (quantity: string): CatalogueEntry[] =>
  vital_measurement_methods.filter((m) => m.parent === quantity).map(({ parent: _parent, ...method }) => method);
export const temperature_methods = methodsOf('temperature');
export const pulse_rate_methods = methodsOf('pulse_rate');
export const blood_pressure_methods = methodsOf('blood_pressure_systolic');
export const height_methods = methodsOf('height');
export const weight_methods = methodsOf('weight');

export const heart_rhythms: CatalogueEntry[] = list([
  ['REG', 'Regular'],
  ['IRR', 'Irregular'],
  ['RIR', 'Regularly irregular'],
  ['IIR', 'Irregularly irregular'],
]);
export const heart_rhythm_types: CatalogueEntry[] = list([
  ['SR', 'Sinus rhythm'],
  ['AF', 'Atrial fibrillation'],
  ['AFL', 'Atrial flutter'],
  ['EXT', 'Extrasystoles'],
  ['BRA', 'Bradycardia'],
  ['TAC', 'Tachycardia'],
  ['PM', 'Pacemaker rhythm'],
  ['UNK', 'Unknown'],
]);
export const palpation_locations: CatalogueEntry[] = list([
  ['RAD-L', 'Radial artery left'],
  ['RAD-R', 'Radial artery right'],
  ['CAR', 'Carotid artery'],
  ['BRA', 'Brachial artery'],
  ['FEM', 'Femoral artery'],
  ['APX', 'Apex (auscultation)'],
  ['DP', 'Dorsalis pedis artery'],
  ['PT', 'Posterior tibial artery'],
]);
export const pulse_strengths: CatalogueEntry[] = list([
  ['0', 'Absent'],
  ['1', 'Weak'],
  ['2', 'Normal'],
  ['3', 'Strong'],
  ['4', 'Bounding'],
]);
export const respiration_types: CatalogueEntry[] = list([
  ['NOR', 'Normal (eupnoea)'],
  ['DYS', 'Dyspnoea'],
  ['TAC', 'Tachypnoea'],
  ['BRA', 'Bradypnoea'],
  ['ORT', 'Orthopnoea'],
  ['KUS', 'Kussmaul breathing'],
  ['CHS', 'Cheyne-Stokes breathing'],
  ['ABD', 'Abdominal breathing'],
]);
export const respiration_rhythms: CatalogueEntry[] = list([
  ['REG', 'Regular'],
  ['IRR', 'Irregular'],
  ['APN', 'With apnoea pauses'],
]);
export const blood_pressure_sides: CatalogueEntry[] = list([
  ['L', 'Left arm'],
  ['R', 'Right arm'],
  ['LL', 'Left leg'],
  ['RL', 'Right leg'],
]);

export const allergy_types: CatalogueEntry[] = list([
  ['DRUG', 'Medication'],
  ['FOOD', 'Food'],
  ['ENV', 'Environmental'],
  ['INSECT', 'Insect'],
  ['CONTACT', 'Contact'],
  ['OTHER', 'Other'],
]);

// Allergens under their type. Medication allergens carry the ATC code (or class) they match, so
// a prescription can be checked against them by the medication's ATC code.
const drugs: [code: string, name: string, atc: string][] = [
  ['PEN', 'Penicillins', 'J01C'],
  ['AMOX', 'Amoxicillin', 'J01CA04'],
  ['CEF', 'Cephalosporins', 'J01D'],
  ['SULFA', 'Sulfonamides (co-trimoxazole)', 'J01E'],
  ['MACRO', 'Macrolides', 'J01FA'],
  ['TETRA', 'Tetracyclines', 'J01AA'],
  ['QUIN', 'Fluoroquinolones', 'J01MA'],
  ['METRO', 'Metronidazole', 'P01AB01'],
  ['NSAID', 'NSAIDs', 'M01A'],
  ['ASA', 'Acetylsalicylic acid (aspirin)', 'N02BA01'],
  ['PARA', 'Paracetamol', 'N02BE01'],
  ['CODE', 'Codeine', 'R05DA04'],
  ['TRAM', 'Tramadol', 'N02AX02'],
  ['ACEI', 'ACE inhibitors', 'C09A'],
  ['IODINE', 'Iodinated contrast media', 'V08A'],
  ['CARBA', 'Carbamazepine', 'N03AF01'],
  ['PHENY', 'Phenytoin', 'N03AB02'],
  ['ALLO', 'Allopurinol', 'M04AA01'],
  ['CHLOQ', 'Chloroquine', 'P01BA01'],
  ['INS', 'Insulin', 'A10A'],
  ['LIDO', 'Local anaesthetics (lidocaine)', 'N01BB02'],
  ['VACC', 'Vaccine component', 'J07'],
];
export const allergy_codes: CatalogueEntry[] = [
  ...drugs.map(([code, name, atc]) => ({ code: `DRUG-${code}`, name, atc, parent: 'DRUG' })),
  ...list(
    [
      ['FOOD-PEANUT', 'Peanut'],
      ['FOOD-NUT', 'Tree nuts'],
      ['FOOD-SHELL', 'Shellfish (shrimp, crab)'],
      ['FOOD-FISH', 'Fish'],
      ['FOOD-EGG', 'Egg'],
      ['FOOD-MILK', "Cow's milk"],
      ['FOOD-SOY', 'Soy'],
      ['FOOD-WHEAT', 'Wheat (gluten)'],
      ['FOOD-SESAME', 'Sesame'],
      ['FOOD-PINE', 'Pineapple'],
      ['FOOD-MANGO', 'Mango'],
      ['FOOD-CASSAVA', 'Cassava'],
    ],
    { parent: 'FOOD' },
  ),
  ...list(
    [
      ['ENV-DUST', 'House dust mite'],
      ['ENV-POLLEN', 'Pollen'],
      ['ENV-MOULD', 'Mould'],
      ['ENV-CAT', 'Cat dander'],
      ['ENV-DOG', 'Dog dander'],
      ['ENV-COCK', 'Cockroach'],
      ['ENV-SMOKE', 'Smoke'],
    ],
    { parent: 'ENV' },
  ),
  ...list(
    [
      ['INS-BEE', 'Bee sting'],
      ['INS-WASP', 'Wasp sting'],
      ['INS-FIREANT', 'Fire ant sting'],
      ['INS-MOSQ', 'Mosquito bite'],
      ['INS-SANDFLY', 'Sandfly bite'],
    ],
    { parent: 'INSECT' },
  ),
  ...list(
    [
      ['CON-LATEX', 'Latex'],
      ['CON-NICKEL', 'Nickel'],
      ['CON-PLASTER', 'Adhesive plaster'],
      ['CON-CHLORHEX', 'Chlorhexidine'],
      ['CON-PERFUME', 'Fragrances'],
    ],
    { parent: 'CONTACT' },
  ),
  ...list(
    [
      ['OTH-UNKNOWN', 'Unknown allergen'],
      ['OTH-OTHER', 'Other allergen'],
    ],
    { parent: 'OTHER' },
  ),
];

export const allergy_severities: CatalogueEntry[] = list([
  ['MILD', 'Mild'],
  ['MOD', 'Moderate'],
  ['SEV', 'Severe'],
  ['ANA', 'Anaphylaxis (life-threatening)'],
]);
