import { LETTER_CATEGORIES, letterVariableGroups } from '@praktijk/shared/schemas/letters';

// The editor's variable menu and the category choice: fixed lists of the contract (shared/src/schemas/letters.ts).
export async function listLetterVariables() {
  return letterVariableGroups();
}

export async function listLetterCategories() {
  return LETTER_CATEGORIES;
}
