import { can, type Access } from '@praktijk/shared';
import { ForbiddenError } from '../errors';
import { type RequestContext } from './context';

// The access rule of a route (from the route table) applied to a caller. 403 when refused.
export function assertAccess(access: Access, ctx: RequestContext): void {
  if (allowed(access, ctx)) return;
  throw new ForbiddenError();
}

function allowed(access: Access, ctx: RequestContext): boolean {
  switch (access.kind) {
    case 'public':
    case 'authenticated':
      return true;
    case 'staff':
      return ctx.isStaff;
    case 'roles':
      return ctx.isStaff || access.roles.some((r) => ctx.roles.includes(r));
    case 'permission':
      return can({ is_staff: ctx.isStaff, permissions: ctx.permissions }, access.action, access.model);
    case 'anyOf':
      return access.rules.some((rule) => allowed(rule, ctx));
  }
}
