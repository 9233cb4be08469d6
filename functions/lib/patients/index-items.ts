import { keys } from '../data/keys';
import { foldNumber, nameTokens } from './normalize';
import { summarySource, type StoredPatient, type SummarySource } from './summary';

// Search index items of one patient (DESIGN §5 "Patient search"): one per name token, one per
// number (internal and ID), one for the date of birth. Each carries the tokens and the label
// fields, so a search reads index items only and its cost follows the matches, not the practice size.
export interface IndexItem {
  PK: string;
  SK: string;
  entity: 'patient-index';
  patient_id: string;
  tokens: string[];
  sort_name: string;
  patient: SummarySource;
}

export function sortName(p: Pick<StoredPatient, 'surname' | 'first_name' | 'id'>): string {
  return `${nameTokens(p.surname).join(' ')}|${nameTokens(p.first_name).join(' ')}|${p.id}`;
}

export function indexItems(tenantId: string, p: StoredPatient): IndexItem[] {
  const tokens = nameTokens(p.first_name, p.surname);
  const base = { entity: 'patient-index' as const, patient_id: p.id, tokens, sort_name: sortName(p), patient: summarySource(p) };
  const items: IndexItem[] = tokens.map((token) => ({ ...keys.patientNameIndex(tenantId, token, p.id), ...base }));
  for (const number of new Set([p.internal_number, p.id_number].map(foldNumber).filter(Boolean))) {
    items.push({ ...keys.patientNumberIndex(tenantId, number, p.id), ...base });
  }
  items.push({ ...keys.patientBirthIndex(tenantId, p.date_of_birth, p.id), ...base });
  return items;
}

/** The index keys a change removes (the new items overwrite the rest). */
export function staleIndexKeys(tenantId: string, before: StoredPatient, after: StoredPatient): { PK: string; SK: string }[] {
  const keep = new Set(indexItems(tenantId, after).map((i) => `${i.PK} ${i.SK}`));
  return indexItems(tenantId, before)
    .filter((i) => !keep.has(`${i.PK} ${i.SK}`))
    .map(({ PK, SK }) => ({ PK, SK }));
}
