// Prints the whole run's count as one closing line, "N passed, N failed", from the JSON reports
// the three vitest runs of `npm test` write into test-results/.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

const dir = 'test-results';
const reports = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of reports) {
  const report = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) as VitestJson;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  console.log(`${file.replace('.json', '').padEnd(8)} ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed || passed === 0 ? 1 : 0);
