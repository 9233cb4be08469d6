import {
  LETTERHEAD_LOGO_MAX_CHARS,
  LETTERHEAD_LOGO_PATTERN,
  LETTERHEAD_LOGO_TOO_LARGE,
  LETTERHEAD_LOGO_INVALID,
  LETTERHEAD_MAX_LINES,
} from '@praktijk/shared/schemas/letters';

// The Letterhead tab's values: the address lines are typed in one text area, a line each.

/** The text area's lines as the server takes them: trimmed, blank ones left out. */
export function letterheadLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

export const TOO_MANY_LINES = `Use at most ${LETTERHEAD_MAX_LINES} lines.`;

/** Why a chosen logo cannot be used, checked before it is sent (the server checks the same). */
export function logoProblem(dataUrl: string): string | undefined {
  if (!LETTERHEAD_LOGO_PATTERN.test(dataUrl)) return LETTERHEAD_LOGO_INVALID;
  if (dataUrl.length > LETTERHEAD_LOGO_MAX_CHARS) return LETTERHEAD_LOGO_TOO_LARGE;
  return undefined;
}

export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
