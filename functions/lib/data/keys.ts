// Key builders. Every tenant item's partition key begins with the tenant (T#<tenantId>), so no
// access pattern can reach across practices by accident. See ACCESS-PATTERNS.md beside this file.
export const tenantPk = (tenantId: string) => `T#${tenantId}`;

export const keys = {
  practice: (tenantId: string) => ({ PK: tenantPk(tenantId), SK: 'PRACTICE' }),
  /**
   * The directory entry that reserves a practice's short code ("demo") across all practices. Like
   * the connection pointer it is global by nature and holds ids only.
   */
  practiceSlug: (slug: string) => ({ PK: `PRACTICE_SLUG#${slug.toLowerCase()}`, SK: 'PRACTICE_SLUG' }),
  /**
   * Every practice, one entry each in one global partition: the nightly schedule fans out one queue
   * message per practice from it (jobs/run-job.ts). Global by nature like the slug directory; ids only.
   */
  practiceDirectory: (tenantId: string) => ({ PK: 'PRACTICES', SK: `PRACTICE#${tenantId}` }),
  practiceDirectoryPk: 'PRACTICES',
  user: (tenantId: string, userId: string) => ({ PK: tenantPk(tenantId), SK: `USER#${userId}` }),
  usersPrefix: 'USER#',
  /** When a user was last active (the idle ping); apart from the profile so pings never clash with its lock. */
  userActivity: (tenantId: string, userId: string) => ({ PK: tenantPk(tenantId), SK: `ACTIVITY#USER#${userId}` }),
  /** When the user last signed out everywhere; apart from the profile, whose writes replace it whole. */
  userSessionsEnded: (tenantId: string, userId: string) => ({ PK: tenantPk(tenantId), SK: `SESSIONS#USER#${userId}` }),
  userActivityPrefix: 'ACTIVITY#USER#',
  consultReasonType: (tenantId: string, id: string) => ({ PK: tenantPk(tenantId), SK: `REASON#${id}` }),
  consultReasonTypesPrefix: 'REASON#',
  /** A reason type's name reserved under its owner (a physician's id, or PRACTICE for a general reason): one per owner and name. */
  consultReasonTypeName: (tenantId: string, owner: string, lowerName: string) => ({ PK: tenantPk(tenantId), SK: `REASON_NAME#${owner}#${lowerName}` }),
  role: (tenantId: string, role: string) => ({ PK: tenantPk(tenantId), SK: `ROLE#${role}` }),
  rolesPrefix: 'ROLE#',
  auditPk: (tenantId: string, subjectId: string) => `${tenantPk(tenantId)}#AUDIT#${subjectId}`,
  auditByModelPk: (tenantId: string, subjectId: string, model: string) => `${tenantPk(tenantId)}#AUDIT#${subjectId}#${model}`,
  /** A WebSocket connection, listed under its practice and under its user. */
  connection: (tenantId: string, connectionId: string) => ({ PK: `${tenantPk(tenantId)}#WS`, SK: `CONN#${connectionId}` }),
  connectionsOfTenantPk: (tenantId: string) => `${tenantPk(tenantId)}#WS`,
  connectionsOfUserPk: (tenantId: string, userId: string) => `${tenantPk(tenantId)}#WS#USER#${userId}`,
  /**
   * $disconnect knows only the connection id, so a pointer item names the tenant and user of a
   * connection. It is the one key that does not begin with the tenant; it holds ids only.
   */
  connectionPointer: (connectionId: string) => ({ PK: `WSCONN#${connectionId}`, SK: 'WSCONN' }),
  patient: (tenantId: string, patientId: string) => ({ PK: tenantPk(tenantId), SK: `PATIENT#${patientId}` }),
  /** The practice's patients in name order (GSI1: surname as written, first name, id; index-items.ts sortName), for the unfiltered list. */
  patientsByName: (tenantId: string, sortName: string) => ({ GSI1PK: `${tenantPk(tenantId)}#PATIENTS`, GSI1SK: sortName }),
  patientsByNamePk: (tenantId: string) => `${tenantPk(tenantId)}#PATIENTS`,
  /** Name-prefix index: one partition per prefix (1 to 10 letters) of a name token, in name order (the patient's sort key). */
  patientNamePrefix: (tenantId: string, prefix: string, sortName: string) => ({ PK: `${tenantPk(tenantId)}#PNAME#${prefix}`, SK: sortName }),
  patientNamePrefixPk: (tenantId: string, prefix: string) => `${tenantPk(tenantId)}#PNAME#${prefix}`,
  /**
   * Name-pair index: one partition per pair of two name tokens' starts (each its first letter, or
   * its first three), in name order, so a search of two or more terms reads one small partition.
   */
  patientNamePair: (tenantId: string, pair: string, sortName: string) => ({ PK: `${tenantPk(tenantId)}#PNPAIR#${pair}`, SK: sortName }),
  patientNamePairPk: (tenantId: string, pair: string) => `${tenantPk(tenantId)}#PNPAIR#${pair}`,
  /** Patients whose name is not wholly in the prefix and pair index (a name of many words), in name order: multi-term searches read them too. */
  patientNamePartial: (tenantId: string, sortName: string) => ({ PK: `${tenantPk(tenantId)}#PNAMEPART`, SK: sortName }),
  patientNamePartialPk: (tenantId: string) => `${tenantPk(tenantId)}#PNAMEPART`,
  patientNumberIndex: (tenantId: string, number: string, patientId: string) => ({ PK: `${tenantPk(tenantId)}#PNUM`, SK: `${number}#${patientId}` }),
  patientNumberIndexPk: (tenantId: string) => `${tenantPk(tenantId)}#PNUM`,
  patientBirthIndex: (tenantId: string, date: string, patientId: string) => ({ PK: `${tenantPk(tenantId)}#PDOB#${date}`, SK: patientId }),
  patientBirthIndexPk: (tenantId: string, date: string) => `${tenantPk(tenantId)}#PDOB#${date}`,
  /** A record owned by a patient (memo, relation, insurance, ...), addressed by its own id. */
  patientRecord: (tenantId: string, prefix: string, id: string) => ({ PK: tenantPk(tenantId), SK: `${prefix}#${id}` }),
  /** How many records of one kind a patient has (long lists' 'of Z'), kept in each create's and delete's transaction. */
  patientRecordCount: (tenantId: string, patientId: string, prefix: string) => ({ PK: `${tenantPk(tenantId)}#PATIENT#${patientId}#COUNT`, SK: prefix }),
  /** GSI1: a patient's records of one kind, newest first. */
  patientRecordsPk: (tenantId: string, patientId: string, prefix: string) => `${tenantPk(tenantId)}#PATIENT#${patientId}#${prefix}`,
  /**
   * A uniqueness guard: its key names the unique thing (the memo of a patient, the patient's
   * primary insurance, a relation to one patient) and it holds the id of the record that owns it.
   */
  recordGuard: (tenantId: string, patientId: string, prefix: string, rule: string, values: readonly string[]) => ({
    PK: `${tenantPk(tenantId)}#PATIENT#${patientId}#UNIQUE`,
    SK: [prefix, rule, ...values].join('#'),
  }),
  /** The practice's counters (internal numbers, patient count). */
  counters: (tenantId: string) => ({ PK: tenantPk(tenantId), SK: 'COUNTERS' }),
  /** A user's patient imports, newest first (GSI1). */
  patientImportsOfUser: (tenantId: string, userId: string) => `${tenantPk(tenantId)}#IMPORTS#USER#${userId}`,
  job: (tenantId: string, jobId: string) => ({ PK: `${tenantPk(tenantId)}#JOB`, SK: `JOB#${jobId}` }),
  /**
   * Reference catalogues are shared by every practice, so their keys are global (CAT#<name>), like
   * ICPC-2 itself. A small catalogue is one item holding all its entries; a large one has one item
   * per parent holding that parent's entries (the top-level ones under the empty parent).
   */
  catalogueAll: (name: string) => ({ PK: `CAT#${name}`, SK: 'ALL' }),
  catalogueGroup: (name: string, parent: string | null) => ({ PK: `CAT#${name}`, SK: `GROUP#${parent ?? ''}` }),
  catalogueGroupsPrefix: 'GROUP#',
  catalogueMeta: (name: string) => ({ PK: `CAT#${name}`, SK: 'META' }),
  cataloguePk: (name: string) => `CAT#${name}`,
  /** GSI1: a group below the first level under its top-level ancestor (the lab panels under Laboratory). */
  catalogueDescendantsPk: (name: string, root: string) => `CAT#${name}#ROOT#${root}`,
  /** A large catalogue's search index: one item per token prefix (one letter, two when one letter holds too much). */
  catalogueSearch: (name: string, bucket: string) => ({ PK: `CAT#${name}#SEARCH`, SK: bucket }),
  catalogueSearchPk: (name: string) => `CAT#${name}#SEARCH`,
  /** The hash of all reference data as last loaded: a loader run with the same data stops after one read. */
  cataloguesLoaded: () => ({ PK: 'CAT#', SK: 'LOADED' }),
  employer: (tenantId: string, id: string) => ({ PK: tenantPk(tenantId), SK: `EMPLOYER#${id}` }),
  /** Reserves an employer's lower-cased name in its practice, so two same-name employers cannot both be saved. */
  employerName: (tenantId: string, lowerName: string) => ({ PK: tenantPk(tenantId), SK: `EMPLOYER_NAME#${lowerName}` }),
  /** GSI1: a practice's employers sorted by normalised name. */
  employersByNamePk: (tenantId: string) => `${tenantPk(tenantId)}#EMPLOYERS`,
  /** One index item per suffix of each word of an employer's name: "name contains" as begins_with. */
  employerSearch: (tenantId: string, suffix: string, id: string) => ({ PK: `${tenantPk(tenantId)}#EMPLOYER_SEARCH`, SK: `${suffix}#${id}` }),
  employerSearchPk: (tenantId: string) => `${tenantPk(tenantId)}#EMPLOYER_SEARCH`,
  /**
   * A practice's saved template (prescription 'RXTEMPLATE', diagnostic referral 'LABTEMPLATE'; spec 2
   * §3): the practice's templates of a kind are one Query of `<prefix>#`.
   */
  practiceTemplate: (tenantId: string, prefix: string, id: string) => ({ PK: tenantPk(tenantId), SK: `${prefix}#${id}` }),
  /** Reserves a template's lower-cased name among its kind in its practice, written in the template's own transaction. */
  practiceTemplateName: (tenantId: string, prefix: string, lowerName: string) => ({ PK: tenantPk(tenantId), SK: `${prefix}_NAME#${lowerName}` }),
  catalogueDefaults: (tenantId: string, userId: string) => ({ PK: tenantPk(tenantId), SK: `CATALOGUE_DEFAULTS#${userId}` }),
  /** A consultation; its decursus has the same id (DECURSUS#<id>), so both are read in one BatchGet. */
  consultation: (tenantId: string, id: string) => ({ PK: tenantPk(tenantId), SK: `CONSULT#${id}` }),
  /** GSI1: a patient's consultations by start (GSI1SK `<start ISO>#<id>`). */
  consultationsOfPatientPk: (tenantId: string, patientId: string) => `${tenantPk(tenantId)}#PATIENT#${patientId}#CONSULT`,
  /** GSI2: a practitioner's consultations by start (GSI2SK `<start ISO>#<id>`): a day or a week is one range query. */
  consultationsOfPractitionerPk: (tenantId: string, practitionerId: string) => `${tenantPk(tenantId)}#PRACTITIONER#${practitionerId}`,
  /**
   * The guard of a practitioner's day (planning): the spans booked consultations and blocked times
   * hold that day, with a version every booking, move and block is conditioned on (ACCESS-PATTERNS.md).
   */
  practitionerDay: (tenantId: string, practitionerId: string, date: string) => ({ PK: tenantPk(tenantId), SK: `PLANDAY#${practitionerId}#${date}` }),
  blockedTime: (tenantId: string, id: string) => ({ PK: tenantPk(tenantId), SK: `BLOCKED#${id}` }),
  /** GSI2: a practitioner's blocked times by end (GSI2SK `<end ISO>#<id>`): those reaching into a range are one query from its start. */
  blockedTimesOfPractitionerPk: (tenantId: string, practitionerId: string) => `${tenantPk(tenantId)}#PRACTITIONER#${practitionerId}#BLOCKED`,
  /** A practitioner's calendar config (slot MIN, MAX, INTERVAL, weekdays) and calendar settings (reason types, on-call). */
  calendarConfig: (tenantId: string, practitionerId: string) => ({ PK: tenantPk(tenantId), SK: `CALCONFIG#${practitionerId}` }),
  calendarSettings: (tenantId: string, practitionerId: string) => ({ PK: tenantPk(tenantId), SK: `CALSETTINGS#${practitionerId}` }),
  calendarSettingsPrefix: 'CALSETTINGS#',
  decursus: (tenantId: string, id: string) => ({ PK: tenantPk(tenantId), SK: `DECURSUS#${id}` }),
  /** GSI1: a patient's notes by their consultation's start (GSI1SK `<start ISO>#<id>`, also the Previous Decursus cursor). */
  decursusOfPatientPk: (tenantId: string, patientId: string) => `${tenantPk(tenantId)}#PATIENT#${patientId}#DECURSUS`,
  /** GSI2: the notes linked to one episode by date (GSI2SK `<start ISO>#<id>`); a merged episode's stay under its own id. */
  decursusOfEpisodePk: (tenantId: string, episodeId: string) => `${tenantPk(tenantId)}#EPISODE#${episodeId}`,
  episode: (tenantId: string, id: string) => ({ PK: tenantPk(tenantId), SK: `EPISODE#${id}` }),
  /** GSI1: a patient's episodes (GSI1SK `<created ISO>#<id>`), merged ones included (they carry merged_into). */
  episodesOfPatientPk: (tenantId: string, patientId: string) => `${tenantPk(tenantId)}#PATIENT#${patientId}#EPISODE`,
};
