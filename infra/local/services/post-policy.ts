import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

// The check Amazon S3 makes of a browser POST upload (a presigned POST), which s3rver skips: it
// stores whatever is posted and ignores the policy. The twin's S3 endpoint runs this before s3rver
// sees the upload, so an expired, tampered, oversize or wrong-key upload is refused by the S3
// endpoint itself, as in the cloud. Rules as AWS documents them ("Creating a POST policy",
// "Calculating a signature" for POST, Signature Version 4):
// - the signature is HMAC-SHA256 of the base64 policy with the SigV4 signing key of the credential's
//   date, region and service;
// - the policy has not expired;
// - every form field but the file, the policy, the signature and x-ignore-* is named by a
//   condition, and every condition holds (exact match, starts-with, content-length-range).

export interface PostForm {
  /** The form's text fields as sent (names as sent; S3 compares them case-insensitively). */
  fields: Record<string, string>;
  /** The posted file's size in bytes. */
  fileBytes: number;
}

export type PolicyRefusal = { status: 400 | 403; code: string; message: string };

type Condition = Record<string, string> | [string, string, string] | ['content-length-range', number, number];

const EXEMPT = new Set(['file', 'policy', 'x-amz-signature']);
const ALGORITHM = 'AWS4-HMAC-SHA256';

const refuse = (message: string): PolicyRefusal => ({ status: 403, code: 'AccessDenied', message: `Invalid according to Policy: ${message}` });

function signingKey(secret: string, date: string, region: string, service: string): Buffer {
  const kDate = createHmac('sha256', `AWS4${secret}`).update(date).digest();
  const kRegion = createHmac('sha256', kDate).update(region).digest();
  const kService = createHmac('sha256', kRegion).update(service).digest();
  return createHmac('sha256', kService).update('aws4_request').digest();
}

function lowerKeys(fields: Record<string, string>): Map<string, string> {
  return new Map(Object.entries(fields).map(([name, value]) => [name.toLowerCase(), value]));
}

function signatureRefusal(fields: Map<string, string>, secretOf: (accessKeyId: string) => string | undefined): PolicyRefusal | undefined {
  const policy = fields.get('policy');
  const signature = fields.get('x-amz-signature') ?? '';
  if (!policy) return { status: 403, code: 'AccessDenied', message: 'Bucket POST must contain a field named Policy.' };
  if (fields.get('x-amz-algorithm') !== ALGORITHM) return { status: 400, code: 'InvalidArgument', message: 'Unsupported signing algorithm.' };
  const [accessKeyId, date, region, service] = (fields.get('x-amz-credential') ?? '').split('/');
  const secret = accessKeyId ? secretOf(accessKeyId) : undefined;
  if (!secret || !date || !region || !service)
    return { status: 403, code: 'InvalidAccessKeyId', message: 'The AWS Access Key Id you provided does not exist in our records.' };
  const expected = createHmac('sha256', signingKey(secret, date, region, service))
    .update(policy)
    .digest();
  const given = Buffer.from(/^[0-9a-f]{64}$/.test(signature) ? signature : '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { status: 403, code: 'SignatureDoesNotMatch', message: 'The request signature we calculated does not match the signature you provided.' };
  }
  return undefined;
}

function parsePolicy(base64: string): { expiration: string; conditions: Condition[] } | undefined {
  try {
    const policy = JSON.parse(Buffer.from(base64, 'base64').toString('utf8')) as { expiration?: unknown; conditions?: unknown };
    if (typeof policy.expiration !== 'string' || !Array.isArray(policy.conditions)) return undefined;
    return { expiration: policy.expiration, conditions: policy.conditions as Condition[] };
  } catch {
    return undefined;
  }
}

/** The fields a condition names ('$key' -> 'key'), and the refusal when it does not hold. */
function checkCondition(condition: Condition, fields: Map<string, string>, fileBytes: number): { names: string[]; refusal?: PolicyRefusal } {
  if (Array.isArray(condition)) {
    const [operator, target, value] = condition;
    if (operator === 'content-length-range') {
      const [min, max] = [Number(target), Number(value)];
      if (fileBytes > max)
        return { names: [], refusal: { status: 400, code: 'EntityTooLarge', message: 'Your proposed upload exceeds the maximum allowed size' } };
      if (fileBytes < min)
        return { names: [], refusal: { status: 400, code: 'EntityTooSmall', message: 'Your proposed upload is smaller than the minimum allowed size' } };
      return { names: [] };
    }
    const name = String(target).replace(/^\$/, '').toLowerCase();
    const actual = fields.get(name) ?? '';
    const holds = operator.toLowerCase() === 'eq' ? actual === value : operator.toLowerCase() === 'starts-with' ? actual.startsWith(String(value)) : false;
    return { names: [name], refusal: holds ? undefined : refuse(`Policy Condition failed: ${JSON.stringify(condition)}`) };
  }
  const entries = Object.entries(condition);
  const refusal = entries.some(([name, value]) => (fields.get(name.toLowerCase()) ?? '') !== value)
    ? refuse(`Policy Condition failed: ${JSON.stringify(['eq', `$${entries[0]?.[0] ?? ''}`, entries[0]?.[1] ?? ''])}`)
    : undefined;
  return { names: entries.map(([name]) => name.toLowerCase()), refusal };
}

/**
 * Why S3 would refuse this POST upload to `bucket`, or undefined when it would take it.
 * `secretOf` gives the secret key of an access key id (the twin has one key pair).
 */
export function postPolicyRefusal(
  bucket: string,
  form: PostForm,
  secretOf: (accessKeyId: string) => string | undefined,
  now = new Date(),
): PolicyRefusal | undefined {
  const fields = lowerKeys({ ...form.fields, bucket });
  const badSignature = signatureRefusal(fields, secretOf);
  if (badSignature) return badSignature;
  const policy = parsePolicy(fields.get('policy')!);
  if (!policy) return { status: 400, code: 'InvalidPolicyDocument', message: 'Invalid Policy: Invalid JSON.' };
  const expires = Date.parse(policy.expiration);
  if (!Number.isFinite(expires) || expires <= now.getTime()) return refuse('Policy expired.');
  const named = new Set<string>();
  for (const condition of policy.conditions) {
    const { names, refusal } = checkCondition(condition, fields, form.fileBytes);
    if (refusal) return refusal;
    for (const name of names) named.add(name);
  }
  const unnamed = [...fields.keys()].find((name) => !EXEMPT.has(name) && !name.startsWith('x-ignore-') && !named.has(name));
  return unnamed ? refuse(`Extra input fields: ${unnamed}`) : undefined;
}

/** The S3 error document for a refusal. */
export function errorXml(refusal: PolicyRefusal): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const requestId = createHash('sha256').update(`${Date.now()}${Math.random()}`).digest('hex').slice(0, 16).toUpperCase();
  const fields = `<Code>${refusal.code}</Code><Message>${escape(refusal.message)}</Message><RequestId>${requestId}</RequestId>`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error>${fields}</Error>`;
}
