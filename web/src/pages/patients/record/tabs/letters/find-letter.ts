import { type Letter, letterPageQuery, LETTERS_PAGE_SIZE } from '@praktijk/shared/schemas/letters';
import { callApi } from '@/api';
import { sameLetterName } from '@/features/letters/patient-letters/letter-names';

// The patient's letter that holds a name, after Save as was refused with LETTER_NAME_TAKEN: read
// through the patient's letters a page of the largest size the route takes (a patient's letters are
// a handful; a thousand would be ten reads), stopping at the first that has it.
const LARGEST_PAGE = letterPageQuery.shape.page_size.unwrap().maxValue ?? LETTERS_PAGE_SIZE;

export async function findLetterByName(patientId: string, name: string): Promise<Letter | undefined> {
  for (let page = 1; ; page += 1) {
    const { results, count } = await callApi('listPatientLetters', { params: { id: patientId }, query: { page, page_size: LARGEST_PAGE } });
    const found = results.find((letter) => sameLetterName(letter.name, name));
    if (found || results.length === 0 || page * LARGEST_PAGE >= count) return found;
  }
}
