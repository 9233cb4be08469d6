import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LAMBDA_RUNTIME } from '../../infra/constructs/app-function';

// Issue 23 §6: the tests, the twin and CI run on the Node the Lambda functions run on, so what
// passes here is what runs in the cloud. The repository pins that Node as a devDependency (`node`
// from the npm registry puts it in node_modules/.bin, which npm scripts put first on PATH).
const majorOf = (version: string) => Number(/(\d+)/.exec(version)?.[1]);
const lambdaMajor = majorOf(LAMBDA_RUNTIME.name); // 'nodejs24.x'

const rootPackage = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};

describe("the Lambda's Node everywhere", () => {
  it('runs the tests on the major version of the Lambda runtime', () => {
    expect(majorOf(process.versions.node), `node ${process.version} runs the tests; the Lambda runs ${LAMBDA_RUNTIME.name}`).toBe(lambdaMajor);
  });

  it('pins that Node in package.json and says so in engines', () => {
    expect(majorOf(rootPackage.devDependencies.node ?? '')).toBe(lambdaMajor);
    expect(rootPackage.engines.node).toBe(`${lambdaMajor}.x`);
    expect(majorOf(rootPackage.devDependencies['@types/node'] ?? '')).toBe(lambdaMajor);
  });
});
