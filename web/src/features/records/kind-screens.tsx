import { RECORD_KINDS, type AnyRecordKind } from '@praktijk/shared/record-kinds';
import { type PermissionModel } from '@praktijk/shared/permissions';
import { type ComponentType } from 'react';
import { AllergiesSection } from './health/AllergiesSection';
import { AttestsSection } from './health/AttestsSection';
import { BloodTypeSection } from './health/BloodTypeSection';
import { MeasurementsSection } from './health/MeasurementsSection';
import { VitalsSection } from './health/VitalsSection';
import { type HealthSectionProps } from './health-section';
import { type RecordCardKey } from './record-cards';
import { DiagnosticsReferralsSection } from './referrals/DiagnosticsReferralsSection';
import { PatientReferralsSection } from './referrals/patient/PatientReferralsSection';
import { ChronicPrescriptionsSection, PrescriptionsSection } from './treatments/PrescriptionsSection';
import { VaccinationsSection } from './treatments/VaccinationsSection';

// Where each patient-record kind shows on the web (issue 23 §1): the record tab that holds it, its
// sub-tabs there, and the consultation card each sub-tab also is (spec 2 §2, spec 3 §2). The map is
// keyed by every kind of RECORD_KINDS and by nothing else, so a kind declared and not placed here,
// or placed here and not declared, fails the typecheck. The tabs and the consultation's cards
// derive their lists from it; a kind's screen is one entry here and its folder beside this file.
// Placement is the web's own concern (components, labels of sub-tabs), so it lives here and not
// in the shared declaration, which holds the contract only.

/** The patient record's tabs that hold record kinds (PatientTabs). */
export type KindTabId = 'relations' | 'insurances' | 'treatments' | 'health' | 'referrals' | 'memo' | 'pmh' | 'letters' | 'medicalcards' | 'procedures';
/** The tabs made of sub-tabs, one or more a kind, each by its view permission. */
export type SectionedTabId = 'treatments' | 'health' | 'referrals';

export interface KindSection {
  /** The sub-tab's id, unique in its tab; the Health tab's title test ids use it (`health-tab-<id>`). */
  id: string;
  label: string;
  Section: ComponentType<HealthSectionProps>;
  /** The consultation screen's card that shows this sub-tab (spec 3 §2), when there is one. */
  card?: RecordCardKey;
  /** What the card shows when it differs from the sub-tab (the lab card adds its results chart). */
  CardSection?: ComponentType<HealthSectionProps>;
}

type KindScreen = { tab: Exclude<KindTabId, SectionedTabId> } | { tab: SectionedTabId; sections: readonly KindSection[] };
type KindModel = AnyRecordKind['model'];

/** The Diagnostic Referrals card: the record's sub-tab with its results chart (spec 3 §2). */
const LabCardSection = (props: HealthSectionProps) => <DiagnosticsReferralsSection {...props} chart />;

// Within a tab, sub-tabs follow this map's order: the spec's.
export const KIND_SCREENS = {
  memo: { tab: 'memo' },
  relation: { tab: 'relations' },
  insurance: { tab: 'insurances' },
  // General History: the PMH tab's section and the consultation's own card (GeneralHistoryCard).
  history: { tab: 'pmh' },
  prescription: {
    tab: 'treatments',
    sections: [
      { id: 'prescriptions', label: 'Prescriptions', Section: PrescriptionsSection, card: 'prescriptions' },
      { id: 'chronic', label: 'Chronic Prescriptions', Section: ChronicPrescriptionsSection, card: 'chronic' },
    ],
  },
  vaccination: { tab: 'treatments', sections: [{ id: 'vaccinations', label: 'Vaccinations', Section: VaccinationsSection, card: 'vaccinations' }] },
  bloodtype: { tab: 'health', sections: [{ id: 'bloodtype', label: 'Blood Type', Section: BloodTypeSection, card: 'bloodtype' }] },
  vitals: { tab: 'health', sections: [{ id: 'vitals', label: 'Vital Functions', Section: VitalsSection, card: 'vitals' }] },
  measurements: { tab: 'health', sections: [{ id: 'measurements', label: 'Measurements', Section: MeasurementsSection, card: 'measurements' }] },
  attest: { tab: 'health', sections: [{ id: 'attests', label: 'Attests', Section: AttestsSection, card: 'attests' }] },
  allergy: { tab: 'health', sections: [{ id: 'allergies', label: 'Allergies', Section: AllergiesSection, card: 'allergies' }] },
  // Medical cards: the Medical Cards tab and the consultation's Medical Cards card (pages/patients/record/tabs/medicalcards).
  medicalcard: { tab: 'medicalcards' },
  // Procedures: the Procedures tab and the decursus's Procedures sub-panel (features/procedures).
  procedure: { tab: 'procedures' },
  // Patient letters: the Letters tab's Patient Letters and the consultation's Letters card (pages/patients/record/tabs/letters).
  letter: { tab: 'letters' },
  lab: {
    tab: 'referrals',
    sections: [{ id: 'diagnostics', label: 'Diagnostics Referrals', Section: DiagnosticsReferralsSection, card: 'lab', CardSection: LabCardSection }],
  },
  // Patient Referrals: the Referrals tab's second sub-tab (spec 3 §2), after Diagnostics Referrals.
  referral: { tab: 'referrals', sections: [{ id: 'patient-referrals', label: 'Patient Referrals', Section: PatientReferralsSection }] },
} as const satisfies { [K in KindModel]: KindScreen };

/** A placed sub-tab with its tab and the permission model its view is checked on (its kind's). */
export interface PlacedSection extends KindSection {
  tab: SectionedTabId;
  model: PermissionModel;
}

const KIND_BY_MODEL = new Map<KindModel, AnyRecordKind>(RECORD_KINDS.map((kind) => [kind.model, kind]));

// In the map's order (Object.keys keeps it); its keys are exactly the kinds' models (satisfies above).
const PLACED: readonly PlacedSection[] = (Object.keys(KIND_SCREENS) as KindModel[]).flatMap((model) => {
  const screen: KindScreen = KIND_SCREENS[model];
  const permission = KIND_BY_MODEL.get(model)!.permission;
  return 'sections' in screen ? screen.sections.map((section) => ({ ...section, tab: screen.tab, model: permission })) : [];
});

/** A sectioned tab's sub-tabs in the spec's order. */
export function sectionsOf(tab: SectionedTabId): readonly PlacedSection[] {
  return PLACED.filter((section) => section.tab === tab);
}

/** The consultation cards the kinds' sub-tabs make, by card key. */
export function kindCards(): ReadonlyMap<RecordCardKey, PlacedSection> {
  return new Map(PLACED.flatMap((section) => (section.card ? [[section.card, section] as const] : [])));
}
