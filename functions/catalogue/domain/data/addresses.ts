import { type CatalogueEntry } from '@praktijk/shared/schemas/catalogue';
import { resortCode } from './geography';

// Streets, each in its resort, so that picking an address fills resort and district (spec 2 §4).
// A street that runs through several resorts is listed once per resort it is usually entered
// under. This is a practice's working list, not the national address register: ops replace it by
// the register's export when the practice needs every street (see the README).
const STREETS: Record<string, string[]> = {
  // Paramaribo
  Centrum: [
    'Domineestraat',
    'Keizerstraat',
    'Waterkant',
    'Heerenstraat',
    'Gravenstraat',
    'Wagenwegstraat',
    'Saramaccastraat',
    'Zwartenhovenbrugstraat',
    'Steenbakkerijstraat',
    'Henck Arronstraat',
    'Kerkplein',
    'Mirandastraat',
    'Maagdenstraat',
    'Lim A Postraat',
    'Klipstenenstraat',
    'Jodenbreestraat',
    'Knuffelsgracht',
    'Dr. Sophie Redmondstraat',
    'Prinsenstraat',
    'Hoogestraat',
    'Van Roseveltkade',
    'Watermolenstraat',
    'Sommelsdijckstraat',
    'Mgr. Wulfinghstraat',
    'Zeelandiaweg',
    'Johan Adolf Pengelstraat',
    'Grote Hofstraat',
    'Koninginnestraat',
    'Prins Hendrikstraat',
    'Gonggrijpstraat',
    'Molenpad',
    'Costerstraat',
    'Burenstraat',
    'Frederik Derbystraat',
    'Dr. J.F. Nassylaan',
    'Waldijkstraat',
  ],
  Rainville: [
    'Tourtonnelaan',
    'Van Idsingastraat',
    'Leysweg',
    'Johannes Mungrastraat',
    'Gemenelandsweg',
    'Slangenhoutstraat',
    'Verlengde Gemenelandsweg',
    'Wilhelminastraat',
    "Van 't Hogerhuysstraat",
    'Malebatrumstraat',
    'Anniestraat',
    'Rustenburgstraat',
  ],
  Blauwgrond: [
    'Mr. Jagernath Lachmonstraat',
    'Jamaludinstraat',
    'Verlengde Jagernath Lachmonstraat',
    'Blauwgrondstraat',
    'Hogerhuysstraat',
    'Tawakalstraat',
    'Kashmirstraat',
    'Heidiweg',
    'Leonsberglaan',
  ],
  'Weg naar Zee': ['Weg naar Zee', 'Leonsbergweg', 'Sir Winston Churchillweg', "Hanna's Lustweg", 'Nieuwe Charlesburgweg'],
  Munder: ['Kwattaweg', 'Charlesburgweg', 'Jozef Israelstraat', 'Zorg en Hoopweg', 'Duisburglaan', 'Hermitageweg', 'Pater Ahlbrinckweg'],
  Flora: [
    'Kernkampweg',
    'Letitia Vriesdelaan',
    'Anamoestraat',
    'Kankantriestraat',
    'Zinniastraat',
    'Dr. Axwijkstraat',
    'Sunflowerstraat',
    'Floralaan',
    'Mahonylaan',
    'Verlengde Mahonylaan',
  ],
  Latour: ['Indira Gandhiweg', 'Kasabaholoweg', 'Latourweg', 'Tawajarieweg', 'Tweede Rijweg', 'Dr. Lachmonstraat'],
  Pontbuiten: ['Ds. Martin Luther Kingweg', 'Jaguarstraat', 'Kristalstraat', 'Magnesiumstraat', 'Ringweg Zuid', 'Verlengde Coesewijnestraat'],
  Tammenga: ['Anton Dragtenweg', 'Coesewijnestraat', 'Verlengde Keizerstraat', 'Tammengaweg', 'Surinamestraat', 'Jan Steenstraat'],
  Livorno: ['Livornoweg', 'Martin Luther Kingweg', 'Cornelis Jongbawstraat', 'Kampongstraat', 'Morgenstondstraat'],
  Beekhuizen: ['Lalla Rookhweg', 'Sir Winston Churchillweg', 'Beekhuizenweg', 'Ringweg Noord', 'Bonistraat'],
  Welgelegen: ['Welgedacht C-weg', 'Welgelegenweg', 'Hoogzandweg', 'Ommissieweg', 'Franchepanestraat'],
  // Wanica
  Lelydorp: ['Indira Gandhiweg', 'Lelydorpweg', 'Sarwanweg', 'Oost-Westverbinding', 'Ramgoelamweg'],
  Kwatta: ['Kwattaweg', 'Eerste Rijweg', 'Tijgerkreekweg', 'Welgedacht A-weg', 'Mon Plaisirweg'],
  'De Nieuwe Grond': ['Tout Lui Faut Kanaalweg', 'Pad van Wanica', 'Sir Winston Churchillweg', 'Meursweg'],
  Domburg: ['Domburgweg', 'Kawinaweg', 'Reeberg', 'Tamarindelaan'],
  Houttuin: ['Houttuinweg', 'Jagernath Lachmonstraat', 'Sidhoestraat'],
  Koewarasan: ['Koewarasanweg', 'Hoogstraat', 'Soekhoestraat'],
  Saramaccapolder: ['Uitkijkweg', 'Saramaccapolderweg', 'Boxelweg'],
  // Nickerie
  'Nieuw Nickerie': [
    'Gouverneurstraat',
    'Landingstraat',
    'Waterloostraat',
    'Kanaalstraat',
    'R.P. Bharossingstraat',
    'Prins Hendrikstraat',
    'Oost-Westverbinding',
  ],
  Wageningen: ['Wageningenweg', 'Lantiweg'],
  'Groot Henar': ['Henarpolderweg'],
  'Oostelijke Polders': ['Paradiseweg', 'Hamptoncourtweg'],
  'Westelijke Polders': ['Corantijnpolderweg', 'Clarapolderweg'],
  // Coronie
  Totness: ['Oost-Westverbinding', 'Totnessweg'],
  'Johanna Maria': ['Johanna Mariaweg'],
  // Saramacca
  Groningen: ['Groningenweg', 'Oost-Westverbinding', 'Tijgerkreekweg West'],
  Calcutta: ['Calcuttaweg'],
  Jarikaba: ['Jarikabaweg', 'Wayamboweg'],
  'Kampong Baroe': ['Kampong Baroeweg'],
  // Commewijne
  Meerzorg: ['Meerzorgweg', 'Oost-Westverbinding', 'Pomonaweg'],
  Tamanredjo: ['Tamanredjoweg', 'Oost-Westverbinding', 'Mariënburgweg'],
  'Nieuw Amsterdam': ['Fort Nieuw Amsterdamweg', 'Commewijnestraat'],
  Alkmaar: ['Alkmaarweg'],
  // Marowijne
  Moengo: ['Moengoweg', 'Oost-Westverbinding', 'Cotticaweg'],
  Albina: ['Albinaweg', 'Marowijnestraat', 'Veerbootweg'],
  // Para
  Oost: ['Onverwachtweg', 'Republiekweg'],
  Zuid: ['Zanderijweg', 'Luchthavenweg', 'Oost-Westverbinding'],
  Noord: ['Bernharddorpweg'],
  // Brokopondo
  'Brokopondo Centrum': ['Afobakaweg', 'Brokopondoweg'],
  Brownsweg: ['Brownsweg'],
};

const PARAMARIBO_RESORTS = new Set(['Welgelegen']);

export const addresses: CatalogueEntry[] = Object.entries(STREETS)
  .flatMap(([resort, streets]) => streets.map((name) => ({ name, parent: resortCode(resort, PARAMARIBO_RESORTS.has(resort) ? 'PM' : undefined) })))
  .map((entry, i) => ({ code: `A${String(i + 1).padStart(4, '0')}`, ...entry }));
