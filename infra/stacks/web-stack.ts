import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, CfnOutput, SecretValue, Stack, type StackProps } from 'aws-cdk-lib';
import { type RestApiBase } from 'aws-cdk-lib/aws-apigateway';
import { type IWebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import { type IUserPool, type IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import * as iam from 'aws-cdk-lib/aws-iam';
import { type IKey } from 'aws-cdk-lib/aws-kms';
import * as logs from 'aws-cdk-lib/aws-logs';
import { type IBucket } from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import * as cr from 'aws-cdk-lib/custom-resources';
import { type Construct } from 'constructs';
import { type WebConfig } from '@praktijk/shared/config';
import { acknowledgeLambdaPlatformChoices, LOG_RETENTION } from '../constructs/app-function';
import { ManagedPolicyRole } from '../constructs/managed-policy-role';
import { acknowledge, acknowledgeExpectedWildcards } from '../constructs/nag';
import { AccessLogBucket, SecureBucket } from '../constructs/secure-bucket';
import { SecurityHeaders } from '../constructs/security-headers';
import { spaRoutingFunction } from '../constructs/spa-routing';
import { tenantHeaderFunction } from '../constructs/tenant-header';
import { ORIGIN_VERIFY_HEADER } from '../constructs/waf';
import { EDGE_REGION, edgeWebAclParameter } from './edge-stack';

// aws-cdk-lib's fixed id for the one Lambda behind every AwsCustomResource of a stack.
const AWS_CUSTOM_RESOURCE_HANDLER_ID = 'AWS679f53fac002430cb0da5b7982bd2287';

/** Files of the web build that are not part of the site (CDK asset globs): the source maps. */
export const WEB_ASSETS_NOT_DEPLOYED = ['*.map'];

export interface WebStackProps extends StackProps {
  stage: string;
  logsKey: IKey;
  /** The Secrets Manager secret (by name) whose value CloudFront sends to the REST API and its web ACL requires. */
  originVerifySecretName: string;
  restApi: RestApiBase;
  userPool: IUserPool;
  webClient: IUserPoolClient;
  webSocketStage: IWebSocketStage;
  /** The built web client (index.html at its root); skipped with a warning when absent. */
  webDist: string;
  domainName?: string;
  /** The user pool's passkey relying party, when it has passkeys (AuthStack.passkeyRelyingPartyId). */
  passkeyRelyingPartyId?: string;
  certificateArn?: string;
  /** The buckets the browser sends files to by presigned POST (issue 23 §4): the CSP's connect-src names them. */
  uploadBuckets: readonly IBucket[];
  /** The buckets whose images the page shows by short-lived links (medical cards' thumbnails): the CSP's img-src names them. */
  imageBuckets: readonly IBucket[];
}

/**
 * The web client on CloudFront: a private bucket behind origin access control, the REST API
 * under /api/* on the same origin (no CORS, the ID token in Authorization), security headers,
 * and /config.json written at deploy time with the ids and URLs the client needs.
 */
export class WebStack extends Stack {
  readonly distribution: cloudfront.Distribution;
  readonly siteUrl: string;
  readonly webConfig: WebConfig;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);

    const accessLogs = new AccessLogBucket(this, 'AccessLogs');
    const bucket = new SecureBucket(this, 'WebBucket', { serverAccessLogsBucket: accessLogs, serverAccessLogsPrefix: 'web/' });
    acknowledge(bucket, {
      id: 'HIPAA.Security-S3DefaultEncryptionKMS',
      reason:
        'The bucket holds the public, static web client and /config.json (public ids and URLs), no patient data; S3-managed keys let CloudFront ' +
        'read it without a KMS grant.',
    });

    const headers = new SecurityHeaders(this, 'SecurityHeaders', {
      origins: {
        webSocket: props.webSocketStage.api.apiEndpoint,
        cognito: `https://cognito-idp.${this.region}.${this.urlSuffix}`,
        // Presigned POSTs go to the bucket's regional virtual-hosted endpoint (functions/lib/files/uploads.ts).
        fileUploads: props.uploadBuckets.map((uploadBucket) => `https://${uploadBucket.bucketRegionalDomainName}`),
        images: props.imageBuckets.map((imageBucket) => `https://${imageBucket.bucketRegionalDomainName}`),
      },
    });
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Praktijk web client and API',
      webAclId: this.edgeWebAclArn(props.stage, props.logsKey),
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(bucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers.web,
        functionAssociations: [{ function: spaRoutingFunction(this, 'SpaRouting'), eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          // HTTPS only, TLS 1.2 to the origin. The secret header proves to the REST stage's web ACL that
          // a request came through this distribution (and its edge rules); any other is blocked there.
          origin: new origins.RestApiOrigin(props.restApi, {
            customHeaders: { [ORIGIN_VERIFY_HEADER]: SecretValue.secretsManager(props.originVerifySecretName).unsafeUnwrap() },
          }),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          // Never cached; with caching disabled this origin request policy forwards
          // Authorization too. API Gateway must see its own Host header, hence "except host".
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers.api,
          functionAssociations: [{ function: tenantHeaderFunction(this, 'TenantHeader'), eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
        },
      },
      ...(props.domainName && props.certificateArn
        ? {
            domainNames: [props.domainName],
            certificate: acm.Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn),
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      // Practices are in South America: PriceClass_100 would leave them on North American edges.
      priceClass: cloudfront.PriceClass.PRICE_CLASS_ALL,
    });

    this.siteUrl = props.domainName ? `https://${props.domainName}` : `https://${this.distribution.distributionDomainName}`;
    this.webConfig = {
      region: this.region,
      userPoolId: props.userPool.userPoolId,
      userPoolClientId: props.webClient.userPoolClientId,
      apiUrl: this.siteUrl,
      wsUrl: props.webSocketStage.url,
      ...(props.passkeyRelyingPartyId ? { passkeyRelyingPartyId: props.passkeyRelyingPartyId } : {}),
      environment: 'cloud',
    };
    this.deployWebClient(bucket, props);

    new CfnOutput(this, 'SiteUrl', { value: this.siteUrl, description: 'The web client (and /api/) URL' });
    new CfnOutput(this, 'DistributionDomainName', { value: this.distribution.distributionDomainName });
    this.acknowledgeDistribution(Boolean(props.domainName));
  }

  /**
   * The CloudFront web ACL lives in us-east-1 (Edge stack), this stack in the app's region: its ARN
   * is read from the Edge stack's SSM parameter there at deploy time. A cross-region reference
   * would need a concrete region at synth; this keeps the app synthesizable without an account.
   */
  private edgeWebAclArn(stage: string, logsKey: IKey): string {
    const parameterName = edgeWebAclParameter(stage);
    const logGroup = new logs.LogGroup(this, 'EdgeWebAclLookupLogs', { retention: LOG_RETENTION, encryptionKey: logsKey });
    const role = new ManagedPolicyRole(this, 'EdgeWebAclLookupRole', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: "Read the Edge stack's web ACL ARN from SSM in us-east-1 at deploy time",
    });
    role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['logs:CreateLogStream', 'logs:PutLogEvents'], resources: [logGroup.logGroupArn] }));
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['ssm:GetParameter'],
        resources: [this.formatArn({ service: 'ssm', region: EDGE_REGION, resource: 'parameter', resourceName: parameterName.slice(1) })],
      }),
    );
    const call: cr.AwsSdkCall = {
      service: 'SSM',
      action: 'getParameter',
      parameters: { Name: parameterName },
      region: EDGE_REGION,
      physicalResourceId: cr.PhysicalResourceId.of(parameterName),
    };
    const lookup = new cr.AwsCustomResource(this, 'EdgeWebAclLookup', {
      onCreate: call,
      onUpdate: call,
      role,
      logGroup,
      installLatestAwsSdk: false,
    });
    // The AwsCustomResource handler is CDK's own Lambda, one per stack, run only during deployments.
    const handler = this.node.tryFindChild(AWS_CUSTOM_RESOURCE_HANDLER_ID);
    if (handler) {
      acknowledgeLambdaPlatformChoices(handler, 'custom-resource');
      acknowledge(handler, {
        id: 'AwsSolutions-L1',
        reason: "The AwsCustomResource handler's runtime is chosen by aws-cdk-lib; it runs only during deployments, to read one SSM parameter.",
      });
    }
    return lookup.getResponseField('Parameter.Value');
  }

  private deployWebClient(bucket: SecureBucket, props: WebStackProps): void {
    const logGroup = new logs.LogGroup(this, 'DeploymentLogs', { retention: LOG_RETENTION, encryptionKey: props.logsKey });
    const role = new ManagedPolicyRole(this, 'DeploymentRole', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: 'CDK BucketDeployment: copy the web client and config.json into the web bucket',
    });
    role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['logs:CreateLogStream', 'logs:PutLogEvents'], resources: [logGroup.logGroupArn] }));
    const common = { destinationBucket: bucket, distribution: this.distribution, role, logGroup, prune: false };

    const hasWebClient = existsSync(join(props.webDist, 'index.html'));
    let assets: s3deploy.BucketDeployment | undefined;
    if (hasWebClient) {
      // Source maps (several MB, the whole client source) stay out of the site: the build writes
      // them without a sourceMappingURL (web/vite.config.ts), for whoever debugs with the build.
      const source = s3deploy.Source.asset(props.webDist, { exclude: WEB_ASSETS_NOT_DEPLOYED });
      // Built files carry content hashes: cache them for a year. Old ones stay (no prune), so a
      // browser still running the previous index.html can load its lazy chunks. The few files
      // without a hash (favicon) are refreshed by the invalidation.
      assets = new s3deploy.BucketDeployment(this, 'WebAssets', {
        ...common,
        sources: [source],
        exclude: ['index.html', 'config.json'],
        cacheControl: [s3deploy.CacheControl.fromString('public, max-age=31536000, immutable')],
        distributionPaths: ['/*'],
      });
      const index = new s3deploy.BucketDeployment(this, 'WebIndex', {
        ...common,
        sources: [source],
        exclude: ['*'],
        include: ['index.html'],
        cacheControl: [s3deploy.CacheControl.noCache()],
        distributionPaths: ['/', '/index.html'],
      });
      index.node.addDependency(assets);
    } else {
      Annotations.of(this).addWarningV2(
        'praktijk:web-dist-missing',
        `No web client at ${props.webDist} (run "npm run build:web" before deploying): this synth deploys only /config.json.`,
      );
    }

    const config = new s3deploy.BucketDeployment(this, 'WebConfig', {
      ...common,
      sources: [s3deploy.Source.jsonData('config.json', this.webConfig)],
      cacheControl: [s3deploy.CacheControl.noCache()],
      distributionPaths: ['/config.json'],
    });
    if (assets) config.node.addDependency(assets);

    this.acknowledgeDeploymentHandler(role);
  }

  /** The BucketDeployment handler is CDK's own Lambda (Python + AWS CLI), shared by the three deployments. */
  private acknowledgeDeploymentHandler(role: ManagedPolicyRole): void {
    acknowledgeExpectedWildcards(role.permissions.node.defaultChild as iam.CfnManagedPolicy, role, [
      {
        finding: /^(Action::s3:(GetObject|GetBucket|List|DeleteObject|Abort)\*|Resource::.*(cdk-hnb659fds-assets|WebBucket).*)$/,
        reason:
          'CDK BucketDeployment grants: read the CDK asset bucket, write and tidy the web bucket; both buckets are named, only the object keys are wildcards.',
      },
      { finding: /^Resource::\*$/, reason: 'cloudfront:CreateInvalidation and GetInvalidation support no resource-level permissions.' },
    ]);
    const handler = this.node.children.find((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (!handler) return;
    acknowledgeLambdaPlatformChoices(handler, 'custom-resource');
    acknowledge(handler, {
      id: 'AwsSolutions-L1',
      reason: "The BucketDeployment handler's runtime is chosen by aws-cdk-lib for its bundled AWS CLI layer; it runs only during deployments.",
    });
  }

  private acknowledgeDistribution(hasCustomDomain: boolean): void {
    acknowledge(
      this.distribution,
      {
        id: 'AwsSolutions-CFR1',
        reason: 'No geo restriction: practice staff sign in from home and while travelling; every data request needs a Cognito token.',
      },
      {
        id: 'AwsSolutions-CFR3',
        reason:
          'CloudFront standard logs always record the full query string, and API query strings carry patient search terms (names, numbers); API ' +
          'requests are logged at API Gateway without query strings instead.',
      },
    );
    if (!hasCustomDomain) {
      acknowledge(this.distribution, {
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain CloudFront serves its default *.cloudfront.net certificate, whose minimum protocol cannot be raised; set the ' +
          'domainName and certificateArn contexts to enforce TLSv1.2_2021.',
      });
    }
  }
}
