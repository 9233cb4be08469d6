import { type DecursusFields } from '@praktijk/shared/schemas/decursus';
import { type DemoReasonType } from './demo-consultation-plan';

// What patients of a Paramaribo general practice come for in an ordinary week, with the reason
// type reception books it under, how long it is booked for and the short SOEP note the physician
// writes once it is treated. demo-week-plan.ts draws from these; its unit test holds them to the
// API's schemas and the ICPC catalogue.

export interface DemoVisit {
  reasonType: DemoReasonType;
  reason: string;
  /** Booked length in minutes (on the 15-minute grid). */
  minutes: 15 | 30;
  note: Partial<DecursusFields>;
}

const visit = (reasonType: DemoReasonType, reason: string, minutes: 15 | 30, note: Partial<DecursusFields>): DemoVisit => ({
  reasonType,
  reason,
  minutes,
  note,
});

export const DEMO_VISITS: readonly DemoVisit[] = [
  visit('Controle', 'Controle bloeddruk', 15, {
    subjective: 'Geen klachten, neemt de medicatie trouw in.',
    objective: 'RR 136/84 mmHg, pols 72 regulair.',
    evaluation: 'Hypertensie, goed ingesteld.',
    policy: 'Medicatie continueren, controle over 3 maanden.',
    icpc_evaluation_id: 'K86',
  }),
  visit('Controle', 'Diabetescontrole', 30, {
    subjective: 'Voelt zich goed, geen hypo’s. Voeten zonder klachten.',
    objective: 'Nuchtere glucose 7,8 mmol/l, gewicht 91 kg, voetonderzoek zonder afwijkingen.',
    evaluation: 'Diabetes mellitus type 2, redelijk ingesteld.',
    policy: 'Metformine continueren. Bewegingsadvies herhaald. Lab (HbA1c, nierfunctie) over 3 maanden.',
    icpc_evaluation_id: 'T90',
  }),
  visit('Spreekuur', 'Hoesten en keelpijn', 15, {
    subjective: 'Drie dagen hoesten en keelpijn, geen koorts, niet benauwd.',
    objective: 'Keel licht rood, longen schoon.',
    evaluation: 'Acute bovenste luchtweginfectie.',
    policy: 'Uitleg beloop, paracetamol zo nodig. Terugkomen bij koorts of benauwdheid.',
    icpc_subjective_id: 'R05',
    icpc_evaluation_id: 'R74',
  }),
  visit('Spreekuur', 'Koorts en hoofdpijn', 15, {
    subjective: 'Sinds twee dagen koorts tot 38,8 en hoofdpijn. Geen nekstijfheid.',
    objective: 'Temp 38,2, geen meningeale prikkeling, dikke druppel aangevraagd.',
    evaluation: 'Koorts e.c.i., virale infectie waarschijnlijk.',
    policy: 'Paracetamol, veel drinken. Uitslag dikke druppel morgen telefonisch.',
    icpc_subjective_id: 'A03',
  }),
  visit('Spreekuur', 'Lage rugpijn', 15, {
    subjective: 'Sinds vijf dagen pijn laag in de rug na tuinwerk, geen uitstraling.',
    objective: 'Spierspanning lumbaal, Lasègue negatief.',
    evaluation: 'Aspecifieke lage rugpijn.',
    policy: 'In beweging blijven, paracetamol zo nodig.',
    icpc_subjective_id: 'L03',
    icpc_evaluation_id: 'L84',
  }),
  visit('Spreekuur', 'Branderig gevoel bij het plassen', 15, {
    subjective: 'Sinds gisteren branderig plassen en vaak aandrang. Geen koorts.',
    objective: 'Urinestick: nitriet positief, leukocyten ++.',
    evaluation: 'Ongecompliceerde urineweginfectie.',
    policy: 'Nitrofurantoïne 5 dagen. Veel drinken.',
    icpc_subjective_id: 'U01',
    icpc_evaluation_id: 'U71',
  }),
  visit('Spreekuur', 'Diarree en buikkrampen', 15, {
    subjective: 'Twee dagen waterdunne diarree en krampen, geen bloed.',
    objective: 'Niet gedehydreerd, buik soepel, drukpijn diffuus.',
    evaluation: 'Gastro-enteritis.',
    policy: 'ORS, licht eten. Terugkomen als het na een week niet over is.',
    icpc_subjective_id: 'D11',
    icpc_evaluation_id: 'D73',
  }),
  visit('Spreekuur', 'Jeukende huiduitslag', 15, {
    subjective: 'Jeukende rode plekken op de onderarmen sinds een nieuw wasmiddel.',
    objective: 'Erythemateuze, schilferende plekken beide onderarmen.',
    evaluation: 'Contacteczeem.',
    policy: 'Ander wasmiddel, hydrocortisoncrème 1% 2 dd een week.',
    icpc_evaluation_id: 'S88',
  }),
  visit('Spreekuur', 'Oorpijn', 15, {
    subjective: 'Sinds gisteren oorpijn rechts na verkoudheid.',
    objective: 'Trommelvlies rechts rood en bomberend.',
    evaluation: 'Otitis media acuta.',
    policy: 'Pijnstilling, neusspray. Controle bij aanhoudende klachten na 3 dagen.',
    icpc_evaluation_id: 'H71',
  }),
  visit('Spreekuur', 'Slecht slapen en piekeren', 30, {
    subjective: 'Slaapt slecht sinds ontslag op het werk, piekert veel. Geen suïcidale gedachten.',
    objective: 'Rustig, goed contact, stemming gedrukt.',
    evaluation: 'Slaapproblemen bij psychosociale stress.',
    policy: 'Slaaphygiëne besproken, verwijzing POH-GGZ. Controle over 2 weken.',
    icpc_subjective_id: 'P06',
  }),
  visit('Spreekuur', 'Pijnlijke knie', 15, {
    subjective: 'Pijn rechterknie bij traplopen, al maanden, ochtendstijfheid korter dan een half uur.',
    objective: 'Crepitaties, geen hydrops, stabiel.',
    evaluation: 'Artrose van de knie.',
    policy: 'Bewegen, afvallen besproken, paracetamol zo nodig. Verwijzing fysiotherapie.',
    icpc_subjective_id: 'L15',
    icpc_evaluation_id: 'L90',
  }),
  visit('Spreekuur', 'Duizeligheid', 15, {
    subjective: 'Draaiduizelig bij omdraaien in bed, sinds een week.',
    objective: 'Dix-Hallpike rechts positief, verder neurologisch geen afwijkingen.',
    evaluation: 'Benigne paroxismale positieduizeligheid.',
    policy: 'Epley-manoeuvre uitgevoerd, uitleg. Controle zo nodig.',
    icpc_subjective_id: 'N17',
  }),
  visit('Controle', 'Controle cholesterol', 15, {
    subjective: 'Gebruikt simvastatine, geen spierpijn.',
    objective: 'LDL 2,4 mmol/l.',
    evaluation: 'Hypercholesterolemie, op streefwaarde.',
    policy: 'Simvastatine continueren, jaarlijkse controle.',
    icpc_evaluation_id: 'T93',
  }),
  visit('Controle', 'Controle astma', 15, {
    subjective: 'Minder benauwd sinds de inhalator, ’s nachts geen klachten.',
    objective: 'Longen: geen piepen, PEF 420 l/min.',
    evaluation: 'Astma, goed onder controle.',
    policy: 'Inhalatietechniek gecontroleerd, beleid ongewijzigd.',
    icpc_evaluation_id: 'R96',
  }),
  visit('Controle', 'Wondcontrole na hechten', 15, {
    subjective: 'Vijf dagen geleden gehecht na snijwond met een kapmes.',
    objective: 'Wond rustig, droog, geen roodheid. Hechtingen verwijderd.',
    evaluation: 'Snijwond, ongestoorde genezing.',
    policy: 'Geen controle nodig.',
    icpc_evaluation_id: 'S18',
  }),
  visit('Herhaalrecept', 'Herhaalrecept bloeddrukmedicatie', 15, {
    subjective: 'Komt voor herhaalrecept, geen klachten.',
    objective: 'RR 132/82 mmHg.',
    evaluation: 'Hypertensie.',
    policy: 'Recept voor 3 maanden meegegeven.',
    icpc_evaluation_id: 'K86',
  }),
  visit('Herhaalrecept', 'Herhaalrecept metformine', 15, {
    subjective: 'Herhaalrecept, verdraagt de metformine goed.',
    evaluation: 'Diabetes mellitus type 2.',
    policy: 'Recept voor 3 maanden, diabetescontrole gepland.',
    icpc_evaluation_id: 'T90',
  }),
  visit('Herhaalrecept', 'Herhaalrecept de pil', 15, {
    subjective: 'Wil doorgaan met de pil, geen bijwerkingen.',
    objective: 'RR 118/76 mmHg.',
    evaluation: 'Orale anticonceptie.',
    policy: 'Recept voor een jaar.',
    icpc_evaluation_id: 'W11',
  }),
];

