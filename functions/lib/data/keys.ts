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
  user: (tenantId: string, userId: string) => ({ PK: tenantPk(tenantId), SK: `USER#${userId}` }),
  usersPrefix: 'USER#',
  /** When a user was last active (the idle ping); apart from the profile so pings never clash with its lock. */
  userActivity: (tenantId: string, userId: string) => ({ PK: tenantPk(tenantId), SK: `ACTIVITY#USER#${userId}` }),
  userActivityPrefix: 'ACTIVITY#USER#',
  consultReasonType: (tenantId: string, id: string) => ({ PK: tenantPk(tenantId), SK: `REASON#${id}` }),
  consultReasonTypesPrefix: 'REASON#',
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
  job: (tenantId: string, jobId: string) => ({ PK: `${tenantPk(tenantId)}#JOB`, SK: `JOB#${jobId}` }),
};
