import { type CurrentUser } from '@praktijk/shared/schemas/auth';

// The tabs of 'User Account' (spec 1 §2). Consultations holds a physician's own consultation
// reasons, so it is shown to physicians, and to staff who look after the practice's list.
// Permissions is shown to everyone (the spec does not say who may open it): read-only unless staff,
// because only staff may change roles.

export type AccountTabId = 'general' | 'security' | 'permissions' | 'consultations' | 'letterhead';

export const ACCOUNT_TAB_LABELS: Record<AccountTabId, string> = {
  general: 'General',
  security: 'Security',
  permissions: 'Permissions',
  consultations: 'Consultations',
  letterhead: 'Letterhead',
};

export function isPhysician(user: Pick<CurrentUser, 'roles'>): boolean {
  return user.roles.some((role) => role.id === 'physician');
}

/** `canEditLetterhead`: change on letter templates, whose letters the letterhead heads (issue 24). */
export function accountTabs(user: Pick<CurrentUser, 'roles' | 'is_staff'>, canEditLetterhead = false): AccountTabId[] {
  const tabs: AccountTabId[] = ['general', 'security', 'permissions'];
  if (isPhysician(user) || user.is_staff) tabs.push('consultations');
  if (canEditLetterhead) tabs.push('letterhead');
  return tabs;
}
