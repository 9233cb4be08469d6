import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { renderLetterDocx } from '@praktijk/functions/letters/render/docx';
import { letterFixture } from '@praktijk/functions/letters/render/letter-fixture';
import { renderLetterPdf } from '@praktijk/functions/letters/render/pdf';
import { summarize, time } from './stats';

// Rendering a letter (issue 24): PDF and Word of a two-page letter with 20 filled variables and a
// table (the unit tests' letter), each timed in this process after a warm-up (a cold start's
// imports and font loading are the Lambda bundle figures' part). Budget: p95 under 800 ms each.
// Printed, never asserted. `npx tsx test/bench/letter-render.ts` runs only this part.
const ROUNDS = 20;
const WARM_UP = 2;
const BUDGET_P95_MS = 800;

export interface LetterRenderFigure {
  format: 'PDF' | 'Word';
  median: number;
  p95: number;
  bytes: number;
}

export async function letterRenderFigures(): Promise<LetterRenderFigure[]> {
  const input = letterFixture();
  const renderers = [
    { format: 'PDF', render: renderLetterPdf },
    { format: 'Word', render: renderLetterDocx },
  ] as const;
  const figures: LetterRenderFigure[] = [];
  for (const { format, render } of renderers) {
    await time(WARM_UP, () => render(input));
    const { median, p95 } = summarize(await time(ROUNDS, () => render(input)));
    figures.push({ format, median, p95, bytes: (await render(input)).length });
  }
  return figures;
}

export function printLetterRenderFigures(figures: LetterRenderFigure[]): void {
  const load = loadavg()[0] ?? NaN;
  console.log(`\nLetter rendering, a two-page letter with 20 variables and a table, ${ROUNDS} runs each (ms; load average ${load.toFixed(1)}):`);
  for (const { format, median, p95, bytes } of figures) {
    const verdict = p95 < BUDGET_P95_MS ? 'within budget' : 'OVER budget';
    const size = `${(bytes / 1000).toFixed(0)} KB`;
    console.log(
      `  ${format.padEnd(5)} p50 ${median.toFixed(1).padStart(6)}   p95 ${p95.toFixed(1).padStart(6)} (budget ${BUDGET_P95_MS}) -> ${verdict}   ${size}`,
    );
  }
}

// Run alone: `npx tsx test/bench/letter-render.ts`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printLetterRenderFigures(await letterRenderFigures());
}
