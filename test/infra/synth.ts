import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CfnElement, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { type IConstruct } from 'constructs';
import { cdkJsonContext, createPraktijkApp, type PraktijkAppOptions, type PraktijkStacks } from '../../infra/stacks/praktijk-app';

// Builds the CDK app as `cdk synth` does (cdk.json's feature flags merged in), minus the slow
// parts: no esbuild bundling, no CloudFormation template validation (~0.3 s instead of ~4 s).
// cdk-nag is run by the nag test itself, to read its findings.

export type StackKey = keyof PraktijkStacks;

export interface SynthesizedPraktijk {
  stacks: PraktijkStacks;
  app: ReturnType<typeof createPraktijkApp>['app'];
  template: (stack: StackKey) => Template;
  /** Follows a cross-stack reference (Fn::GetStackOutput) to the value the producing stack exports. */
  crossStack: (value: unknown) => unknown;
  cleanup: () => void;
}

export function synthPraktijk(context: Record<string, unknown> = {}, options: Pick<PraktijkAppOptions, 'routes'> = {}): SynthesizedPraktijk {
  const outdir = mkdtempSync(join(tmpdir(), 'praktijk-infra-'));
  let built: ReturnType<typeof createPraktijkApp>;
  try {
    built = createPraktijkApp({
      outdir,
      // `stage` is required (no silent production default); tests name theirs unless they pass one.
      context: { ...cdkJsonContext(), stage: 'test', ...context },
      bundling: false,
      cloudFormationValidation: false,
      compliance: false,
      ...options,
    });
  } catch (error) {
    rmSync(outdir, { recursive: true, force: true });
    throw error;
  }
  const { app, stacks } = built;
  const templates = new Map<StackKey, Template>();
  const template = (key: StackKey): Template => {
    let t = templates.get(key);
    if (!t) templates.set(key, (t = Template.fromStack(stacks[key])));
    return t;
  };
  const byStackName = new Map(Object.entries(stacks).map(([key, stack]) => [stack.stackName, key as StackKey]));
  const crossStack = (value: unknown): unknown => {
    const ref = (value as { 'Fn::GetStackOutput'?: { StackName: string; OutputName: string } } | undefined)?.['Fn::GetStackOutput'];
    if (!ref) return value;
    const producer = byStackName.get(ref.StackName);
    if (!producer) throw new Error(`No stack named ${ref.StackName}`);
    const outputs = template(producer).toJSON().Outputs as Record<string, { Value: unknown }>;
    return outputs[ref.OutputName]?.Value;
  };
  return { stacks, app, template, crossStack, cleanup: () => rmSync(outdir, { recursive: true, force: true }) };
}

/** The logical id CloudFormation sees for a construct's CFN resource. */
export function logicalId(construct: IConstruct): string {
  const element = (construct.node.defaultChild ?? construct) as CfnElement;
  return Stack.of(element).getLogicalId(element);
}

export type Resources = Record<string, { Type: string; Properties?: Record<string, unknown>; DeletionPolicy?: string }>;

export function resourcesOfType(template: Template, type: string): Resources {
  return template.findResources(type) as Resources;
}
