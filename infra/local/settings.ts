// Fixed names of the twin's resources. The pool id is AWS-shaped because aws-jwt-verify (in the
// gateway and in $connect) only accepts Cognito-shaped pools and issuers.
export const TWIN = {
  region: 'us-east-1',
  poolId: 'us-east-1_Praktijk1',
  clientId: 'praktijklocalwebclient0001',
  tableName: 'praktijk',
  buckets: { documents: 'praktijk-documents', exports: 'praktijk-exports', imports: 'praktijk-imports' },
  defaultPort: 8080,
  // The Cognito pool's MFA mode on the twin. OPTIONAL keeps `npm start` a one-step demo: the demo
  // logins sign in with a password, and whoever enrols an authenticator in Account > Security is
  // asked for its code from then on. AWS requires it (auth-stack.ts); 'ON' gives the twin that flow.
  mfaConfiguration: 'OPTIONAL',
} as const;
