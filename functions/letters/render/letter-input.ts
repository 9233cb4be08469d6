// What both letter renderers take (issue 24): the letter's stored HTML (TinyMCE output, already
// sanitised on the server) and the practice's letterhead and signer, which are plain text.

export interface LetterRenderInput {
  /** The letter's stored HTML. */
  html: string;
  /** The document's title (PDF and Word metadata). */
  title: string;
  letterhead: {
    practiceName: string;
    /** Address, phone: one line each, under the practice name. */
    lines: string[];
    /** A data: URL of a PNG or JPEG image, shown at the right of the letterhead. */
    logo?: string;
  };
  signer?: { name: string; identifier?: string };
}

/** A4 in PDF points (1/72 inch), the unit both renderers convert from. */
export const A4_POINTS = { width: 595.28, height: 841.89 } as const;
/** 2.5 cm left and right, 2 cm top and bottom: the usual Dutch letter margins. */
export const LETTER_MARGIN_POINTS = { left: 70.87, right: 70.87, top: 56.69, bottom: 56.69 } as const;
/** The text column the letter's tables share out by their % widths. */
export const LETTER_TEXT_WIDTH_POINTS = A4_POINTS.width - LETTER_MARGIN_POINTS.left - LETTER_MARGIN_POINTS.right;
/** Roboto ships with pdfmake and has every Latin Extended-A letter (ĳ, ł), which Helvetica lacks. */
export const LETTER_FONT = 'Roboto';
export const LETTER_FONT_SIZE_POINTS = 11;

/** Only an inline PNG, JPEG or GIF image: anything else would be fetched or is not an image. */
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif);base64,[a-z0-9+/=\s]+$/i;

export const isDataImage = (src: string): boolean => DATA_IMAGE.test(src.trim());

/** The logo is ours to check: a URL there would make the renderer fetch it. */
export function letterheadLogo(input: LetterRenderInput): string | undefined {
  const logo = input.letterhead.logo;
  if (logo === undefined) return undefined;
  if (!isDataImage(logo)) throw new Error('The letterhead logo must be a data: URL of a PNG, JPEG or GIF image');
  return logo;
}
