import { type App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks, HIPAASecurityChecks, type NagPack } from 'cdk-nag';

/**
 * The rule packs every synth is held to: AWS Solutions and HIPAA Security. cdk-nag 3 runs as
 * CDK validation plugins (its Aspects crash); any unacknowledged error or warning fails synth.
 */
export function compliancePacks(): NagPack[] {
  return [new AwsSolutionsChecks(), new HIPAASecurityChecks()];
}

export function addCompliancePlugins(app: App): void {
  Validations.of(app).addPlugins(...compliancePacks());
}
