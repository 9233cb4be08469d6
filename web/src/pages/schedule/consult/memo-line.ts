/** The memo's first line with text, or the spec's 'No memo.' (spec 3 §2, §8). */
export function memoLine(description: string | undefined): string {
  const first = description
    ?.split('\n')
    .find((line) => line.trim())
    ?.trim();
  return first || 'No memo.';
}
