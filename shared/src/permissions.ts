import { ROLES, type Role } from './roles';

// Permission codenames are '{action}_{model}' (spec 1 §6). The models are the permission keys
// the three specification documents name; ids are the codenames themselves so that a role's
// permission_ids list stays meaningful across deployments.
export const PERMISSION_ACTIONS = ['view', 'add', 'change', 'delete', 'execute'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

export const PERMISSION_MODELS = {
  patient: 'Patient',
  relation: 'Relation',
  memo: 'Memo',
  disability: 'Disability',
  insurance: 'Insurance',
  medicalcard: 'Medical card',
  history: 'History',
  bloodtype: 'Blood type',
  allergies: 'Allergies',
  vitals: 'Vital functions',
  measurements: 'Measurements',
  attest: 'Attest',
  vaccination: 'Vaccination',
  lab: 'Lab test',
  prescription: 'Prescription',
  referral: 'Referral',
  procedure: 'Procedure',
  letter: 'Letter',
  lettertemplate: 'Letter template',
  episodes: 'Episode',
  decursus: 'Decursus',
  consultation: 'Consultation',
  consultreasontype: 'Consult reason type',
  employer: 'Employer',
  export: 'Export',
  import: 'Import',
  log: 'Log',
  message: 'Message',
} as const;
export type PermissionModel = keyof typeof PERMISSION_MODELS;

export type Codename = `${PermissionAction}_${PermissionModel}`;

export interface PermissionDefinition {
  id: Codename;
  codename: Codename;
  name: string;
  model: PermissionModel;
  action: PermissionAction;
}

const ACTION_LABELS: Record<PermissionAction, string> = {
  view: 'Can view',
  add: 'Can add',
  change: 'Can change',
  delete: 'Can delete',
  execute: 'Can execute',
};

export function codename(action: PermissionAction, model: PermissionModel): Codename {
  return `${action}_${model}`;
}

export const PERMISSIONS: readonly PermissionDefinition[] = (Object.keys(PERMISSION_MODELS) as PermissionModel[]).flatMap((model) =>
  PERMISSION_ACTIONS.map((action) => ({
    id: codename(action, model),
    codename: codename(action, model),
    name: `${ACTION_LABELS[action]} ${PERMISSION_MODELS[model].toLowerCase()}`,
    model,
    action,
  })),
);

const ALL_CODENAMES = new Set<string>(PERMISSIONS.map((p) => p.codename));
export function isCodename(value: string): value is Codename {
  return ALL_CODENAMES.has(value);
}

function grant(models: readonly PermissionModel[], actions: readonly PermissionAction[]): Codename[] {
  return models.flatMap((m) => actions.map((a) => codename(a, m)));
}

const CLINICAL: readonly PermissionModel[] = [
  'history',
  'bloodtype',
  'allergies',
  'vitals',
  'measurements',
  'attest',
  'vaccination',
  'lab',
  'prescription',
  'referral',
  'procedure',
  'letter',
  'episodes',
  'decursus',
  'medicalcard',
];
const DEMOGRAPHIC: readonly PermissionModel[] = ['patient', 'relation', 'memo', 'disability', 'insurance'];

// Defaults a new practice starts with; staff edit them per practice on Account > Permissions.
// The spec leaves the sets open ("which roles hold which permissions: not shown"); these follow
// who does what in a primary-care practice: physicians own the clinical record, administration
// keeps demographics and planning, nurses record measurements and vaccinations but do not
// change demographics.
export const DEFAULT_ROLE_PERMISSIONS: Record<Role, readonly Codename[]> = {
  physician: [
    ...grant([...DEMOGRAPHIC, ...CLINICAL], PERMISSION_ACTIONS),
    ...grant(['lettertemplate', 'consultation', 'consultreasontype', 'employer', 'export', 'message'], PERMISSION_ACTIONS),
    codename('view', 'log'),
  ],
  administration: [
    ...grant(DEMOGRAPHIC, ['view', 'add', 'change', 'execute']),
    ...grant(['consultation', 'employer', 'message', 'export', 'import', 'consultreasontype'], PERMISSION_ACTIONS),
    ...grant(['vaccination', 'lab', 'vitals', 'measurements', 'attest', 'prescription', 'referral', 'medicalcard'], ['view', 'add']),
    codename('view', 'log'),
  ],
  nurse: [
    ...grant(['patient', 'relation', 'memo', 'disability', 'insurance'], ['view']),
    ...grant(['vitals', 'measurements', 'vaccination', 'allergies'], ['view', 'add']),
    ...grant(['bloodtype', 'history', 'lab', 'attest', 'medicalcard', 'prescription', 'referral', 'episodes', 'decursus'], ['view']),
  ],
};

export interface PermissionHolder {
  is_staff: boolean;
  permissions: ReadonlySet<string> | readonly string[];
}

// Staff pass every check (spec 1 §6); everyone else needs the codename in one of their roles.
export function can(user: PermissionHolder, action: PermissionAction, model: PermissionModel): boolean {
  if (user.is_staff) return true;
  const wanted = codename(action, model);
  return Array.isArray(user.permissions) ? user.permissions.includes(wanted) : (user.permissions as ReadonlySet<string>).has(wanted);
}

export { ROLES };
