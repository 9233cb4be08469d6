// The practice roles of the specification, plus the "staff" group: practice superusers who
// pass every permission check (the spec's is_staff) and manage users and role permissions.
export const ROLES = ['physician', 'administration', 'nurse'] as const;
export type Role = (typeof ROLES)[number];

export const STAFF_GROUP = 'staff' as const;
export const COGNITO_GROUPS = [...ROLES, STAFF_GROUP] as const;
export type CognitoGroup = (typeof COGNITO_GROUPS)[number];

export const ROLE_LABELS: Record<Role, string> = {
  physician: 'Physician',
  administration: 'Administration',
  nurse: 'Nurse',
};

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}
