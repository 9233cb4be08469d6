import { type CatalogueEntry } from '@praktijk/shared/schemas/catalogue';

// Suriname's ten districts (ISO 3166-2:SR codes) and their 62 resorts, each resort with its
// district's code as parent. Resort codes are the district code plus a two-digit number.
export const districts: CatalogueEntry[] = [
  { code: 'PM', name: 'Paramaribo', system: 'ISO 3166-2:SR' },
  { code: 'WA', name: 'Wanica', system: 'ISO 3166-2:SR' },
  { code: 'NI', name: 'Nickerie', system: 'ISO 3166-2:SR' },
  { code: 'CR', name: 'Coronie', system: 'ISO 3166-2:SR' },
  { code: 'SA', name: 'Saramacca', system: 'ISO 3166-2:SR' },
  { code: 'CM', name: 'Commewijne', system: 'ISO 3166-2:SR' },
  { code: 'MA', name: 'Marowijne', system: 'ISO 3166-2:SR' },
  { code: 'PR', name: 'Para', system: 'ISO 3166-2:SR' },
  { code: 'BR', name: 'Brokopondo', system: 'ISO 3166-2:SR' },
  { code: 'SI', name: 'Sipaliwini', system: 'ISO 3166-2:SR' },
];

const RESORTS_BY_DISTRICT: Record<string, string[]> = {
  PM: ['Beekhuizen', 'Blauwgrond', 'Centrum', 'Flora', 'Latour', 'Livorno', 'Munder', 'Pontbuiten', 'Rainville', 'Tammenga', 'Weg naar Zee', 'Welgelegen'],
  WA: ['De Nieuwe Grond', 'Domburg', 'Houttuin', 'Koewarasan', 'Kwatta', 'Lelydorp', 'Saramaccapolder'],
  NI: ['Groot Henar', 'Nieuw Nickerie', 'Oostelijke Polders', 'Wageningen', 'Westelijke Polders'],
  CR: ['Johanna Maria', 'Totness', 'Welgelegen'],
  SA: ['Calcutta', 'Groningen', 'Jarikaba', 'Kampong Baroe', 'Tijgerkreek', 'Wayamboweg'],
  CM: ['Alkmaar', 'Bakkie', 'Margarethenburg', 'Meerzorg', 'Nieuw Amsterdam', 'Tamanredjo'],
  MA: ['Albina', 'Galibi', 'Moengo', 'Moengotapoe', 'Patamacca', 'Wanhatti'],
  PR: ['Bigi Poika', 'Carolina', 'Noord', 'Oost', 'Zuid'],
  BR: ['Brokopondo Centrum', 'Brownsweg', 'Klaaskreek', 'Kwakoegron', 'Marshallkreek', 'Sarakreek'],
  SI: ['Boven-Coppename', 'Boven-Saramacca', 'Boven-Suriname', 'Coeroeni', 'Kabalebo', 'Tapanahony'],
};

export const resorts: CatalogueEntry[] = Object.entries(RESORTS_BY_DISTRICT).flatMap(([district, names]) =>
  names.map((name, i) => ({ code: `${district}${String(i + 1).padStart(2, '0')}`, name, parent: district })),
);

/**
 * The code of a resort by name; the data modules name resorts, the catalogue stores codes. Two
 * resorts are called Welgelegen (Paramaribo and Coronie): those need their district.
 */
export function resortCode(name: string, district?: string): string {
  const found = resorts.filter((r) => r.name === name && (!district || r.parent === district));
  if (found.length !== 1) throw new Error(`Resort ${name} ${found.length ? 'is ambiguous' : 'is unknown'}`);
  return found[0]!.code;
}

// Towns and district capitals, each in its resort.
const CITIES: [string, string][] = [
  ['Paramaribo', 'Centrum'],
  ['Lelydorp', 'Lelydorp'],
  ['Nieuw Nickerie', 'Nieuw Nickerie'],
  ['Wageningen', 'Wageningen'],
  ['Totness', 'Totness'],
  ['Groningen', 'Groningen'],
  ['Nieuw Amsterdam', 'Nieuw Amsterdam'],
  ['Meerzorg', 'Meerzorg'],
  ['Tamanredjo', 'Tamanredjo'],
  ['Moengo', 'Moengo'],
  ['Albina', 'Albina'],
  ['Onverwacht', 'Oost'],
  ['Zanderij', 'Zuid'],
  ['Brokopondo', 'Brokopondo Centrum'],
  ['Domburg', 'Domburg'],
  ['Koewarasan', 'Koewarasan'],
];
export const cities: CatalogueEntry[] = CITIES.map(([name, resort], i) => ({ code: `C${String(i + 1).padStart(3, '0')}`, name, parent: resortCode(resort) }));

