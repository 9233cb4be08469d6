// `npm run -s openapi`: the published OpenAPI 3 document of the REST API, generated from the
// route table (the twin serves the same at /api/openapi.json). Prints it; `-- --out <file>` writes it.
import { writeFileSync } from 'node:fs';
import { openApiDocument } from '@praktijk/shared/openapi';

const outIndex = process.argv.indexOf('--out');
const text = `${JSON.stringify(openApiDocument(), null, 2)}\n`;
const out = outIndex > 0 ? process.argv[outIndex + 1] : undefined;
if (out) {
  writeFileSync(out, text);
  console.error(`OpenAPI document written to ${out}`);
} else {
  process.stdout.write(text);
}
