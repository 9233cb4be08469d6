import { type CatalogueEntry } from '@praktijk/shared/schemas/catalogue';

// Referral types, priorities, the diagnostic tests a referral asks for, and research types.

// Diagnostic referrals offer only the two SNOMED CT types (spec 2 §5); their test list is the
// Laboratory tree for the first and the Radiology tree for the second (spec 2 §7). The other
// types are the specialties and disciplines a GP in Suriname refers to, with local codes.
export const referral_types: CatalogueEntry[] = [
  { code: '266753000', name: 'Laboratory', system: 'SNOMED CT' },
  { code: '66862007', name: 'Radiologist', system: 'SNOMED CT' },
  ...(
    [
      ['INT', 'Internal medicine'],
      ['CAR', 'Cardiology'],
      ['SUR', 'Surgery'],
      ['PED', 'Paediatrics'],
      ['GYN', 'Gynaecology and obstetrics'],
      ['ORT', 'Orthopaedics'],
      ['NEU', 'Neurology'],
      ['PSY', 'Psychiatry'],
      ['DER', 'Dermatology'],
      ['ENT', 'Ear, nose and throat (ENT)'],
      ['OPH', 'Ophthalmology'],
      ['URO', 'Urology'],
      ['PUL', 'Pulmonology'],
      ['GAS', 'Gastroenterology'],
      ['NEP', 'Nephrology'],
      ['END', 'Endocrinology'],
      ['ONC', 'Oncology'],
      ['PHY', 'Physiotherapy'],
      ['DIE', 'Dietitian'],
      ['PSL', 'Psychologist'],
      ['DEN', 'Dentist'],
      ['MID', 'Midwife'],
      ['SOC', 'Social worker'],
      ['EMG', 'Emergency department (SEH)'],
    ] as const
  ).map(([code, name]) => ({ code, name })),
];

export const referral_priorities: CatalogueEntry[] = [
  { code: 'R', name: 'Routine', system: 'HL7 v3 ActPriority' },
  { code: 'A', name: 'As soon as possible', system: 'HL7 v3 ActPriority' },
  { code: 'UR', name: 'Urgent', system: 'HL7 v3 ActPriority' },
  { code: 'EM', name: 'Emergency', system: 'HL7 v3 ActPriority' },
];

type Test = [code: string, name: string, unit?: string];
type Panel = { code: string; name: string; tests: Test[] };

const LABORATORY: Panel[] = [
  {
    code: 'HEM',
    name: 'Haematology',
    tests: [
      ['CBC', 'Complete blood count'],
      ['HB', 'Haemoglobin', 'mmol/L'],
      ['HT', 'Haematocrit', 'L/L'],
      ['LEU', 'Leukocytes', '10^9/L'],
      ['DIFF', 'Leukocyte differential'],
      ['PLT', 'Platelets', '10^9/L'],
      ['ESR', 'ESR (BSE)', 'mm/h'],
      ['RETIC', 'Reticulocytes', '%'],
      ['SICKLE', 'Sickle cell test'],
      ['HBELF', 'Haemoglobin electrophoresis'],
      ['ABORH', 'Blood group and Rhesus factor'],
    ],
  },
  {
    code: 'CHEM',
    name: 'Clinical chemistry',
    tests: [
      ['GLUN', 'Glucose fasting', 'mmol/L'],
      ['GLUR', 'Glucose random', 'mmol/L'],
      ['HBA1C', 'HbA1c', 'mmol/mol'],
      ['CREA', 'Creatinine', 'µmol/L'],
      ['EGFR', 'eGFR', 'mL/min/1.73m2'],
      ['UREA', 'Urea', 'mmol/L'],
      ['NA', 'Sodium', 'mmol/L'],
      ['K', 'Potassium', 'mmol/L'],
      ['CA', 'Calcium', 'mmol/L'],
      ['URIC', 'Uric acid', 'mmol/L'],
      ['CRP', 'C-reactive protein (CRP)', 'mg/L'],
      ['ALB', 'Albumin', 'g/L'],
    ],
  },
  {
    code: 'LIP',
    name: 'Lipid profile',
    tests: [
      ['CHOL', 'Total cholesterol', 'mmol/L'],
      ['HDL', 'HDL cholesterol', 'mmol/L'],
      ['LDL', 'LDL cholesterol', 'mmol/L'],
      ['TG', 'Triglycerides', 'mmol/L'],
    ],
  },
  {
    code: 'LIV',
    name: 'Liver function',
    tests: [
      ['ALT', 'ALT (SGPT)', 'U/L'],
      ['AST', 'AST (SGOT)', 'U/L'],
      ['GGT', 'Gamma-GT', 'U/L'],
      ['ALP', 'Alkaline phosphatase', 'U/L'],
      ['BILT', 'Bilirubin total', 'µmol/L'],
      ['BILD', 'Bilirubin direct', 'µmol/L'],
    ],
  },
  {
    code: 'THY',
    name: 'Thyroid function',
    tests: [
      ['TSH', 'TSH', 'mU/L'],
      ['FT4', 'Free T4', 'pmol/L'],
      ['FT3', 'Free T3', 'pmol/L'],
    ],
  },
  {
    code: 'URI',
    name: 'Urine',
    tests: [
      ['UDIP', 'Urinalysis (dipstick)'],
      ['USED', 'Urine sediment'],
      ['UCULT', 'Urine culture'],
      ['UACR', 'Albumin/creatinine ratio', 'mg/mmol'],
      ['UHCG', 'Pregnancy test (urine hCG)'],
    ],
  },
  {
    code: 'SER',
    name: 'Serology',
    tests: [
      ['HIV', 'HIV 1/2 antibody/antigen'],
      ['HBSAG', 'Hepatitis B surface antigen'],
      ['HCV', 'Hepatitis C antibody'],
      ['SYPH', 'Syphilis (VDRL/TPHA)'],
      ['DENG', 'Dengue NS1 antigen/IgM'],
      ['CHIK', 'Chikungunya IgM'],
      ['ZIKA', 'Zika PCR'],
      ['LEPTO', 'Leptospirosis IgM'],
      ['TOXO', 'Toxoplasma IgG/IgM'],
      ['RUB', 'Rubella IgG'],
      ['HTLV', 'HTLV-1 antibody'],
    ],
  },
  {
    code: 'MIC',
    name: 'Microbiology and parasitology',
    tests: [
      ['MAL', 'Malaria thick smear'],
      ['THRC', 'Throat culture'],
      ['WNDC', 'Wound culture'],
      ['VAGS', 'Vaginal swab'],
      ['CTNG', 'Chlamydia/gonorrhoea PCR'],
      ['STC', 'Stool culture'],
      ['OVA', 'Stool ova and parasites'],
      ['AFB', 'Sputum for TB (Ziehl-Neelsen)'],
      ['BLC', 'Blood culture'],
    ],
  },
  {
    code: 'COA',
    name: 'Coagulation',
    tests: [
      ['INR', 'PT/INR'],
      ['APTT', 'APTT', 's'],
      ['DDIM', 'D-dimer', 'mg/L'],
      ['FIB', 'Fibrinogen', 'g/L'],
    ],
  },
  {
    code: 'ENDO',
    name: 'Endocrinology and other',
    tests: [
      ['PSA', 'PSA', 'µg/L'],
      ['FERR', 'Ferritin', 'µg/L'],
      ['FE', 'Iron', 'µmol/L'],
      ['B12', 'Vitamin B12', 'pmol/L'],
      ['FOL', 'Folic acid', 'nmol/L'],
      ['VITD', 'Vitamin D (25-OH)', 'nmol/L'],
      ['BHCG', 'Beta-hCG serum', 'IU/L'],
      ['FSH', 'FSH', 'IU/L'],
      ['LH', 'LH', 'IU/L'],
      ['PRL', 'Prolactin', 'mIU/L'],
      ['CORT', 'Cortisol', 'nmol/L'],
    ],
  },
];

