// Calls to cognito-local in its own protocol, with its errors turned into CognitoErrors.
import { AMZ_JSON, CognitoError, TARGET_PREFIX, type JsonObject } from './aws-json';

export interface UserState {
  /** cognito-local's username: the sub, since email is the sign-in name. */
  username: string;
  enabled: boolean;
  status: string;
  attributes: Record<string, string>;
}

const UNSUPPORTED = 'CognitoLocal#Unsupported';

export class Upstream {
  constructor(
    private readonly url: string,
    private readonly poolId: string,
  ) {}

  async call(operation: string, body: JsonObject): Promise<JsonObject> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': AMZ_JSON, 'x-amz-target': `${TARGET_PREFIX}${operation}` },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    const parsed = parseObject(text);
    if (response.ok) return parsed ?? {};
    const code = typeof parsed?.__type === 'string' ? parsed.__type : undefined;
    const message = typeof parsed?.message === 'string' ? parsed.message : '';
    if (code === UNSUPPORTED) {
      throw new CognitoError('UnsupportedOperationException', `${operation} is not supported by the local twin (${message})`);
    }
    if (response.status < 500 && code) throw new CognitoError(code, message);
    // An unexpected failure inside cognito-local: logged for the developer, not shown to the caller.
    console.error(`[cognito] ${operation} failed in cognito-local (${response.status}): ${text.slice(0, 500)}`);
    throw new CognitoError('InternalErrorException', 'Internal error', 500);
  }

  async getUser(username: string): Promise<UserState> {
    const user = await this.call('AdminGetUser', { UserPoolId: this.poolId, Username: username });
    const attributes = Array.isArray(user.UserAttributes) ? (user.UserAttributes as { Name: string; Value: string }[]) : [];
    return {
      username: String(user.Username),
      enabled: user.Enabled !== false,
      status: String(user.UserStatus),
      attributes: Object.fromEntries(attributes.map(({ Name, Value }) => [Name, Value])),
    };
  }

  /** Group names, sorted as cognito-local sorts them in tokens. */
  async groupsOf(user: UserState): Promise<string[]> {
    // cognito-local matches group members on the stored username only (an email finds none).
    const result = await this.call('AdminListGroupsForUser', { UserPoolId: this.poolId, Username: user.username });
    const groups = Array.isArray(result.Groups) ? (result.Groups as { GroupName: string }[]) : [];
    return groups.map((group) => group.GroupName).sort((a, b) => a.localeCompare(b));
  }
}

function parseObject(text: string): JsonObject | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' ? (value as JsonObject) : undefined;
  } catch {
    return undefined;
  }
}
