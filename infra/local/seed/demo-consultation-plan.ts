import { type DecursusFields } from '@praktijk/shared/schemas/decursus';

// The demo practice's consultations, as plain data: a physician's earlier consultations of two
// patients with their SOEP notes and ICPC-2 codes (so Previous Decursus and revisions have
// something to show), and one walk-in of today that has arrived and is not yet treated. The unit
// test beside this file holds it to the API's schemas and the ICPC catalogue.

/** General reason types of the practice (Account > Consultations). */
export const DEMO_REASON_TYPES = ['Spreekuur', 'Controle', 'Herhaalrecept'] as const;
export type DemoReasonType = (typeof DEMO_REASON_TYPES)[number];

export interface DemoConsultation {
  /** Index into the planned demo patients. */
  patient: number;
  /** Minutes before the seed runs that it started. */
  minutesAgo: number;
  reasonType: DemoReasonType;
  reason: string;
  isWalkin: boolean;
  arrived: boolean;
  processed: boolean;
  note: Partial<DecursusFields>;
}

const DAY = 24 * 60;
/** An earlier consultation: the patient came, was seen and it was closed. */
const earlier = (patient: number, days: number, reasonType: DemoReasonType, reason: string, note: Partial<DecursusFields>): DemoConsultation => ({
  patient,
  minutesAgo: days * DAY + 90,
  reasonType,
  reason,
  isWalkin: false,
  arrived: true,
  processed: true,
  note,
});

export const DEMO_CONSULTATIONS: readonly DemoConsultation[] = [
  earlier(0, 180, 'Controle', 'Controle bloeddruk', {
    subjective: 'Komt voor controle van de bloeddruk. Geen hoofdpijn of duizeligheid.',
    objective: 'RR 152/94 mmHg, pols 78 regulair. Gewicht 84 kg.',
    evaluation: 'Essentiële hypertensie, onvoldoende ingesteld.',
    policy: 'Start hydrochloorthiazide 12,5 mg 1 dd. Zoutarm dieet besproken. Controle over 6 weken.',
    icpc_subjective_id: 'K85',
    icpc_evaluation_id: 'K86',
  }),
  earlier(0, 130, 'Controle', 'Controle bloeddruk na start medicatie', {
    subjective: 'Gebruikt de tabletten trouw, geen bijwerkingen.',
    objective: 'RR 138/86 mmHg.',
    evaluation: 'Hypertensie, beter ingesteld.',
    policy: 'Medicatie continueren. Controle over 3 maanden, eerder bij klachten.',
    icpc_subjective_id: 'K85',
    icpc_evaluation_id: 'K86',
  }),
  earlier(0, 21, 'Spreekuur', 'Hoesten en keelpijn', {
    subjective: 'Sinds vier dagen hoesten en keelpijn, geen koorts. Niet benauwd.',
    objective: 'Keel rood, geen beslag. Longen: vesiculair ademgeruis, geen bijgeluiden.',
    evaluation: 'Acute bovenste luchtweginfectie.',
    policy: 'Uitleg over het beloop, paracetamol zo nodig. Terugkomen bij koorts of benauwdheid.',
    comments: 'Rookt 10 sigaretten per dag; stoppen besproken.',
    icpc_subjective_id: 'R05',
    icpc_evaluation_id: 'R74',
  }),
  earlier(1, 60, 'Spreekuur', 'Lage rugpijn na tillen', {
    subjective: 'Sinds een week pijn laag in de rug na het tillen van zakken rijst. Geen uitstraling naar de benen.',
    objective: 'Paravertebrale spierspanning lumbaal, Lasègue negatief, geen neurologische uitval.',
    evaluation: 'Aspecifieke lage rugpijn.',
    policy: 'In beweging blijven, paracetamol 1 g 3 dd zo nodig. Controle over 2 weken als het niet beter gaat.',
    icpc_subjective_id: 'L03',
    icpc_evaluation_id: 'L84',
  }),
  earlier(1, 10, 'Spreekuur', 'Moe en veel dorst', {
    subjective: "Al enkele maanden moe, veel dorst en 's nachts vaak plassen. Moeder heeft suikerziekte.",
    objective: 'Nuchtere glucose 9,4 mmol/l, HbA1c 62 mmol/mol.',
    evaluation: 'Diabetes mellitus type 2, nieuw ontdekt.',
    policy: 'Leefstijladviezen, start metformine 500 mg 2 dd. Verwijzing diëtist. Controle over 4 weken.',
    icpc_subjective_id: 'A04',
    icpc_evaluation_id: 'T90',
  }),
  {
    patient: 2,
    minutesAgo: 25,
    reasonType: 'Spreekuur',
    reason: 'Koorts en hoofdpijn sinds gisteren',
    isWalkin: true,
    arrived: true,
    processed: false,
    note: { subjective: 'Koorts tot 38,9 sinds gisteren, hoofdpijn en spierpijn.', icpc_subjective_id: 'A03' },
  },
];
