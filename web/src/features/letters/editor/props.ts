// What the letter editor takes (issue 24): apart from index.ts, so the lazily loaded editor and
// its loader do not import each other.
export interface LetterEditorProps {
  /** The letter's or template's HTML. */
  value: string;
  /** The editor's HTML after a change, at most every 300 ms (spec 3 §9). */
  onChange(html: string): void;
  disabled?: boolean;
  /** The editor's accessible name. */
  ariaLabel: string;
  /** Height in pixels of the editing area. */
  height?: number;
}
