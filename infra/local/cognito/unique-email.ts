// Cognito pools that sign in by e-mail keep e-mails unique: AdminCreateUser answers
// UsernameExistsException and an attribute update AliasExistsException. cognito-local checks
// neither, so the shim looks the address up first.
import { CognitoError, type JsonObject } from './aws-json';
import { type Operation, type ShimContext } from './shim-context';

function emailIn(body: JsonObject): string | undefined {
  const attributes = Array.isArray(body.UserAttributes) ? (body.UserAttributes as { Name?: unknown; Value?: unknown }[]) : [];
  const email = attributes.find((a) => a.Name === 'email')?.Value;
  return typeof email === 'string' ? email.toLowerCase() : undefined;
}

async function holdersOf(ctx: ShimContext, email: string): Promise<string[]> {
  const result = await ctx.upstream.call('ListUsers', { UserPoolId: ctx.poolId, Filter: `email = "${email.replace(/"/g, '')}"` });
  const users = Array.isArray(result.Users) ? (result.Users as { Username?: string }[]) : [];
  return users.map((u) => String(u.Username));
}

/** Runs `next` only when no other user holds the e-mail the request sets. */
export const withUniqueEmail =
  (next: Operation, code: 'UsernameExistsException' | 'AliasExistsException'): Operation =>
  async (ctx, body) => {
    const email = emailIn(body) ?? (code === 'UsernameExistsException' && typeof body.Username === 'string' ? body.Username.toLowerCase() : undefined);
    if (email) {
      const holders = await holdersOf(ctx, email);
      const self = typeof body.Username === 'string' ? body.Username : undefined;
      if (holders.some((h) => h !== self)) {
        throw new CognitoError(code, 'An account with the given email already exists.');
      }
    }
    return next(ctx, body);
  };
