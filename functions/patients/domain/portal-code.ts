import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createHmac, randomBytes } from 'node:crypto';
import { db, tableName } from '../../lib/data/client';
import { keys } from '../../lib/data/keys';
import { foldNumber } from './normalize';

// The patient-portal code (spec 3 §2): derived from the identification number with a secret of
// the practice, so it is stable for the patient, differs between practices, and cannot be
// worked out from the ID number alone. Crockford base32 without look-alike letters.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The practice's portal secret, made on first use. */
export async function portalSecret(tenantId: string): Promise<string> {
  const out = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.practice(tenantId),
      UpdateExpression: 'SET portal_secret = if_not_exists(portal_secret, :secret)',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':secret': randomBytes(32).toString('base64') },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return out.Attributes?.portal_secret as string;
}

export function portalCode(secret: string, idNumber: string): string {
  const digest = createHmac('sha256', secret).update(foldNumber(idNumber)).digest();
  let code = '';
  for (let i = 0; i < 10; i++) code += ALPHABET[digest[i]! % 32];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}
