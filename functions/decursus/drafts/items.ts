import { DRAFT_TTL_DAYS } from '@praktijk/shared/constants';
import { type TenantData } from '../../lib/data/tenant-data';

// A user's draft of a record as stored (issue 21 §1): one item per practice, record and user,
// under the practice's partition (SK `DRAFT#<kind>#<record id>#USER#<user id>`), so a draft is
// found by one GetItem and no query can list another user's. It carries the table's TTL
// attribute; DynamoDB deletes expired items only eventually (up to days later), so every read
// also refuses an item whose time is up.

export type DraftKind = 'decursus' | 'history';

/** The Logs model of each kind's drafts (CLINICAL_LOG_MODELS). */
export const DRAFT_LOG_MODEL = { decursus: 'decursus_draft', history: 'history_draft' } as const satisfies Record<DraftKind, string>;

const DRAFT_PREFIX = 'DRAFT';
const DAY_S = 24 * 60 * 60;

export interface DraftOwner {
  kind: DraftKind;
  /** The decursus id, or for the General History (one per patient) the patient's id. */
  recordId: string;
  userId: string;
}

/** `B`: the base token's type (a note always has one; a General History not yet created has none). */
export interface StoredDraft<F, B extends string | null = string | null> {
  kind: DraftKind;
  record_id: string;
  patient_id: string;
  user_id: string;
  fields: F;
  base_token: B;
  updated_date: string;
  /** Epoch seconds: the table's TTL attribute. */
  expires_at: number;
}

export const draftKey = (data: TenantData, owner: DraftOwner) => data.keys.patientRecord(DRAFT_PREFIX, `${owner.kind}#${owner.recordId}#USER#${owner.userId}`);

/** When a draft written at `now` expires (epoch seconds), DRAFT_TTL_DAYS later. */
export const draftExpiry = (now: Date): number => Math.floor(now.getTime() / 1000) + DRAFT_TTL_DAYS * DAY_S;

/** Whether a stored draft still counts at `now`: the TTL may not have removed an expired one yet. */
export const isLiveDraft = (draft: Pick<StoredDraft<unknown>, 'expires_at'>, now: Date): boolean => draft.expires_at > Math.floor(now.getTime() / 1000);
