import { insuranceKind, memoKind, relationKind } from '@praktijk/shared/record-kinds';

// The kinds of patient-owned records, declared in shared/src/records/. These names stay for the
// seed and jobs that write records directly.
export const MEMO = memoKind;
export const RELATION = relationKind;
export const INSURANCE = insuranceKind;
