import { type ResourceName } from '@praktijk/shared/routes';
import { type AccessMode, type BucketName } from './data-stack';

/**
 * What each REST resource's Lambda may touch: its capabilities, nothing by default. A resource
 * added to the route table's RESOURCES must be listed here (the Record type makes that a type
 * error), so its permissions are a deliberate, reviewed choice.
 */
export interface ResourceAccess {
  table: AccessMode;
  buckets?: Partial<Record<BucketName, AccessMode>>;
  /** Put job messages on the jobs queue. */
  enqueueJobs?: boolean;
  /** Post to the tenant's or a user's WebSocket connections. */
  publishRealtime?: boolean;
  /**
   * Cognito: `attributes` lets a function change a user's attributes (the signed-in user's own
   * e-mail); `administration` also creates, disables and regroups users.
   */
  cognito?: 'attributes' | 'administration';
}

export const RESOURCE_ACCESS: Record<ResourceName, ResourceAccess> = {
  // The signed-in user (profile edits reach Cognito's e-mail), activity pings, role permissions
  // (a change tells the practice's sessions over the realtime channel).
  auth: { table: 'readWrite', cognito: 'attributes', publishRealtime: true },
  // Practice staff invite, change, disable users and set their groups.
  users: { table: 'readWrite', cognito: 'administration', publishRealtime: true },
  // Reason types and appointments; changes are pushed to the practice over the realtime channel.
  // Consultation letters are kept in the documents bucket.
  planning: { table: 'readWrite', buckets: { documents: 'readWrite' }, publishRealtime: true },
  // Patient records and their search index and audit entries; CSV imports go to the imports
  // bucket and run as jobs; medical cards' files and thumbnails are kept in the documents bucket.
  patients: { table: 'readWrite', buckets: { imports: 'readWrite', documents: 'readWrite' }, enqueueJobs: true, publishRealtime: true },
  // Clinical records (General History and the Health tab's: blood type, vital functions, measurements, attests, allergies)
  // with their revisions, per-patient counts and audit entries.
  health: { table: 'readWrite' },
  // Treatments (vaccinations, prescriptions, diagnostic referrals) with their per-patient counts and
  // audit entries; lab result documents are kept in the documents bucket.
  treatments: { table: 'readWrite', buckets: { documents: 'readWrite' } },
  // SOEP notes with their revisions and audit entries.
  decursus: { table: 'readWrite' },
  // Episodes of care (their merges, order, bookmarks) and audit entries.
  episodes: { table: 'readWrite' },
  // The practice's letter templates and the patients' letters (metadata, guards, audit entries); their
  // HTML is kept in the documents bucket. to_html reads a patient's record to fill a template's variables.
  letters: { table: 'readWrite', buckets: { documents: 'readWrite' } },
  catalogue: { table: 'readWrite', publishRealtime: true }, // reference lists, employers and defaults; employer changes are announced
};
