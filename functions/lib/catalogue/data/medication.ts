import { type CatalogueEntry } from '@praktijk/shared/schemas/catalogue';

// Prescription lists (spec 2 §3, Prescription). Medications are the primary-care formulary of a
// Surinamese practice: generic name (Dutch spelling, as pharmacies in Suriname label them),
// strength and dosage form, with the WHO ATC code for the allergy check. Article codes are the
// practice formulary's own six-digit numbers.
type Medication = [atc: string, name: string, strength: string, form: string];

const FORMULARY: Medication[] = [
  // pain, fever, inflammation
  ['N02BE01', 'Paracetamol', '500 mg', 'Tablet'], ['N02BE01', 'Paracetamol', '120 mg/5 ml', 'Syrup'], ['N02BE01', 'Paracetamol', '250 mg', 'Suppository'],
  ['M01AE01', 'Ibuprofen', '400 mg', 'Tablet'], ['M01AE01', 'Ibuprofen', '600 mg', 'Tablet'], ['M01AE01', 'Ibuprofen', '100 mg/5 ml', 'Suspension'],
  ['M01AB05', 'Diclofenac', '50 mg', 'Tablet'], ['M01AB05', 'Diclofenac', '75 mg/3 ml', 'Injection'], ['M01AE02', 'Naproxen', '500 mg', 'Tablet'],
  ['N02AX02', 'Tramadol', '50 mg', 'Capsule'], ['N02AJ06', 'Paracetamol/codeine', '500/10 mg', 'Tablet'], ['N02BA01', 'Acetylsalicylzuur', '500 mg', 'Tablet'],
  ['M04AA01', 'Allopurinol', '100 mg', 'Tablet'], ['M04AA01', 'Allopurinol', '300 mg', 'Tablet'], ['M04AC01', 'Colchicine', '0.5 mg', 'Tablet'],
  // antibiotics, antifungals, antiparasitics
  ['J01CA04', 'Amoxicilline', '500 mg', 'Capsule'], ['J01CA04', 'Amoxicilline', '250 mg/5 ml', 'Suspension'], ['J01CR02', 'Amoxicilline/clavulaanzuur', '500/125 mg', 'Tablet'],
  ['J01CR02', 'Amoxicilline/clavulaanzuur', '250/62.5 mg/5 ml', 'Suspension'], ['J01CF05', 'Flucloxacilline', '500 mg', 'Capsule'], ['J01CE02', 'Feneticilline', '500 mg', 'Capsule'],
  ['J01CE08', 'Benzathine benzylpenicilline', '1.2 MIU', 'Injection'], ['J01FA10', 'Azitromycine', '500 mg', 'Tablet'], ['J01FA10', 'Azitromycine', '200 mg/5 ml', 'Suspension'],
  ['J01FA09', 'Claritromycine', '500 mg', 'Tablet'], ['J01FA01', 'Erytromycine', '500 mg', 'Tablet'], ['J01AA02', 'Doxycycline', '100 mg', 'Tablet'],
  ['J01MA02', 'Ciprofloxacine', '500 mg', 'Tablet'], ['J01EE01', 'Co-trimoxazol', '960 mg', 'Tablet'], ['J01EE01', 'Co-trimoxazol', '240 mg/5 ml', 'Suspension'],
  ['J01XE01', 'Nitrofurantoïne', '100 mg', 'Capsule'], ['J01DC02', 'Cefuroxim', '500 mg', 'Tablet'], ['J01DD04', 'Ceftriaxon', '1 g', 'Injection'],
  ['J01DB01', 'Cefalexine', '500 mg', 'Capsule'], ['P01AB01', 'Metronidazol', '500 mg', 'Tablet'], ['J02AC01', 'Fluconazol', '150 mg', 'Capsule'],
  ['P02CA01', 'Mebendazol', '100 mg', 'Tablet'], ['P02CA03', 'Albendazol', '400 mg', 'Tablet'], ['P01BF01', 'Artemether/lumefantrine', '20/120 mg', 'Tablet'],
  ['P01BA03', 'Primaquine', '15 mg', 'Tablet'], ['P01BA01', 'Chloroquine', '150 mg', 'Tablet'], ['J05AB01', 'Aciclovir', '400 mg', 'Tablet'],
  ['J04AM06', 'Rifampicine/isoniazide/pyrazinamide/ethambutol', '150/75/400/275 mg', 'Tablet'],
  // diabetes
  ['A10BA02', 'Metformine', '500 mg', 'Tablet'], ['A10BA02', 'Metformine', '850 mg', 'Tablet'], ['A10BA02', 'Metformine', '1000 mg', 'Tablet'],
  ['A10BB01', 'Glibenclamide', '5 mg', 'Tablet'], ['A10BB09', 'Gliclazide', '80 mg', 'Tablet'], ['A10BB12', 'Glimepiride', '2 mg', 'Tablet'],
  ['A10AC01', 'Insuline isofaan (NPH)', '100 IU/ml', 'Injection'], ['A10AB01', 'Insuline gewoon (regular)', '100 IU/ml', 'Injection'],
  ['A10AE04', 'Insuline glargine', '100 IU/ml', 'Injection'], ['A10AD01', 'Insuline 30/70 (mix)', '100 IU/ml', 'Injection'],
  // cardiovascular
  ['C09AA02', 'Enalapril', '10 mg', 'Tablet'], ['C09AA02', 'Enalapril', '20 mg', 'Tablet'], ['C09AA03', 'Lisinopril', '10 mg', 'Tablet'],
  ['C09AA01', 'Captopril', '25 mg', 'Tablet'], ['C09CA01', 'Losartan', '50 mg', 'Tablet'], ['C08CA01', 'Amlodipine', '5 mg', 'Tablet'],
  ['C08CA01', 'Amlodipine', '10 mg', 'Tablet'], ['C08CA05', 'Nifedipine retard', '20 mg', 'Tablet'], ['C03AA03', 'Hydrochloorthiazide', '25 mg', 'Tablet'],
  ['C03BA04', 'Chloortalidon', '25 mg', 'Tablet'], ['C03CA01', 'Furosemide', '40 mg', 'Tablet'], ['C03DA01', 'Spironolacton', '25 mg', 'Tablet'],
  ['C07AB03', 'Atenolol', '50 mg', 'Tablet'], ['C07AB02', 'Metoprolol', '50 mg', 'Tablet'], ['C07AA05', 'Propranolol', '40 mg', 'Tablet'],
  ['C07AG02', 'Carvedilol', '6.25 mg', 'Tablet'], ['C02AB01', 'Methyldopa', '250 mg', 'Tablet'], ['C01DA08', 'Isosorbidedinitraat', '5 mg', 'Sublingual tablet'],
  ['C01AA05', 'Digoxine', '0.25 mg', 'Tablet'], ['C10AA01', 'Simvastatine', '20 mg', 'Tablet'], ['C10AA01', 'Simvastatine', '40 mg', 'Tablet'],
  ['C10AA05', 'Atorvastatine', '20 mg', 'Tablet'], ['C10AA05', 'Atorvastatine', '40 mg', 'Tablet'], ['B01AC06', 'Acetylsalicylzuur', '80 mg', 'Tablet'],
  ['B01AC04', 'Clopidogrel', '75 mg', 'Tablet'], ['B01AA03', 'Warfarine', '5 mg', 'Tablet'], ['B01AA07', 'Acenocoumarol', '1 mg', 'Tablet'],
  // respiratory and allergy
  ['R03AC02', 'Salbutamol', '100 mcg/dosis', 'Inhaler'], ['R03AC02', 'Salbutamol', '2 mg/5 ml', 'Syrup'], ['R03AC02', 'Salbutamol', '5 mg/ml', 'Nebuliser solution'],
  ['R03BA01', 'Beclometason', '100 mcg/dosis', 'Inhaler'], ['R03BA02', 'Budesonide', '200 mcg/dosis', 'Inhaler'], ['R03AK06', 'Salmeterol/fluticason', '25/125 mcg/dosis', 'Inhaler'],
  ['R03BB01', 'Ipratropium', '20 mcg/dosis', 'Inhaler'], ['R06AE07', 'Cetirizine', '10 mg', 'Tablet'], ['R06AX13', 'Loratadine', '10 mg', 'Tablet'],
  ['R06AB04', 'Chloorfenamine', '4 mg', 'Tablet'], ['R06AD02', 'Promethazine', '25 mg', 'Tablet'], ['R01AD09', 'Mometason', '50 mcg/dosis', 'Nasal spray'],
  ['R01AA07', 'Xylometazoline', '0.1%', 'Nasal spray'], ['R05CB01', 'Acetylcysteïne', '600 mg', 'Effervescent tablet'], ['R05DA09', 'Dextromethorfan', '15 mg/5 ml', 'Syrup'],
  ['H02AB07', 'Prednison', '5 mg', 'Tablet'], ['H02AB07', 'Prednison', '20 mg', 'Tablet'], ['H02AB02', 'Dexamethason', '4 mg/ml', 'Injection'],
  // digestive
  ['A02BC01', 'Omeprazol', '20 mg', 'Capsule'], ['A02BC02', 'Pantoprazol', '40 mg', 'Tablet'], ['A02BA03', 'Famotidine', '20 mg', 'Tablet'],
  ['A02AD01', 'Aluminiumhydroxide/magnesiumhydroxide', '200/400 mg/10 ml', 'Suspension'], ['A03FA01', 'Metoclopramide', '10 mg', 'Tablet'],
  ['A03FA03', 'Domperidon', '10 mg', 'Tablet'], ['A03BB01', 'Butylscopolamine', '10 mg', 'Tablet'], ['A07DA03', 'Loperamide', '2 mg', 'Capsule'],
  ['A07CA', 'ORS (oral rehydration salts)', '20.5 g', 'Sachet'], ['A12CB01', 'Zinksulfaat', '20 mg', 'Dispersible tablet'], ['A06AD11', 'Lactulose', '670 mg/ml', 'Syrup'],
  ['A06AB02', 'Bisacodyl', '5 mg', 'Tablet'], ['A06AD65', 'Macrogol/elektrolyten', '13.7 g', 'Sachet'], ['C05AA01', 'Hydrocortison/lidocaïne', '', 'Rectal ointment'],
  // vitamins, minerals, blood
  ['B03AA07', 'Ferrosulfaat', '200 mg', 'Tablet'], ['B03BB01', 'Foliumzuur', '5 mg', 'Tablet'], ['B03BB01', 'Foliumzuur', '0.5 mg', 'Tablet'],
  ['A11EA', 'Vitamine B-complex', '', 'Tablet'], ['A11CC05', 'Colecalciferol', '800 IU', 'Tablet'], ['A12AX', 'Calciumcarbonaat/colecalciferol', '1.25 g/800 IU', 'Chewable tablet'],
  ['B03BA01', 'Cyanocobalamine', '1 mg/ml', 'Injection'], ['A11DA01', 'Thiamine', '100 mg', 'Tablet'],
  // nervous system and mental health
  ['N05BA01', 'Diazepam', '5 mg', 'Tablet'], ['N05BA06', 'Lorazepam', '1 mg', 'Tablet'], ['N05CF01', 'Zopiclon', '7.5 mg', 'Tablet'],
  ['N06AA09', 'Amitriptyline', '25 mg', 'Tablet'], ['N06AB03', 'Fluoxetine', '20 mg', 'Capsule'], ['N06AB06', 'Sertraline', '50 mg', 'Tablet'],
  ['N05AD01', 'Haloperidol', '5 mg', 'Tablet'], ['N05AH03', 'Olanzapine', '10 mg', 'Tablet'], ['N05AX08', 'Risperidon', '2 mg', 'Tablet'],
  ['N03AF01', 'Carbamazepine', '200 mg', 'Tablet'], ['N03AB02', 'Fenytoïne', '100 mg', 'Capsule'], ['N03AG01', 'Valproïnezuur', '500 mg', 'Tablet'],
  ['N03AX09', 'Lamotrigine', '100 mg', 'Tablet'], ['N07BB01', 'Disulfiram', '200 mg', 'Tablet'], ['N02CC01', 'Sumatriptan', '50 mg', 'Tablet'],
  ['N04BA02', 'Levodopa/carbidopa', '100/25 mg', 'Tablet'], ['N07CA01', 'Betahistine', '16 mg', 'Tablet'], ['A04AD', 'Cinnarizine', '25 mg', 'Tablet'],
  // endocrine, urology, women's health
  ['H03AA01', 'Levothyroxine', '50 mcg', 'Tablet'], ['H03AA01', 'Levothyroxine', '100 mcg', 'Tablet'], ['H03BB02', 'Thiamazol', '10 mg', 'Tablet'],
  ['G04CA02', 'Tamsulosine', '0.4 mg', 'Capsule'], ['G04CB01', 'Finasteride', '5 mg', 'Tablet'], ['G04BE03', 'Sildenafil', '50 mg', 'Tablet'],
  ['G03AA07', 'Levonorgestrel/ethinylestradiol', '150/30 mcg', 'Tablet'], ['G03AD01', 'Levonorgestrel (morning-after pill)', '1.5 mg', 'Tablet'],
  ['G03AC06', 'Medroxyprogesteron', '150 mg/ml', 'Injection'], ['G01AF02', 'Clotrimazol', '500 mg', 'Vaginal tablet'], ['G01AF04', 'Miconazol', '2%', 'Vaginal cream'],
  ['G02AB03', 'Oxytocine', '10 IU/ml', 'Injection'],
  // skin, eye, ear
  ['D07AA02', 'Hydrocortison', '1%', 'Cream'], ['D07AC01', 'Betamethason', '0.1%', 'Cream'], ['D07AD01', 'Clobetasol', '0.05%', 'Ointment'],
  ['D01AC02', 'Miconazol', '2%', 'Cream'], ['D01AC01', 'Clotrimazol', '1%', 'Cream'], ['D06AX09', 'Mupirocine', '2%', 'Ointment'],
  ['D06AX01', 'Fusidinezuur', '2%', 'Cream'], ['P03AC04', 'Permetrine', '5%', 'Cream'], ['D02AX', 'Zinkoxide', '', 'Ointment'],
  ['D10AE01', 'Benzoylperoxide', '5%', 'Gel'], ['S01AA01', 'Chlooramfenicol', '0.5%', 'Eye drops'], ['S01AA12', 'Tobramycine', '0.3%', 'Eye drops'],
  ['S01ED01', 'Timolol', '0.5%', 'Eye drops'], ['S02CA06', 'Dexamethason/framycetine/gramicidine', '', 'Ear drops'], ['S02DC', 'Natriumbicarbonaat', '5%', 'Ear drops'],
];

