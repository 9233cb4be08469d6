import { type CatalogueEntry } from '@praktijk/shared/schemas/catalogue';

// Health insurers of Suriname. Since the national basic health insurance law (Wet Nationale
// Basiszorgverzekering, 2014) every insurer offers the basic package (BZV); the state pays it
// for children and the elderly through SZF. The procedure tariff list follows the company: SZF
// for SZF, SURVAM for the others (spec 3 §5), so SZF's code must stay 'SZF'.
export const insurance_companies: CatalogueEntry[] = [
  { code: 'SZF', name: 'Staatsziekenfonds (SZF)', abbreviation: 'SZF' },
  { code: 'ASSURIA', name: 'Assuria Medische Verzekering', abbreviation: 'Assuria' },
  { code: 'FATUM', name: 'Fatum Schadeverzekering', abbreviation: 'Fatum' },
  { code: 'SELFREL', name: 'Self Reliance', abbreviation: 'Self Reliance' },
  { code: 'PARSASCO', name: 'Parsasco', abbreviation: 'Parsasco' },
  { code: 'SOZAVO', name: 'Ministerie van Sociale Zaken en Volkshuisvesting', abbreviation: 'SoZaVo' },
  { code: 'COMPANY', name: 'Company medical scheme', abbreviation: 'Company' },
  { code: 'FOREIGN', name: 'Foreign insurer', abbreviation: 'Foreign' },
  { code: 'SELF', name: 'Self-paying (particulier)', abbreviation: 'Self-paying' },
];

/** Types of one company, coded <company>-<type> so the same type name stays unique across companies. */
const typesOf = (company: string, types: [code: string, name: string][]): CatalogueEntry[] =>
  types.map(([code, name]) => ({ code: `${company}-${code}`, name, parent: company }));

// The type options are those whose parent is the chosen company; companies without types of
// their own get the types without a parent (spec 2 §4, Insurance).
export const insurance_types: CatalogueEntry[] = [
  ...typesOf('SZF', [
    ['BZV', 'Basic health insurance (BZV)'],
    ['AMB', 'Civil servants (ambtenaren)'],
    ['PEN', 'Pensioners'],
    ['KIND', 'Children 0-16 (state-paid)'],
    ['SEN', 'Seniors 60+ (state-paid)'],
    ['MV', 'Low income (minvermogenden)'],
    ['OV', 'No income (onvermogenden)'],
    ['VRIJ', 'Voluntary'],
  ]),
  ...typesOf('ASSURIA', [
    ['BZV', 'Basic health insurance (BZV)'],
    ['IND', 'Individual'],
    ['COL', 'Collective (employer)'],
    ['PLUS', 'Supplementary'],
  ]),
  ...typesOf('FATUM', [
    ['BZV', 'Basic health insurance (BZV)'],
    ['IND', 'Individual'],
    ['COL', 'Collective (employer)'],
  ]),
  ...typesOf('SELFREL', [
    ['BZV', 'Basic health insurance (BZV)'],
    ['IND', 'Individual'],
    ['COL', 'Collective (employer)'],
  ]),
  ...typesOf('PARSASCO', [
    ['BZV', 'Basic health insurance (BZV)'],
    ['IND', 'Individual'],
    ['COL', 'Collective (employer)'],
  ]),
  ...typesOf('SOZAVO', [
    ['MV', 'Low income card (minvermogenden)'],
    ['OV', 'Social assistance card (onvermogenden)'],
  ]),
  { code: 'STANDARD', name: 'Standard' },
  { code: 'TRAVEL', name: 'Travel insurance' },
  { code: 'OTHER', name: 'Other' },
];
