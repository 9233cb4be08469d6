// `AWS_REGION=<region> npm run preflight`
// Step 0 of "Running Praktijk on AWS" (README): with the credentials of the account a stage will
// be deployed to, reads whether CloudTrail, GuardDuty, AWS Config (and its HIPAA conformance pack)
// and Security Hub are on, and whether the Lambda concurrency and SES quotas are high enough;
// prints what to turn on or request, and what to confirm by hand (the BAA). Exits 1 if anything
// is missing. Read-only: it changes nothing in the account.
//
// The calls are signed with the AWS SDK's own signer and credential chain (the same as every SDK
// client) instead of one SDK client package per service, which this repository does not install.
import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import { GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';
import { SignatureV4 } from '@smithy/signature-v4';
import { evaluate, report, type AccountFacts } from './lib/preflight-checks';

type SourceData = string | ArrayBuffer | ArrayBufferView;
const bytes = (data: SourceData): Buffer =>
  typeof data === 'string' ? Buffer.from(data) : ArrayBuffer.isView(data) ? Buffer.from(data.buffer, data.byteOffset, data.byteLength) : Buffer.from(data);

/** SHA-256 and HMAC-SHA-256 from node:crypto, in the shape the SDK's signer takes. */
class Sha256 {
  private readonly hash: Hash | Hmac;
  constructor(secret?: SourceData) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytes(secret));
  }
  update(data: SourceData): void {
    this.hash.update(bytes(data));
  }
  digest(): Promise<Uint8Array> {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
}

const region = process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION;
if (!region) {
  console.error('Set AWS_REGION to the region the stage will be deployed to.');
  process.exit(2);
}
const sts = new STSClient({ region });
const credentials = sts.config.credentials;

class AwsError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`${status} ${code}`);
  }
}

/** One signed call to an AWS JSON or REST-JSON API. */
async function call(host: string, signingName: string, request: { method?: string; path?: string; target?: string; body?: unknown }): Promise<unknown> {
  const hostname = `${host}.${region}.amazonaws.com`;
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  const headers: Record<string, string> = { host: hostname };
  if (request.target) Object.assign(headers, { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': request.target });
  else if (body) headers['content-type'] = 'application/json';
  const signer = new SignatureV4({ service: signingName, region: region!, credentials, sha256: Sha256 });
  const method = request.method ?? 'POST';
  const path = request.path ?? '/';
  const signed = await signer.sign({ method, protocol: 'https:', hostname, path, headers, body, query: {} });
  const response = await fetch(`https://${hostname}${path}`, { method, headers: signed.headers, body });
  const text = await response.text();
  const json = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
  if (!response.ok) throw new AwsError(response.status, String(json.__type ?? json.code ?? json.Code ?? json.message ?? 'error'));
  return json;
}

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
    const target = (op: string) => `com.amazonaws.cloudtrail.v20131101.CloudTrail_20131101.${op}`;
    const { trailList = [] } = (await call('cloudtrail', 'cloudtrail', { target: target('DescribeTrails'), body: { includeShadowTrails: true } })) as {
      trailList?: { Name: string; TrailARN: string; IsMultiRegionTrail?: boolean }[];
    };
    return Promise.all(
      trailList.map(async (t) => {
        const status = (await call('cloudtrail', 'cloudtrail', { target: target('GetTrailStatus'), body: { Name: t.TrailARN } })) as { IsLogging?: boolean };
        return { name: t.Name, multiRegion: Boolean(t.IsMultiRegionTrail), logging: Boolean(status.IsLogging) };
      }),
    );
  }),
  guardDutyDetectors: await read('GuardDuty', async () => {
    const { detectorIds = [] } = (await call('guardduty', 'guardduty', { method: 'GET', path: '/detector' })) as { detectorIds?: string[] };
    return Promise.all(
      detectorIds.map(async (id) => ({
        id,
        status: String(((await call('guardduty', 'guardduty', { method: 'GET', path: `/detector/${id}` })) as { status?: string }).status),
      })),
    );
  }),
  configRecorders: await read('AWS Config recorders', async () => {
    const out = (await call('config', 'config', { target: 'StarlingDoveService.DescribeConfigurationRecorderStatus', body: {} })) as {
      ConfigurationRecordersStatus?: { name: string; recording?: boolean }[];
    };
    return (out.ConfigurationRecordersStatus ?? []).map((r) => ({ name: r.name, recording: Boolean(r.recording) }));
  }),
  configConformancePacks: await read('AWS Config conformance packs', async () => {
    const out = (await call('config', 'config', { target: 'StarlingDoveService.DescribeConformancePacks', body: {} })) as {
      ConformancePackDetails?: { ConformancePackName: string }[];
    };
    return (out.ConformancePackDetails ?? []).map((p) => p.ConformancePackName);
  }),
  securityHubEnabled: await read('Security Hub', async () => {
    try {
      await call('securityhub', 'securityhub', { method: 'GET', path: '/accounts' });
      return true;
    } catch (error) {
      // Security Hub answers InvalidAccessException for an account that is not subscribed.
      if (error instanceof AwsError && /InvalidAccess/.test(error.code)) return false;
      throw error;
    }
  }),
  lambdaConcurrency: await read('Lambda account settings', async () => {
    const out = (await call('lambda', 'lambda', { method: 'GET', path: '/2016-08-19/account-settings/' })) as {
      AccountLimit?: { ConcurrentExecutions?: number };
    };
    return out.AccountLimit?.ConcurrentExecutions;
  }),
  ses: await read('SES', async () => {
    const out = (await call('email', 'ses', { method: 'GET', path: '/v2/email/account' })) as {
      ProductionAccessEnabled?: boolean;
      SendQuota?: { Max24HourSend?: number };
    };
    return { productionAccess: Boolean(out.ProductionAccessEnabled), max24HourSend: out.SendQuota?.Max24HourSend ?? 0 };
  }),
};

const { text, ok } = report(facts, evaluate(facts));
console.log(text);
process.exit(ok ? 0 : 1);
