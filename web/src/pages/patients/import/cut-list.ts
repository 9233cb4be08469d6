// An import's Imported and Errors lists hold at most IMPORT_LISTED_ENTRIES entries each (a
// 100,000-row file's names would not fit one answer); past that the list's header says how many
// it shows of how many, and where every failed row is. Numbers are grouped as Dutch readers
// write them (10.000).
const grouped = (n: number) => n.toLocaleString('nl-NL');

/** The note under a cut list's header, or undefined when the list shows every entry. */
export function cutListNote(shown: number, total: number, list: 'imported' | 'errors'): string | undefined {
  if (total <= shown) return undefined;
  const first = `Showing the first ${grouped(shown)} of ${grouped(total)}`;
  return list === 'imported' ? `${first} imported rows.` : `${first} errors. Download errors has every failed row.`;
}