const RADIOLOGY: Panel[] = [
  {
    code: 'XR',
    name: 'X-ray',
    tests: [
      ['THX', 'Chest (thorax)'],
      ['ABD', 'Abdomen'],
      ['LSP', 'Lumbar spine'],
      ['CSP', 'Cervical spine'],
      ['PEL', 'Pelvis/hip'],
      ['KNE', 'Knee'],
      ['ANK', 'Ankle'],
      ['FOO', 'Foot'],
      ['WRI', 'Wrist'],
      ['HAN', 'Hand'],
      ['SHO', 'Shoulder'],
      ['SIN', 'Sinuses'],
    ],
  },
  {
    code: 'US',
    name: 'Ultrasound',
    tests: [
      ['ABD', 'Abdomen complete'],
      ['UPP', 'Upper abdomen (liver, gallbladder)'],
      ['KID', 'Kidneys and bladder'],
      ['PEL', 'Pelvis (gynaecological)'],
      ['OBS', 'Obstetric'],
      ['THY', 'Thyroid'],
      ['BRE', 'Breast'],
      ['SCR', 'Scrotum'],
      ['SOFT', 'Soft tissue'],
      ['DVT', 'Doppler leg veins'],
    ],
  },
  {
    code: 'CT',
    name: 'CT scan',
    tests: [
      ['HEAD', 'Head'],
      ['THX', 'Thorax'],
      ['ABD', 'Abdomen'],
      ['SPI', 'Spine'],
    ],
  },
  {
    code: 'MRI',
    name: 'MRI scan',
    tests: [
      ['BRA', 'Brain'],
      ['SPI', 'Spine'],
      ['KNE', 'Knee'],
    ],
  },
  {
    code: 'MAM',
    name: 'Mammography',
    tests: [
      ['SCR', 'Screening mammography'],
      ['DIA', 'Diagnostic mammography'],
    ],
  },
];

function tree(root: CatalogueEntry, panels: Panel[]): CatalogueEntry[] {
  return [
    root,
    ...panels.flatMap((panel) => [
      { code: `${root.code}-${panel.code}`, name: panel.name, parent: root.code },
      ...panel.tests.map(([code, name, unit]) => ({
        code: `${root.code}-${panel.code}-${code}`,
        name,
        parent: `${root.code}-${panel.code}`,
        ...(unit ? { unit } : {}),
      })),
    ]),
  ];
}

// Three levels: the discipline (named as the referral type's test parent), panels, tests.
export const referral_tests: CatalogueEntry[] = [
  ...tree({ code: 'LAB', name: 'Laboratory' }, LABORATORY),
  ...tree({ code: 'RAD', name: 'Radiology' }, RADIOLOGY),
];

export const research_types: CatalogueEntry[] = [
  ['LAB', 'Laboratory'],
  ['RAD', 'Radiology'],
  ['ECG', 'ECG'],
  ['EXECG', 'Exercise ECG'],
  ['HOLTER', 'Holter monitoring'],
  ['ECHO', 'Echocardiography'],
  ['SPIRO', 'Spirometry'],
  ['US', 'Ultrasound'],
  ['ENDO', 'Endoscopy'],
  ['AUDIO', 'Audiometry'],
  ['EEG', 'EEG'],
  ['PATH', 'Pathology (PA)'],
].map(([code, name]) => ({ code: code!, name: name! }));
