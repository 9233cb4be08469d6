import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import * as kms from 'aws-cdk-lib/aws-kms';
import { afterAll, describe, expect, it } from 'vitest';
import { AppFunction, LAMBDA_SOURCE_MAPS_DIR } from '../../infra/constructs/app-function';
import { type StackKey, resourcesOfType, synthPraktijk } from './synth';

// Every function of the app as its stacks define it (issue 23 §7): no source map parsed at start,
// and the map kept for decoding outside the deployed code.
const praktijk = synthPraktijk();
afterAll(() => praktijk.cleanup());

function lambdaFunctions(): { id: string; properties: Record<string, unknown> }[] {
  return (Object.keys(praktijk.stacks) as StackKey[]).flatMap((key) =>
    Object.entries(resourcesOfType(praktijk.template(key), 'AWS::Lambda::Function')).map(([id, r]) => ({ id: `${key}/${id}`, properties: r.Properties ?? {} })),
  );
}

function appFunctionIds(): string[] {
  return praktijk.app.node
    .findAll()
    .filter((node): node is AppFunction => node instanceof AppFunction)
    .map((fn) => fn.node.path);
}

describe("the app's functions", () => {
  it('start without --enable-source-maps (no map to parse on a cold start)', () => {
    expect(appFunctionIds().length).toBeGreaterThan(10);
    for (const { id, properties } of lambdaFunctions()) {
      const variables = (properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {};
      expect(JSON.stringify(variables.NODE_OPTIONS ?? ''), id).not.toContain('source-maps');
    }
  });

  it('trace with Lambda active tracing and the OpenTelemetry SDK in their bundle: no layer or wrapper starts before the handler', () => {
    const appFunctions = lambdaFunctions().filter(({ properties }) => JSON.stringify(properties.Description ?? '').includes('Praktijk'));
    expect(appFunctions.length).toBe(appFunctionIds().length);
    for (const { id, properties } of appFunctions) {
      expect(properties.TracingConfig, id).toEqual({ Mode: 'Active' });
      expect(properties.Layers, id).toBeUndefined();
      const variables = (properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {};
      expect(variables.AWS_LAMBDA_EXEC_WRAPPER, id).toBeUndefined();
    }
  });
});

describe("a function's bundle", () => {
  const outdir = mkdtempSync(join(tmpdir(), 'praktijk-lambda-asset-'));
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('deploys the code without its source map, which stays in cdk.out/lambda-source-maps', () => {
    // One small function, bundled by CDK as `cdk synth` does (~3 s).
    const app = new App({ outdir });
    const stack = new Stack(app, 'Maps');
    new AppFunction(stack, 'Disconnect', {
      entry: 'functions/realtime/disconnect.ts',
      description: 'source map test',
      environment: {},
      logsKey: new kms.Key(stack, 'Logs'),
    });
    app.synth();
    const assets = readdirSync(outdir).filter((name) => name.startsWith('asset.'));
    expect(assets).toHaveLength(1);
    expect(readdirSync(join(outdir, assets[0]!))).toEqual(['index.mjs']);
    expect(existsSync(join(outdir, LAMBDA_SOURCE_MAPS_DIR, 'Maps-Disconnect', 'index.mjs.map'))).toBe(true);
  });
});
