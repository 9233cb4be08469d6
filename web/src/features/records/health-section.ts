import { type TabStatus } from './types';

// What each Health sub-tab receives (spec 2 §2), in the patient record and as a consultation card
// (spec 3 §2): inside a consultation its records are written with the consultation's decursus.
export interface HealthSectionProps {
  patientId: string;
  /** The consultation's note when shown as a consultation card; null or absent on the patient record. */
  decursusId?: string | null;
  /** h2 on the record's sub-tab; h3 inside a consultation card, whose own title is the h2. */
  headingVariant?: 'h2' | 'h3';
  /** Colours the Health tab's title while a form is dirty or in error. */
  onStatusChange?(status: TabStatus): void;
}
