import { type RecordKind } from './records';

// The kinds of patient-owned records; the model names are the audit log's (Manage > Logs).
export const MEMO: RecordKind = { model: 'memo', prefix: 'MEMO' };
export const RELATION: RecordKind = { model: 'relation', prefix: 'RELATION' };
export const INSURANCE: RecordKind = { model: 'insurance', prefix: 'INSURANCE' };
