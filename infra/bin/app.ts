#!/usr/bin/env node
import { createPraktijkApp } from '../stacks/praktijk-app';

// The CDK app `cdk synth` / `cdk deploy` run (cdk.json). Context: stage, webOrigins, domainName,
// certificateArn, webDist (see infra/stacks/settings.ts and infra/README.md). cdk-nag's AWS
// Solutions and HIPAA Security packs run during synth; an unacknowledged finding fails it.
createPraktijkApp();