/** What walk-ins come for: the same day, without an appointment. */
export const DEMO_WALK_INS: readonly DemoVisit[] = [
  visit('Spreekuur', 'Snijwond aan de hand', 15, {
    subjective: 'Vanochtend gesneden bij het schoonmaken van vis.',
    objective: 'Snijwond 2 cm palm links, geen peesletsel, sensibiliteit intact.',
    evaluation: 'Snijwond hand.',
    policy: 'Gehecht (3 hechtingen), tetanus up-to-date. Hechtingen eruit over 10 dagen.',
    icpc_evaluation_id: 'S18',
  }),
  visit('Spreekuur', 'Hoge koorts sinds vannacht', 15, {
    subjective: 'Sinds vannacht koorts tot 39,5, spierpijn en hoofdpijn.',
    objective: 'Temp 39,1, geen huiduitslag, dikke druppel negatief.',
    evaluation: 'Koorts, verdenking virale infectie (dengue niet uitgesloten).',
    policy: 'Paracetamol, geen NSAID’s, veel drinken. Bij bloedingen of braken direct terugkomen.',
    icpc_subjective_id: 'A03',
  }),
  visit('Spreekuur', 'Rood en plakkerig oog', 15, {
    subjective: 'Sinds gisteren rood oog met plakkerige afscheiding.',
    objective: 'Conjunctivale roodheid rechts, visus normaal.',
    evaluation: 'Bacteriële conjunctivitis.',
    policy: 'Oog schoonhouden, chlooramfenicol oogdruppels 5 dagen.',
    icpc_evaluation_id: 'F70',
  }),
];
