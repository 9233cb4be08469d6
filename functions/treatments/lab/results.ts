import { labReferralKind } from '@praktijk/shared/record-kinds';
import { parseLabTestRowId, storedResult } from '@praktijk/shared/records/lab';
import { type RequestContext } from '../../lib/auth/context';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { type Input } from '../../lib/http/types';
import { getPatientRecord, updatePatientRecord } from '../../records/records';
import { showLabAnswer, type StoredLab } from './referrals';

// One test's result (spec 2 §4: "each test result value can be updated individually; the form is
// replaced by the response"): the row's id names its referral, which is written under the token
// the caller read, audited as the referral's change, and answered whole with its new token. A
// test with a unit takes a number ('5,4', '<5'; stored as '5.4', '<5'), a test without one text.
export async function saveLabResult({ params, body }: Input<'saveLabResult'>, ctx: RequestContext) {
  const row = parseLabTestRowId(params.id);
  if (!row) throw new NotFoundError();
  const before = await getPatientRecord<StoredLab>(ctx.data, labReferralKind, row.referralId);
  const test = before.diagnostics_tests[row.index];
  if (!test) throw new NotFoundError();
  const result = storedResult(test, body.result_value);
  if ('problem' in result) throw ValidationError.field('result_value', result.problem);
  const diagnostics_tests = before.diagnostics_tests.map((t, i) => (i === row.index ? { ...t, result_value: result.text } : t));
  return showLabAnswer(await updatePatientRecord(ctx, labReferralKind, before, { diagnostics_tests }, body.consistency_token), ctx, 'saveLabResult');
}
