import { attestKind } from '@praktijk/shared/record-kinds';
import { attestDays, type AttestFields } from '@praktijk/shared/records/attests';
import { recordOperations } from '../../records/operations';
import { dateOf, type StoredHealthRecord } from '../../records/shown-records';

export type StoredAttest = StoredHealthRecord & AttestFields;

/** Spec 2 §3 "Attest" display: its date and its days, however they were given. */
export const showAttest = (a: StoredAttest) => ({ ...a, attest_date: dateOf(attestKind, a), sum_days: attestDays(a) });

export const attestOperations = recordOperations(attestKind, {
  async show(records) {
    return records.map((r) => showAttest(r as StoredAttest));
  },
});
