// The medical record cards of the consultation screen, in the spec's order (spec 3 §2
// "Consultation screen"). General History (issue 10), the Health records (issue 12),
// Prescriptions, Diagnostic Referrals and Vaccinations (issue 13) are built;
// each other card comes with its record's issue and shows its title alone until then (no stand-in
// content).
export const RECORD_CARDS = [
  { key: 'medicalcards', title: 'Medical Cards' },
  { key: 'history', title: 'General History' },
  { key: 'allergies', title: 'Allergies' },
  { key: 'bloodtype', title: 'Blood Type' },
  { key: 'vitals', title: 'Vital Functions' },
  { key: 'measurements', title: 'Measurements' },
  { key: 'attests', title: 'Attests' },
  { key: 'prescriptions', title: 'Prescriptions' },
  { key: 'chronic', title: 'Chronic Prescriptions' },
  { key: 'lab', title: 'Diagnostic Referrals' },
  { key: 'vaccinations', title: 'Vaccinations' },
  { key: 'letters', title: 'Letters' },
] as const;

export type RecordCardKey = (typeof RECORD_CARDS)[number]['key'];
