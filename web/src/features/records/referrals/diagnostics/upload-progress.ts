// The 'Uploading...' bar of a result document (spec 2 §4). The API client sends with fetch, which
// tells nothing of an upload's progress; the bar moves on with the time spent, slowing as it goes
// (45 % after 2 s, never past 90 %), and the document's View replaces it when the server answers.
const HALF_WAY_MS = 2000;
const CEILING = 90;

/** The bar's value (0 to 90) after `elapsedMs` of sending. */
export function uploadProgress(elapsedMs: number): number {
  const t = Math.max(0, elapsedMs);
  return Math.round((CEILING * t) / (t + HALF_WAY_MS));
}
