// `AWS_REGION=<region> npm run preflight`
// Step 0 of "Running Praktijk on AWS" (README): with the credentials of the account a stage will
// be deployed to, reads whether CloudTrail, GuardDuty, AWS Config (and its HIPAA conformance pack)
// and Security Hub are on, and whether the Lambda concurrency and SES quotas are high enough;
// prints what to turn on or request, and what to confirm by hand (the BAA). Exits 1 if anything
// is missing. Read-only: it changes nothing in the account.
// The calls use the AWS SDK clients of each service (read-only operations).
import { CloudTrailClient, DescribeTrailsCommand, GetTrailStatusCommand } from '@aws-sdk/client-cloudtrail';
import { ConfigServiceClient, DescribeConfigurationRecorderStatusCommand, DescribeConformancePacksCommand } from '@aws-sdk/client-config-service';
import { GetDetectorCommand, GuardDutyClient, ListDetectorsCommand } from '@aws-sdk/client-guardduty';
import { GetAccountSettingsCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { DescribeHubCommand, SecurityHubClient } from '@aws-sdk/client-securityhub';
import { GetAccountCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';
import { evaluate, report, type AccountFacts } from './lib/preflight-checks';

const region = process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION;
if (!region) {
  console.error('Set AWS_REGION to the region the stage will be deployed to.');
  process.exit(2);
}
const sts = new STSClient({ region });
const cloudTrail = new CloudTrailClient({ region });
const guardDuty = new GuardDutyClient({ region });
const config = new ConfigServiceClient({ region });
const securityHub = new SecurityHubClient({ region });
const lambda = new LambdaClient({ region });
const ses = new SESv2Client({ region });

/** undefined when the call fails: the check reports it as unknown rather than guessing. */
async function read<T>(what: string, work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    console.error(`(could not read ${what}: ${(error as Error).message})`);
    return undefined;
  }
}

const facts: AccountFacts = {
  region,
  account: await read('the account', async () => (await sts.send(new GetCallerIdentityCommand({}))).Account),
  trails: await read('CloudTrail', async () => {
    const { trailList = [] } = await cloudTrail.send(new DescribeTrailsCommand({ includeShadowTrails: true }));
    return Promise.all(
      trailList.map(async (t) => {
        const status = await cloudTrail.send(new GetTrailStatusCommand({ Name: t.TrailARN }));
        return { name: t.Name ?? '', multiRegion: Boolean(t.IsMultiRegionTrail), logging: Boolean(status.IsLogging) };
      }),
    );
  }),
  guardDutyDetectors: await read('GuardDuty', async () => {
    const { DetectorIds = [] } = await guardDuty.send(new ListDetectorsCommand({}));
    return Promise.all(DetectorIds.map(async (id) => ({ id, status: String((await guardDuty.send(new GetDetectorCommand({ DetectorId: id }))).Status) })));
  }),
  configRecorders: await read('AWS Config recorders', async () => {
    const out = await config.send(new DescribeConfigurationRecorderStatusCommand({}));
    return (out.ConfigurationRecordersStatus ?? []).map((r) => ({ name: r.name ?? '', recording: Boolean(r.recording) }));
  }),
  configConformancePacks: await read('AWS Config conformance packs', async () => {
    const out = await config.send(new DescribeConformancePacksCommand({}));
    return (out.ConformancePackDetails ?? []).map((p) => p.ConformancePackName ?? '');
  }),
  securityHubEnabled: await read('Security Hub', async () => {
    try {
      await securityHub.send(new DescribeHubCommand({}));
      return true;
    } catch (error) {
      // Security Hub answers InvalidAccessException for an account that is not subscribed.
      if (/InvalidAccess/.test((error as Error).name)) return false;
      throw error;
    }
  }),
  lambdaConcurrency: await read(
    'Lambda account settings',
    async () => (await lambda.send(new GetAccountSettingsCommand({}))).AccountLimit?.ConcurrentExecutions,
  ),
  ses: await read('SES', async () => {
    const out = await ses.send(new GetAccountCommand({}));
    return { productionAccess: Boolean(out.ProductionAccessEnabled), max24HourSend: out.SendQuota?.Max24HourSend ?? 0 };
  }),
};

const { text, ok } = report(facts, evaluate(facts));
console.log(text);
process.exit(ok ? 0 : 1);
