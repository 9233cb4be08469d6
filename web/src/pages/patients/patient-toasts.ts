// The success notices of spec 2 §8 for the patient itself.
export const PATIENT_TOASTS = {
  created: { header: 'Patient created', content: 'Patient was created successfully' },
  updated: { header: 'Patient information updated', content: 'Patient information was updated successfully' },
} as const;
