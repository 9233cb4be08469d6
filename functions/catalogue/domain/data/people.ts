import { type CatalogueEntry } from '@praktijk/shared/schemas/catalogue';

// Demographic lists of the patient's General tab (spec 2 §3). Names are English (the interface
// language); Dutch forms that Surinamese documents use are kept where users know them so.
const list = (entries: [code: string, name: string][], extra: Partial<CatalogueEntry> = {}): CatalogueEntry[] =>
  entries.map(([code, name]) => ({ code, name, ...extra }));

export const titles: CatalogueEntry[] = [
  { code: 'DHR', name: 'Dhr.', abbreviation: 'Mr.' },
  { code: 'MEVR', name: 'Mevr.', abbreviation: 'Mrs.' },
  { code: 'MEJ', name: 'Mej.', abbreviation: 'Miss' },
  { code: 'DR', name: 'Dr.' },
  { code: 'DRS', name: 'Drs.' },
  { code: 'MR', name: 'Mr.' },
  { code: 'IR', name: 'Ir.' },
  { code: 'ING', name: 'Ing.' },
  { code: 'PROF', name: 'Prof.' },
  { code: 'DS', name: 'Ds.' },
];

// HL7 v3 MaritalStatus codes.
export const marital_statuses: CatalogueEntry[] = list(
  [
    ['S', 'Single (ongehuwd)'],
    ['M', 'Married (gehuwd)'],
    ['T', 'Living together (samenwonend)'],
    ['P', 'Registered partnership'],
    ['L', 'Separated'],
    ['D', 'Divorced (gescheiden)'],
    ['W', 'Widowed (weduwe/weduwnaar)'],
    ['U', 'Unknown'],
  ],
  { system: 'HL7 v3 MaritalStatus' },
);

// The patient label shows the icon of the biological and of the identified gender.
export const genders: CatalogueEntry[] = [
  { code: 'M', name: 'Male', icon: '♂' },
  { code: 'F', name: 'Female', icon: '♀' },
  { code: 'X', name: 'Other', icon: '⚥' },
  { code: 'U', name: 'Unknown', icon: '?' },
];

export const biological_genders: CatalogueEntry[] = [
  { code: 'M', name: 'Male', icon: '♂' },
  { code: 'F', name: 'Female', icon: '♀' },
  { code: 'I', name: 'Intersex', icon: '⚥' },
  { code: 'U', name: 'Unknown', icon: '?' },
];

export const identified_genders: CatalogueEntry[] = [
  { code: 'M', name: 'Man', icon: '♂' },
  { code: 'F', name: 'Woman', icon: '♀' },
  { code: 'TM', name: 'Transgender man', icon: '⚧' },
  { code: 'TF', name: 'Transgender woman', icon: '⚧' },
  { code: 'NB', name: 'Non-binary', icon: '⚲' },
  { code: 'X', name: 'Other', icon: '⚥' },
  { code: 'ND', name: 'Prefers not to say', icon: '?' },
];

export const twins: CatalogueEntry[] = list([
  ['N', 'No'],
  ['TW', 'Twin'],
  ['TR', 'Triplet'],
  ['MB', 'Other multiple birth'],
]);

// The groups of Suriname's census, plus the recent immigrant groups practices see.
export const ethnicities: CatalogueEntry[] = list([
  ['HIN', 'Hindostani'],
  ['MAR', 'Maroon'],
  ['CRE', 'Creole'],
  ['JAV', 'Javanese'],
  ['MIX', 'Mixed'],
  ['IND', 'Indigenous'],
  ['CHI', 'Chinese'],
  ['EUR', 'White (European)'],
  ['BRA', 'Brazilian'],
  ['HAI', 'Haitian'],
  ['LEB', 'Lebanese'],
  ['GUY', 'Guyanese'],
  ['OTH', 'Other'],
  ['UNK', 'Unknown'],
]);

