import { type PDFFont, PDFDocument, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

// A prescription as a PDF (issue 13 §3): the practice, the prescriber, the patient, and each
// medication with its directions, total and instructions. pdf-lib draws with the standard
// Helvetica fonts (nothing to load from disk, so the bundled Lambda needs no font files); it has
// no line wrapping, so lines are wrapped here by the font's own widths.
export interface PrintedPrescription {
  date: string;
  medication: string;
  directions: string;
  total: string;
  deliveryForm: string | null;
  instructions: string;
  chronic: string | null;
}

export interface PrescriptionDocument {
  /**
   * The practice as a pharmacist reads it (issue 21 §5): its name, and its address and phone when
   * the practice has them. Praktijk keeps no practice address or phone yet (the practice item holds
   * its name only), so they are null and nothing is made up in their place.
   */
  practice: { name: string; address: string | null; phone: string | null };
  prescriber: { name: string; identifier: string | null };
  /** `insurances`: 'SZF · number 123456', primary first; the pharmacist bills them. */
  patient: { name: string; dateOfBirth: string; number: string; insurances: readonly string[] };
  printedOn: string;
  prescriptions: readonly PrintedPrescription[];
}

const A5 = { width: 420, height: 595 };
const MARGIN = 36;
const GREY = rgb(0.35, 0.35, 0.35);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** The code points a standard font can encode, read once per font (not once per line). */
const characterSets = new WeakMap<PDFFont, ReadonlySet<number>>();
function characterSet(font: PDFFont): ReadonlySet<number> {
  let known = characterSets.get(font);
  if (!known) characterSets.set(font, (known = new Set(font.getCharacterSet())));
  return known;
}

/** Text the standard font can encode: a character outside its set (an emoji, a Chinese name) prints as '?' rather than failing the document. */
function encodable(font: PDFFont, text: string): string {
  const known = characterSet(font);
  return [...text.replace(/\s+/g, ' ')].map((c) => (known.has(c.codePointAt(0)!) ? c : '?')).join('');
}

/** Words laid into lines no wider than `width`; a word longer than a line is cut. */
export function wrap(text: string, width: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= width) line = candidate;
    else {
      if (line) lines.push(line);
      let rest = word;
      while (measure(rest) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && measure(rest.slice(0, cut)) > width) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Writes lines top-down across pages: a new page when the next line would pass the bottom margin. */
class Writer {
  private page!: PDFPage;
  private y = 0;
  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.newPage();
  }
  private newPage() {
    this.page = this.doc.addPage([A5.width, A5.height]);
    this.y = A5.height - MARGIN;
  }
  text(text: string, options: { size?: number; bold?: boolean; grey?: boolean; indent?: number } = {}) {
    const size = options.size ?? 10;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const x = MARGIN + (options.indent ?? 0);
    const width = A5.width - MARGIN - x;
    for (const line of wrap(encodable(font, text), width, (s) => font.widthOfTextAtSize(s, size))) {
      if (this.y - size < MARGIN) this.newPage();
      this.y -= size * 1.35;
      this.page.drawText(line, { x, y: this.y, size, font, color: options.grey ? GREY : rgb(0, 0, 0) });
    }
  }
  gap(points = 8) {
    this.y -= points;
  }
  rule() {
    this.gap(4);
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: A5.width - MARGIN, y: this.y }, thickness: 0.5, color: GREY });
    this.gap(6);
  }
}

/** The practice (name, then address and phone when it has them) and the prescriber. */
export function headerLines({ practice, prescriber }: Pick<PrescriptionDocument, 'practice' | 'prescriber'>): string[] {
  const identifier = prescriber.identifier ? ` (${prescriber.identifier})` : '';
  return [
    practice.name,
    ...(practice.address ? [practice.address] : []),
    ...(practice.phone ? [`Phone ${practice.phone}`] : []),
    `Prescriber: ${prescriber.name}${identifier}`,
  ];
}

/** The patient: name, birth date and number, and each insurance with its number ('No valid insurance on file' without one). */
export function patientLines({ patient }: Pick<PrescriptionDocument, 'patient'>): string[] {
  return [
    patient.name,
    `Born ${patient.dateOfBirth} · Patient number ${patient.number}`,
    ...(patient.insurances.length ? patient.insurances.map((insurance) => `Insurance: ${insurance}`) : ['No valid insurance on file']),
  ];
}

export async function renderPrescriptions(document: PrescriptionDocument): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Prescription ${document.patient.name} ${document.printedOn}`);
  doc.setCreator('Praktijk');
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const w = new Writer(doc, fonts);
  for (const [i, line] of headerLines(document).entries()) w.text(line, i === 0 ? { size: 13, bold: true } : { grey: true });
  w.rule();
  for (const [i, line] of patientLines(document).entries()) w.text(line, i === 0 ? { size: 12, bold: true } : { grey: true });
  w.rule();
  for (const p of document.prescriptions) {
    w.text(`R/ ${p.medication}`, { size: 11, bold: true });
    w.text(p.directions, { indent: 18 });
    w.text(`Total: ${p.total}${p.deliveryForm ? ` · ${p.deliveryForm}` : ''}`, { indent: 18 });
    if (p.chronic) w.text(p.chronic, { indent: 18, grey: true });
    if (p.instructions) w.text(p.instructions, { indent: 18 });
    w.text(`Prescribed ${p.date}`, { indent: 18, size: 8, grey: true });
    w.gap();
  }
  w.rule();
  w.text(`Printed ${document.printedOn}`, { size: 8, grey: true });
  w.gap(28);
  w.text('Signature: ______________________________');
  return doc.save();
}
