// The words of Manage > Deactivate Patient and its way back, chosen by the patient's status.
// The spec names only 'Deactivate Patient'; the confirm and toast texts follow the app's forms.
export interface StatusChange {
  blocked: boolean;
  action: string;
  confirmTitle: string;
  confirmBody(name: string): string;
  toast: { header: string; content: string };
}

export function statusChange(currentlyBlocked: boolean): StatusChange {
  return currentlyBlocked
    ? {
        blocked: false,
        action: 'Activate Patient',
        confirmTitle: 'Activate patient?',
        confirmBody: (name) => `${name} becomes an active patient again.`,
        toast: { header: 'Patient activated', content: 'Patient was activated successfully' },
      }
    : {
        blocked: true,
        action: 'Deactivate Patient',
        confirmTitle: 'Deactivate patient?',
        confirmBody: (name) => `${name} is marked as deactivated in the patient list.`,
        toast: { header: 'Patient deactivated', content: 'Patient was deactivated successfully' },
      };
}
