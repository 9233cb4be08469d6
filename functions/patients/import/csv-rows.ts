import { parse } from 'csv-parse/sync';

// The import file: UTF-8 CSV with a header row of field names (see README "Importing patients").
// Comma or semicolon separated: spreadsheets in Dutch locales save with semicolons.
export function csvRows(text: string): Record<string, string>[] {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  return parse(text, { columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()), bom: true, delimiter, trim: true, skip_empty_lines: true, relax_column_count: true }) as Record<string, string>[];
}
