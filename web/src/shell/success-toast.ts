// The success notices of spec 2 §8: a header such as 'Patient memo created' and the matching
// '... was ... successfully' text.
export type SavedAction = 'created' | 'updated' | 'removed';

export function successToast(thing: string, action: SavedAction): { header: string; content: string } {
  return { header: `${thing} ${action}`, content: `${thing} was ${action} successfully` };
}