// ISO 3166-1 alpha-3 codes; the neighbours and the countries Suriname's residents come from.
export const nationalities: CatalogueEntry[] = list(
  [
    ['SUR', 'Surinamese'],
    ['NLD', 'Dutch'],
    ['GUY', 'Guyanese'],
    ['BRA', 'Brazilian'],
    ['FRA', 'French'],
    ['HTI', 'Haitian'],
    ['CHN', 'Chinese'],
    ['IND', 'Indian'],
    ['IDN', 'Indonesian'],
    ['VEN', 'Venezuelan'],
    ['CUB', 'Cuban'],
    ['DOM', 'Dominican'],
    ['COL', 'Colombian'],
    ['TTO', 'Trinidadian'],
    ['JAM', 'Jamaican'],
    ['BRB', 'Barbadian'],
    ['USA', 'American'],
    ['CAN', 'Canadian'],
    ['GBR', 'British'],
    ['BEL', 'Belgian'],
    ['DEU', 'German'],
    ['LBN', 'Lebanese'],
    ['SYR', 'Syrian'],
    ['PHL', 'Filipino'],
    ['GHA', 'Ghanaian'],
    ['NGA', 'Nigerian'],
    ['ECU', 'Ecuadorian'],
    ['PER', 'Peruvian'],
    ['XXX', 'Stateless'],
    ['UNK', 'Unknown'],
  ],
  { system: 'ISO 3166-1 alpha-3' },
);

// Thirty, so the Disabilities tab's columns of 10 are full.
export const disabilities: CatalogueEntry[] = list([
  ['VIS', 'Visual impairment'],
  ['BLI', 'Blindness'],
  ['HEA', 'Hearing impairment'],
  ['DEA', 'Deafness'],
  ['DBL', 'Deafblindness'],
  ['SPE', 'Speech impairment'],
  ['MOB', 'Reduced mobility'],
  ['WHE', 'Wheelchair user'],
  ['AMU', 'Amputation upper limb'],
  ['AML', 'Amputation lower limb'],
  ['PAR', 'Paraplegia'],
  ['TET', 'Tetraplegia'],
  ['HEM', 'Hemiplegia'],
  ['CP', 'Cerebral palsy'],
  ['SB', 'Spina bifida'],
  ['MD', 'Muscular dystrophy'],
  ['ID', 'Intellectual disability'],
  ['LD', 'Learning disability'],
  ['ASD', 'Autism spectrum disorder'],
  ['ADH', 'ADHD'],
  ['DS', 'Down syndrome'],
  ['EPI', 'Epilepsy'],
  ['PSY', 'Psychiatric disability'],
  ['DEM', 'Dementia'],
  ['CHP', 'Chronic pain'],
  ['INC', 'Incontinence'],
  ['STO', 'Stoma'],
  ['DIA', 'Dialysis dependent'],
  ['OXY', 'Oxygen dependent'],
  ['OTH', 'Other disability'],
]);

// The portal code needs an ID card, passport or driving licence number (spec 3 §2).
export const identification_types: CatalogueEntry[] = list([
  ['ID', 'ID card (ID-kaart)'],
  ['PP', 'Passport (paspoort)'],
  ['DL', 'Driving licence (rijbewijs)'],
  ['RP', 'Residence permit (verblijfsvergunning)'],
  ['FD', "Foreigner's document (vreemdelingendocument)"],
  ['BC', 'Birth certificate (geboorteakte)'],
  ['OT', 'Other'],
]);

// Codes are HL7 v3 RoleCode (personal relationship) codes where HL7 has one.
export const contact_relations: CatalogueEntry[] = list([
  ['SPS', 'Spouse'],
  ['DOMPART', 'Partner'],
  ['MTH', 'Mother'],
  ['FTH', 'Father'],
  ['SON', 'Son'],
  ['DAU', 'Daughter'],
  ['BRO', 'Brother'],
  ['SIS', 'Sister'],
  ['GRPRN', 'Grandparent'],
  ['GRNDCHILD', 'Grandchild'],
  ['UNCLE', 'Uncle'],
  ['AUNT', 'Aunt'],
  ['NEPHEW', 'Nephew'],
  ['NIECE', 'Niece'],
  ['COUSN', 'Cousin'],
  ['GUARD', 'Guardian'],
  ['FRND', 'Friend'],
  ['NBOR', 'Neighbour'],
  ['CAREGIVER', 'Caregiver'],
  ['COLLEAGUE', 'Colleague'],
  ['OTH', 'Other'],
]);

// Relations between two patients of the practice (Relations tab); codes as contact_relations.
export const relation_types: CatalogueEntry[] = list([
  ['MTH', 'Mother'],
  ['FTH', 'Father'],
  ['CHILD', 'Child'],
  ['SIB', 'Sibling'],
  ['TWIN', 'Twin'],
  ['SPS', 'Spouse'],
  ['DOMPART', 'Partner'],
  ['GRPRN', 'Grandparent'],
  ['GRNDCHILD', 'Grandchild'],
  ['STPPRN', 'Step-parent'],
  ['STPCHLD', 'Stepchild'],
  ['FOSTER', 'Foster parent'],
  ['GUARD', 'Guardian'],
  ['EXT', 'Other family member'],
  ['OTH', 'Other'],
]);
