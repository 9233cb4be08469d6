import { type z } from 'zod';
import { patientIdParams } from '../schemas/patients';
import { idParams } from '../schemas/common';
import { type ResourceName } from '../route-types';
import { type RecordKindDeclaration, type RecordRouteSpec, recordPageQuery, revertSchema, revisionListSchema } from './kind';

// The routes of a record kind, derived from its declaration: the schemas come from the kind,
// the operation names, paths and access from its `routes`. They are spread into the patients
// resource's route table (routes/patients.ts) and keep their literal types.
type Spec<K extends RecordKindDeclaration, Op extends string> = K['routes'] extends { [P in Op]: infer S extends RecordRouteSpec } ? S : never;
type Common<S extends RecordRouteSpec> = { path: S['path']; access: S['access']; summary: string };
type Schemas<K extends RecordKindDeclaration> = K['schemas'];
type ListResponse<K extends RecordKindDeclaration> = K['single'] extends true
  ? z.ZodNullable<Schemas<K>['record']>
  : K['paged'] extends object
    ? PageOf<K>
    : Schemas<K>['list'];
type PageOf<K extends RecordKindDeclaration> = Schemas<K> extends { page: infer P extends z.ZodType } ? P : never;
type PageQuery<K extends RecordKindDeclaration> = K['paged'] extends { partitionBy: { field: infer F extends string; query: infer Q extends z.ZodType } }
  ? z.ZodObject<(typeof recordPageQuery)['shape'] & { [P in F]: Q }>
  : typeof recordPageQuery;
type ListRoute<K extends RecordKindDeclaration> = { method: 'GET'; params: typeof patientIdParams; response: ListResponse<K> } & (K['paged'] extends object
  ? { query: PageQuery<K> }
  : unknown);
type AdministrationBody<K extends RecordKindDeclaration> = Schemas<K> extends { administration: infer B extends z.ZodType } ? B : never;
type Entry<K extends RecordKindDeclaration, Op extends string, Route> = [Spec<K, Op>] extends [never]
  ? unknown
  : { [N in Spec<K, Op>['operation']]: Common<Spec<K, Op>> & Route };
type MethodOf<S extends RecordRouteSpec, Default> = S['method'] extends string ? S['method'] : Default;

export type RecordRoutes<K extends RecordKindDeclaration> = Entry<K, 'list', ListRoute<K>> &
  Entry<K, 'create', { method: 'POST'; body: Schemas<K>['create']; response: Schemas<K>['record'] }> &
  Entry<K, 'administration', { method: 'POST'; params: typeof patientIdParams; body: AdministrationBody<K>; response: Schemas<K>['record'] }> &
  Entry<K, 'update', { method: MethodOf<Spec<K, 'update'>, 'PUT'>; params: typeof idParams; body: Schemas<K>['update']; response: Schemas<K>['record'] }> &
  Entry<K, 'delete', { method: 'DELETE'; params: typeof idParams; query: Schemas<K>['deleteQuery'] }> &
  Entry<K, 'revisions', { method: 'GET'; params: typeof idParams; response: typeof revisionListSchema }> &
  Entry<K, 'revert', RevertRoute<K>> &
  AliasEntry<K>;

type RevertRoute<K extends RecordKindDeclaration> = { method: 'PATCH'; params: typeof idParams; body: typeof revertSchema; response: Schemas<K>['record'] };
type AliasEntry<K extends RecordKindDeclaration> = K['routes'] extends { revert: { alias: infer A extends { operation: string; path: string } } }
  ? { [N in A['operation']]: { path: A['path']; access: Spec<K, 'revert'>['access']; summary: string } & RevertRoute<K> }
  : unknown;

/** A paged list's query: the page's position and size (`paged.pageSize` unless asked), and with `paged.partitionBy` the value whose list it is. */
export function pageQueryOf(kind: RecordKindDeclaration): z.ZodObject {
  const { partitionBy, pageSize } = kind.paged ?? {};
  const sized = pageSize ? recordPageQuery.extend({ limit: recordPageQuery.shape.limit.unwrap().default(pageSize) }) : recordPageQuery;
  return partitionBy ? sized.extend({ [partitionBy.field]: partitionBy.query }) : sized;
}

function listShape(kind: RecordKindDeclaration, s: RecordKindDeclaration['schemas'] & { page?: z.ZodType }) {
  if (kind.single) return { response: s.record.nullable() };
  if (kind.paged && s.page) return { query: pageQueryOf(kind), response: s.page };
  return { response: s.list };
}

function common(spec: RecordRouteSpec) {
  return { path: spec.path, access: spec.access, summary: spec.summary };
}

/** { listInsurances: {...}, createInsurance: {...}, ... } for defineRoutes('patients', ...). */
export function recordRoutes<const K extends RecordKindDeclaration>(kind: K): RecordRoutes<K> {
  const { list, create, administration, update, delete: remove, revisions, revert } = kind.routes;
  if (Boolean(revisions) !== Boolean(revert)) throw new Error(`Record kind ${kind.model}: revisions and revert go together`);
  const s = kind.schemas as typeof kind.schemas & { page?: z.ZodType; administration?: z.ZodType };
  if (kind.paged && !s.page) throw new Error(`Record kind ${kind.model}: a paged kind is declared with clinicalRecordSchemas`);
  if (administration && !s.administration) throw new Error(`Record kind ${kind.model}: an administration route needs clinicalRecordSchemas`);
  const table: Record<string, object> = {};
  if (list) table[list.operation] = { ...common(list), method: 'GET', params: patientIdParams, ...listShape(kind, s) };
  if (create) table[create.operation] = { ...common(create), method: 'POST', body: s.create, response: s.record };
  if (administration)
    table[administration.operation] = { ...common(administration), method: 'POST', params: patientIdParams, body: s.administration, response: s.record };
  if (update) table[update.operation] = { ...common(update), method: update.method ?? 'PUT', params: idParams, body: s.update, response: s.record };
  if (remove) table[remove.operation] = { ...common(remove), method: 'DELETE', params: idParams, query: s.deleteQuery };
  if (revisions) table[revisions.operation] = { ...common(revisions), method: 'GET', params: idParams, response: revisionListSchema };
  if (revert) {
    const route = { method: 'PATCH', params: idParams, body: revertSchema, response: s.record };
    table[revert.operation] = { ...common(revert), ...route };
    if (revert.alias)
      table[revert.alias.operation] = {
        ...common(revert),
        path: revert.alias.path,
        summary: `${revert.summary} (the same call at spec 1 §7's path)`,
        ...route,
      };
  }
  return table as RecordRoutes<K>;
}

type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (intersection: infer I) => void ? I : never;
/** The routes of every kind in `Kinds` that `R` answers, each kind's with its literal types. */
export type KindRoutesOf<Kinds extends RecordKindDeclaration, R extends ResourceName> = UnionToIntersection<
  Kinds extends { resource: R } ? RecordRoutes<Kinds> : never
>;

/**
 * The routes of the kinds a resource answers (their declarations' `resource`), for
 * defineRoutes(resource, { ...kindRoutesOf(RECORD_KINDS, resource), ... }): a new kind's routes
 * join its resource's table without an edit there.
 */
export function kindRoutesOf<const Kinds extends readonly RecordKindDeclaration[], R extends ResourceName>(
  kinds: Kinds,
  resource: R,
): KindRoutesOf<Kinds[number], R> {
  return Object.assign({}, ...kinds.filter((kind) => kind.resource === resource).map((kind) => recordRoutes(kind))) as KindRoutesOf<Kinds[number], R>;
}
