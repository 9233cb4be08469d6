// Letter names are unique per patient "in any case and spacing": the server's guard decides (the
// record kind's `typedName` rule). The client compares names the same way (shared/src/text.ts) to
// find which of the patient's letters holds a name after the server answered LETTER_NAME_TAKEN, so
// Save as can offer to overwrite exactly that letter.
export { nameKey as letterNameKey, sameName as sameLetterName } from '@praktijk/shared/text';