// Villages of the coastal districts and the interior (Maroon and Indigenous villages), each in its resort.
const VILLAGES: [string, string][] = [
  ['Apoera', 'Kabalebo'],
  ['Washabo', 'Kabalebo'],
  ['Section', 'Kabalebo'],
  ['Pokigron', 'Boven-Suriname'],
  ['Atjoni', 'Boven-Suriname'],
  ['Botopasi', 'Boven-Suriname'],
  ['Djumu', 'Boven-Suriname'],
  ['Pikin Slee', 'Boven-Suriname'],
  ['Nieuw Aurora', 'Boven-Suriname'],
  ['Kajana', 'Boven-Suriname'],
  ['Gingee', 'Boven-Suriname'],
  ['Drietabbetje', 'Tapanahony'],
  ['Godo Olo', 'Tapanahony'],
  ['Stoelmanseiland', 'Tapanahony'],
  ['Palumeu', 'Tapanahony'],
  ['Tepoe', 'Tapanahony'],
  ['Apetina', 'Tapanahony'],
  ['Benzdorp', 'Tapanahony'],
  ['Kwamalasamoetoe', 'Coeroeni'],
  ['Sipaliwini Savanne', 'Coeroeni'],
  ['Witagron', 'Boven-Coppename'],
  ['Kaaimanston', 'Boven-Coppename'],
  ['Pusugrunu', 'Boven-Saramacca'],
  ['Bitagron', 'Boven-Saramacca'],
  ['Brownsweg', 'Brownsweg'],
  ['Nieuw Koffiekamp', 'Brownsweg'],
  ['Klaaskreek', 'Klaaskreek'],
  ['Kwakoegron', 'Kwakoegron'],
  ['Marshallkreek', 'Marshallkreek'],
  ['Asidonhopo', 'Sarakreek'],
  ['Lebidoti', 'Sarakreek'],
  ['Galibi (Christiaankondre)', 'Galibi'],
  ['Langamankondre', 'Galibi'],
  ['Erowarte', 'Galibi'],
  ['Langatabiki', 'Patamacca'],
  ['Pelgrimkondre', 'Patamacca'],
  ['Wanhatti', 'Wanhatti'],
  ['Moengotapoe', 'Moengotapoe'],
  ['Alfonsdorp', 'Albina'],
  ['Bigiston', 'Albina'],
  ['Pierrekondre', 'Albina'],
  ['Cottica', 'Moengo'],
  ['Bigi Poika', 'Bigi Poika'],
  ['Matta', 'Zuid'],
  ['Powakka', 'Zuid'],
  ['Berlijn', 'Zuid'],
  ['Redi Doti', 'Zuid'],
  ['Hollandse Kamp', 'Zuid'],
  ['Pikin Poika', 'Bigi Poika'],
  ['Cassipora', 'Zuid'],
  ['Bernharddorp', 'Noord'],
  ['Republiek', 'Oost'],
  ['Carolina', 'Carolina'],
  ['Boskamp', 'Tijgerkreek'],
  ['Jenny', 'Tijgerkreek'],
  ['Calcutta', 'Calcutta'],
  ['Kampong Baroe', 'Kampong Baroe'],
  ['Donderskamp', 'Calcutta'],
  ['Johanna Maria', 'Johanna Maria'],
  ['Friendship', 'Johanna Maria'],
  ['Mariënburg', 'Margarethenburg'],
  ['Alkmaar', 'Alkmaar'],
  ['Bakkie', 'Bakkie'],
  ['Pomona', 'Meerzorg'],
  ['Groot Henar', 'Groot Henar'],
  ['Paradise', 'Oostelijke Polders'],
  ['Welgelegen', 'Welgelegen'],
];
export const villages: CatalogueEntry[] = VILLAGES.map(([name, resort], i) => ({
  code: `V${String(i + 1).padStart(3, '0')}`,
  name,
  parent: resortCode(resort, resort === 'Welgelegen' ? 'CR' : undefined),
}));
