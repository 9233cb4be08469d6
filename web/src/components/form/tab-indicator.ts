import { type FormStatus } from './locked-form-state';

// A tab's title tells what its form holds (spec 2 §1): red when it has errors, yellow with an
// upload icon when it has unsaved changes, plain when clean.
export interface TabIndicator {
  color: 'text-status-error' | 'text-status-warning' | undefined;
  icon: 'status-negative' | 'upload' | undefined;
  /** Said by screen readers after the title, since colour alone says nothing to them. */
  description: string | undefined;
}

export function tabIndicator(status: FormStatus): TabIndicator {
  switch (status) {
    case 'error':
      return { color: 'text-status-error', icon: 'status-negative', description: 'has errors' };
    case 'dirty':
      return { color: 'text-status-warning', icon: 'upload', description: 'has unsaved changes' };
    case 'clean':
      return { color: undefined, icon: undefined, description: undefined };
  }
}

/** The worst of several forms' states, for a tab holding more than one form. */
export function combinedStatus(statuses: readonly FormStatus[]): FormStatus {
  if (statuses.includes('error')) return 'error';
  return statuses.includes('dirty') ? 'dirty' : 'clean';
}
