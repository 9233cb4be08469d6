import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { type Construct } from 'constructs';

// Client-side routes (/patients/01J...) have no file extension: serve the app shell for them.
// Done per request on the web behaviour only, not with distribution-wide custom error
// responses, which would also turn the API's own 403 and 404 answers into index.html.
const REWRITE_TO_APP_SHELL = `
function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

export function spaRoutingFunction(scope: Construct, id: string): cloudfront.Function {
  return new cloudfront.Function(scope, id, {
    comment: 'Serve index.html for client-side routes',
    code: cloudfront.FunctionCode.fromInline(REWRITE_TO_APP_SHELL),
    runtime: cloudfront.FunctionRuntime.JS_2_0,
  });
}
