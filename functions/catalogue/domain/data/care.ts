import { type CatalogueEntry } from '@praktijk/shared/schemas/catalogue';

// Billable GP procedures (verrichtingen). Each appears on two tariff lists: SZF's, used when the
// patient's active primary insurance is with SZF, and SURVAM's, used for the other insurers
// (spec 3 §5). Tariffs are in SRD and indicative: ops load the current lists after each tariff round.
type Procedure = [number: string, name: string, szf: number, survam: number];

const PROCEDURES: Procedure[] = [
  ['100', 'Consultation', 120, 200],
  ['101', 'Consultation outside office hours', 180, 300],
  ['102', 'Home visit', 250, 450],
  ['103', 'Extended consultation (more than 20 minutes)', 150, 260],
  ['110', 'ECG (electrocardiogram)', 250, 400],
  ['111', 'Spirometry', 200, 350],
  ['112', 'Blood glucose test (fingerstick)', 40, 75],
  ['113', 'Urine dipstick test', 35, 60],
  ['114', 'Pregnancy test', 40, 70],
  ['115', 'Haemoglobin test (fingerstick)', 40, 70],
  ['120', 'Wound suturing (simple)', 300, 500],
  ['121', 'Wound suturing (complex or more than 5 cm)', 450, 750],
  ['122', 'Removal of sutures', 80, 140],
  ['123', 'Wound care/dressing', 90, 160],
  ['124', 'Incision and drainage of abscess', 300, 520],
  ['125', 'Excision of skin lesion', 380, 650],
  ['126', 'Cryotherapy (wart, keratosis)', 150, 260],
  ['127', 'Removal of ingrown toenail', 350, 600],
  ['128', 'Removal of foreign body (skin, eye, ear, nose)', 180, 300],
  ['130', 'Injection (intramuscular/subcutaneous)', 50, 90],
  ['131', 'Intravenous infusion', 250, 420],
  ['132', 'Nebulisation', 120, 200],
  ['133', 'Joint injection/aspiration', 300, 500],
  ['140', 'Ear irrigation', 100, 170],
  ['141', 'Nasal tamponade (epistaxis)', 180, 300],
  ['150', 'Cervical smear (Pap smear)', 150, 260],
  ['151', 'IUD insertion', 400, 700],
  ['152', 'IUD removal', 150, 260],
  ['153', 'Contraceptive implant insertion', 350, 600],
  ['154', 'Contraceptive implant removal', 300, 520],
  ['160', 'Urinary catheterisation', 180, 300],
  ['161', 'Circumcision', 900, 1500],
  ['170', 'Plaster cast/splint', 350, 600],
  ['171', 'Strapping/taping', 120, 200],
  ['180', 'Medical certificate/examination for employment', 150, 250],
  ['181', 'Driving licence medical examination', 150, 250],
];

export const procedure_types: CatalogueEntry[] = (['SZF', 'SURVAM'] as const).flatMap((resource) =>
  PROCEDURES.map(([number, name, szf, survam]) => ({
    code: `${resource === 'SZF' ? 'SZF' : 'SV'}-${number}`,
    name,
    resource,
    tariff: resource === 'SZF' ? szf : survam,
  })),
);

export const episode_statuses: CatalogueEntry[] = [
  { code: 'active', name: 'Active' },
  { code: 'inactive', name: 'Inactive' },
];
