import { type CatalogueEntry } from '@praktijk/shared/schemas/catalogue';

// Vaccination lists (spec 2 §3, Vaccination). Vaccines of Suriname's national programme (run by
// the BOG: pentavalent, polio, MMR and yellow fever in the first years, DT boosters, HPV) are
// marked programme: true; the others are given on indication or for travel. BCG is not part of
// the Surinamese programme. cvx is the CDC CVX code, for exchange with other systems.
const vaccine = (code: string, name: string, cvx: string, programme = false): CatalogueEntry => ({ code, name, cvx, programme });

export const vaccines: CatalogueEntry[] = [
  vaccine('PENTA', 'DKTP-Hib-HepB (pentavalent)', '102', true),
  vaccine('OPV', 'Polio oral (OPV)', '02', true),
  vaccine('IPV', 'Polio inactivated (IPV)', '10', true),
  vaccine('MMR', 'Measles, mumps, rubella (BMR)', '03', true),
  vaccine('YF', 'Yellow fever (gele koorts)', '37', true),
  vaccine('DTP', 'DKT booster (diphtheria, pertussis, tetanus)', '01', true),
  vaccine('DT', 'DT (diphtheria, tetanus) paediatric', '28', true),
  vaccine('TD', 'Td (tetanus, diphtheria) adult', '09', true),
  vaccine('HPV', 'HPV (human papillomavirus)', '165', true),
  vaccine('HEPB', 'Hepatitis B', '43'),
  vaccine('HEPB-P', 'Hepatitis B paediatric', '08'),
  vaccine('HEPA', 'Hepatitis A', '85'),
  vaccine('HIB', 'Haemophilus influenzae type b (Hib)', '17'),
  vaccine('TT', 'Tetanus toxoid (TT)', '35'),
  vaccine('BCG', 'BCG (tuberculosis)', '19'),
  vaccine('PCV13', 'Pneumococcal conjugate (PCV13)', '133'),
  vaccine('PPSV23', 'Pneumococcal polysaccharide (PPSV23)', '33'),
  vaccine('ROTA', 'Rotavirus', '122'),
  vaccine('VAR', 'Varicella (chickenpox)', '21'),
  vaccine('FLU', 'Influenza', '88'),
  vaccine('TYPH', 'Typhoid', '91'),
  vaccine('RAB', 'Rabies', '90'),
  vaccine('COV-PFZ', 'COVID-19 Pfizer-BioNTech', '208'),
  vaccine('COV-AZ', 'COVID-19 AstraZeneca', '210'),
  vaccine('COV-SIN', 'COVID-19 Sinopharm', '510'),
];

const list = (entries: [code: string, name: string][], extra: Partial<CatalogueEntry> = {}): CatalogueEntry[] =>
  entries.map(([code, name]) => ({ code, name, ...extra }));

export const dosage_forms: CatalogueEntry[] = list([
  ['SUSP-INJ', 'Suspension for injection'],
  ['SOL-INJ', 'Solution for injection'],
  ['PWD-INJ', 'Powder and solvent for injection'],
  ['ORAL-DROPS', 'Oral drops'],
  ['ORAL-SUSP', 'Oral suspension'],
  ['NASAL', 'Nasal spray'],
]);

// The route as a SNOMED CT code and as the text written on the vaccination card.
export const route_identifiers: CatalogueEntry[] = list(
  [
    ['78421000', 'Intramuscular route'],
    ['34206005', 'Subcutaneous route'],
    ['372464004', 'Intradermal route'],
    ['26643006', 'Oral route'],
    ['46713006', 'Nasal route'],
  ],
  { system: 'SNOMED CT' },
);
export const route_texts: CatalogueEntry[] = list([
  ['IM', 'Intramuscular injection'],
  ['SC', 'Subcutaneous injection'],
  ['ID', 'Intradermal injection'],
  ['PO', 'Oral'],
  ['IN', 'Intranasal'],
]);

// HL7 v2 table 0163 body-site codes where the table has one.
export const administered_sites: CatalogueEntry[] = list([
  ['LD', 'Left deltoid'],
  ['RD', 'Right deltoid'],
  ['LVL', 'Left vastus lateralis (thigh)'],
  ['RVL', 'Right vastus lateralis (thigh)'],
  ['LA', 'Left upper arm'],
  ['RA', 'Right upper arm'],
  ['LT', 'Left thigh'],
  ['RT', 'Right thigh'],
  ['MOUTH', 'Mouth'],
  ['NOSE', 'Nose'],
]);

export const side_effects_types: CatalogueEntry[] = list([
  ['NONE', 'None'],
  ['LOCAL', 'Local reaction (pain, redness, swelling)'],
  ['FEVER', 'Fever'],
  ['RASH', 'Rash'],
  ['CRY', 'Persistent crying/irritability'],
  ['DROWSY', 'Drowsiness'],
  ['GI', 'Vomiting/diarrhoea'],
  ['FEBCONV', 'Febrile convulsion'],
  ['ALLERGY', 'Allergic reaction'],
  ['ANAPH', 'Anaphylaxis'],
  ['SYNC', 'Fainting (syncope)'],
  ['ABSC', 'Abscess at injection site'],
  ['LYMPH', 'Lymphadenitis'],
  ['OTHER', 'Other'],
]);

export const side_effects_outcomes: CatalogueEntry[] = list([
  ['RECOVERED', 'Recovered'],
  ['RECOVERING', 'Recovering'],
  ['NOT_RECOVERED', 'Not recovered'],
  ['SEQUELAE', 'Recovered with sequelae'],
  ['FATAL', 'Fatal'],
  ['UNKNOWN', 'Unknown'],
]);

export const side_effects_statuses: CatalogueEntry[] = list([
  ['NONE', 'No side effects'],
  ['SUSPECTED', 'Suspected'],
  ['CONFIRMED', 'Confirmed'],
  ['REPORTED', 'Reported to pharmacovigilance'],
]);

export const severities: CatalogueEntry[] = list([
  ['MILD', 'Mild'],
  ['MOD', 'Moderate'],
  ['SEV', 'Severe'],
  ['LIFE', 'Life-threatening'],
]);

// Who gave the vaccination.
export const organizations: CatalogueEntry[] = list([
  ['PRACTICE', 'This practice'],
  ['BOG', 'Bureau voor Openbare Gezondheidszorg (BOG)'],
  ['RGD', 'Regionale Gezondheidsdienst (RGD)'],
  ['MZ', 'Medische Zending Primary Health Care Suriname'],
  ['AZP', 'Academisch Ziekenhuis Paramaribo'],
  ['SLH', "'s Lands Hospitaal"],
  ['DIAK', 'Diakonessenhuis'],
  ['SVZ', 'Sint Vincentius Ziekenhuis'],
  ['MMC', 'Mungra Medisch Centrum (Nickerie)'],
  ['ABROAD', 'Abroad'],
  ['OTHER', 'Other'],
]);
