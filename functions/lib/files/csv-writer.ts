// Every CSV the app writes goes through here. A spreadsheet opening a CSV runs a cell that starts
// with = + - @ (or a tab or carriage return, or their full-width forms, which some locales also
// read as formulas) as a formula: a patient named =HYPERLINK(...) would become a link in the
// errors file. Stored data keeps what was entered; only the file is neutralised, the way OWASP
// ("CSV Injection") advises: a single quote before such a value, and every text cell quoted so a
// separator inside it cannot start a new cell.
export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One cell: numbers as they are (the app's own row numbers, never user text), text neutralised and quoted. */
export function csvCell(value: CsvValue): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('A CSV cell needs a finite number');
    return String(value);
  }
  return `"${neutraliseFormula(value ?? '').replace(/"/g, '""')}"`;
}

/** Rows (the first is the header) as CSV text with CRLF line ends, as spreadsheets expect. */
export function csvText(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
