import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { type Construct } from 'constructs';

/** The header CloudFront sets on /api/* requests to the practice of their token, for the per-tenant rate rule. */
export const TENANT_HEADER = 'x-praktijk-tenant';

// Reads the `custom:tenant_id` claim from the Bearer token's payload (no signature check: a
// CloudFront Function cannot verify RS256; API Gateway's authorizer does that next) and sets it
// as a header the REST stage's web ACL counts requests by. A viewer's own header of that name is
// dropped first. base64url is decoded by hand so the function needs nothing from the runtime.
const SET_TENANT_HEADER = `
var ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
function decode(s) {
  var out = '', bits = 0, count = 0;
  for (var i = 0; i < s.length; i++) {
    var v = ALPHABET.indexOf(s.charAt(i));
    if (v < 0) continue;
    bits = ((bits << 6) | v) & 0xffffff;
    count += 6;
    if (count >= 8) { count -= 8; out += String.fromCharCode((bits >> count) & 255); }
  }
  return out;
}
function tenantOf(authorization) {
  var parts = authorization.replace(/^Bearer\\s+/i, '').split('.');
  if (parts.length !== 3) return undefined;
  try {
    var tenant = JSON.parse(decode(parts[1]))['custom:tenant_id'];
    return typeof tenant === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(tenant) ? tenant : undefined;
  } catch (e) {
    return undefined;
  }
}
function handler(event) {
  var request = event.request;
  delete request.headers['${TENANT_HEADER}'];
  var authorization = request.headers.authorization;
  var tenant = authorization ? tenantOf(authorization.value) : undefined;
  if (tenant) request.headers['${TENANT_HEADER}'] = { value: tenant };
  return request;
}`;

export function tenantHeaderFunction(scope: Construct, id: string): cloudfront.Function {
  return new cloudfront.Function(scope, id, {
    comment: 'Name the practice of the token for the per-tenant rate limit',
    code: cloudfront.FunctionCode.fromInline(SET_TENANT_HEADER),
    runtime: cloudfront.FunctionRuntime.JS_2_0,
  });
}