export const medications: CatalogueEntry[] = FORMULARY.map(([atc, name, strength, form], i) => ({
  code: String(100001 + i), name, strength, form, atc, system: 'ATC',
}));

export const units: CatalogueEntry[] = [
  ['MG', 'mg'], ['G', 'g'], ['MCG', 'mcg'], ['ML', 'ml'], ['IU', 'IU'], ['MMOL', 'mmol'], ['TAB', 'tablet'], ['CAP', 'capsule'],
  ['SACH', 'sachet'], ['SUPP', 'suppository'], ['PUFF', 'puff'], ['DROP', 'drop'], ['APPL', 'application'], ['UNIT', 'unit'], ['SPOON', 'spoon (5 ml)'],
].map(([code, name]) => ({ code: code!, name: name! }));

export const frequency_units: CatalogueEntry[] = [
  ['H', 'per hour'], ['D', 'per day'], ['W', 'per week'], ['M', 'per month'], ['PRN', 'as needed'], ['ONCE', 'once'],
].map(([code, name]) => ({ code: code!, name: name! }));

export const prescription_dosage_forms: CatalogueEntry[] = [
  ['TAB', 'Tablet'], ['CAP', 'Capsule'], ['SYR', 'Syrup'], ['SUS', 'Suspension'], ['SOL', 'Oral solution'], ['DRO', 'Drops'],
  ['SUP', 'Suppository'], ['CRE', 'Cream'], ['OIN', 'Ointment'], ['GEL', 'Gel'], ['LOT', 'Lotion'], ['INH', 'Inhaler'],
  ['NEB', 'Nebuliser solution'], ['NAS', 'Nasal spray'], ['EYE', 'Eye drops'], ['EAR', 'Ear drops'], ['INJ', 'Injection'],
  ['PAT', 'Patch'], ['SAC', 'Sachet'], ['VAG', 'Vaginal tablet'],
].map(([code, name]) => ({ code: code!, name: name! }));

// How the pharmacy hands it out.
export const delivery_forms: CatalogueEntry[] = [
  ['STRIP', 'Strip'], ['BOX', 'Box'], ['BOTTLE', 'Bottle'], ['TUBE', 'Tube'], ['JAR', 'Jar'], ['INHALER', 'Inhaler'], ['VIAL', 'Vial'],
  ['AMP', 'Ampoule'], ['PEN', 'Pen'], ['SACHET', 'Sachet'], ['LOOSE', 'Loose (counted)'],
].map(([code, name]) => ({ code: code!, name: name! }));

// After how long a chronic prescription repeats.
export const medication_repeat_dates: CatalogueEntry[] = [
  ['1W', '1 week'], ['2W', '2 weeks'], ['4W', '4 weeks'], ['1M', '1 month'], ['2M', '2 months'], ['3M', '3 months'], ['6M', '6 months'],
].map(([code, name]) => ({ code: code!, name: name! }));
