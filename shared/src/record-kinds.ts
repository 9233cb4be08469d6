import { historyKind } from './records/history';
import { insuranceKind } from './records/insurance';
import { memoKind } from './records/memo';
import { relationKind } from './records/relation';

// Every patient-record kind, declared once in records/ (DESIGN §3). Import from
// '@praktijk/shared/record-kinds'. Adding a kind: see functions/README.md.
export { historyKind, insuranceKind, memoKind, relationKind };
export { HISTORY_MAX_ICPC_CODES } from './records/history';
export { recordRoutes, type RecordRoutes } from './records/routes';
export * from './records/kind';

export const RECORD_KINDS = [memoKind, relationKind, insuranceKind, historyKind] as const;
export type AnyRecordKind = (typeof RECORD_KINDS)[number];

/** The Logs filter's models: the patient itself and every record kind (Manage > Logs). */
export const LOG_MODELS = [{ model: 'patient', label: 'Patient' }, ...RECORD_KINDS.map((k) => ({ model: k.model, label: k.label }))] as const;
