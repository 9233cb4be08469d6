import { PERMISSION_MODELS, PERMISSIONS, type PermissionModel } from '@praktijk/shared/permissions';

// Every permission, grouped by type for the Permissions tab (spec 1 §2).
export async function listPermissions() {
  return (Object.keys(PERMISSION_MODELS) as PermissionModel[]).map((model) => ({
    model,
    label: PERMISSION_MODELS[model],
    permissions: PERMISSIONS.filter((p) => p.model === model).map(({ id, name, codename, action }) => ({ id, name, codename, model, action })),
  }));
}
