// A side-by-side line diff for the revision dialog (spec 1 §2): the chosen version on the left,
// the latest on the right, lines only one side has marked. Longest common subsequence on
// lines: records hold at most a few hundred lines, so the quadratic table stays small.

export type DiffKind = 'same' | 'removed' | 'added' | 'changed';

export interface DiffCell {
  text: string;
  kind: DiffKind;
}

/** One row of the side-by-side view; a side is null where it has no line. */
export interface DiffRow {
  left: DiffCell | null;
  right: DiffCell | null;
}

type Step = { op: 'same'; text: string } | { op: 'del'; text: string } | { op: 'add'; text: string };

function lcsSteps(a: readonly string[], b: readonly string[]): Step[] {
  const lengths: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i]![j] = a[i] === b[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const steps: Step[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      steps.push({ op: 'same', text: a[i]! });
      i++;
      j++;
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) steps.push({ op: 'del', text: a[i++]! });
    else steps.push({ op: 'add', text: b[j++]! });
  }
  while (i < a.length) steps.push({ op: 'del', text: a[i++]! });
  while (j < b.length) steps.push({ op: 'add', text: b[j++]! });
  return steps;
}

/** Pairs removed lines with the added lines that follow them, so an edited line sits on one row. */
export function sideBySideDiff(oldText: string, newText: string): DiffRow[] {
  const steps = lcsSteps(oldText.split('\n'), newText.split('\n'));
  const rows: DiffRow[] = [];
  let k = 0;
  while (k < steps.length) {
    const step = steps[k]!;
    if (step.op === 'same') {
      rows.push({ left: { text: step.text, kind: 'same' }, right: { text: step.text, kind: 'same' } });
      k++;
      continue;
    }
    const removed: string[] = [];
    const added: string[] = [];
    while (k < steps.length && steps[k]!.op === 'del') removed.push(steps[k++]!.text);
    while (k < steps.length && steps[k]!.op === 'add') added.push(steps[k++]!.text);
    for (let r = 0; r < Math.max(removed.length, added.length); r++) {
      const left = removed[r];
      const right = added[r];
      const paired = left !== undefined && right !== undefined;
      rows.push({
        left: left === undefined ? null : { text: left, kind: paired ? 'changed' : 'removed' },
        right: right === undefined ? null : { text: right, kind: paired ? 'changed' : 'added' },
      });
    }
  }
  return rows;
}
