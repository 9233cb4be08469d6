import Tabs, { type TabsProps } from '@cloudscape-design/components/tabs';
import { PERMISSION_ACTIONS } from '@praktijk/shared/permissions';
import { useEffect } from 'react';
import { useCan } from '@/auth/permissions';
import { TabLabel } from '@/components/form/TabLabel';
import { type PatientTabProps } from '@/features/records/types';
import { useTabStatuses } from '../common/useTabStatuses';
import { PatientLetters } from './PatientLetters';
import { TemplateBuilder } from './TemplateBuilder';

type Can = ReturnType<typeof useCan>;

/** Patient Letters shows with any permission on letter (spec 3 §6 names add, execute, change and delete; view lists them). */
const patientLettersVisible = (can: Can) => PERMISSION_ACTIONS.some((action) => can(action, 'letter'));
/** Template Builder shows with can_view on lettertemplate (spec 3 §2). */
const templateBuilderVisible = (can: Can) => can('view', 'lettertemplate');

/** The Letters tab shows while one of its sub-tabs does (a nurse by default holds neither). */
export const lettersTabVisible = (can: Can) => patientLettersVisible(can) || templateBuilderVisible(can);

const SUB_TABS = ['patient-letters', 'template-builder'] as const;

/**
 * Letters tab (spec 3 §2): sub-tabs Patient Letters and Template Builder. Both stay mounted once
 * opened, so a letter or template being written survives switching sub-tabs and record tabs;
 * the worst of their form statuses colours the Letters tab's title.
 */
export function LettersTab({ patient, onStatusChange }: PatientTabProps) {
  const can = useCan();
  const { statusOf, reporterOf, combined } = useTabStatuses(SUB_TABS);
  useEffect(() => onStatusChange(combined), [combined, onStatusChange]);
  const tabs: TabsProps.Tab[] = [];
  if (patientLettersVisible(can))
    tabs.push({
      id: 'patient-letters',
      label: <TabLabel label="Patient Letters" status={statusOf('patient-letters')} testId="letters-tab-patient-letters" />,
      content: <PatientLetters patientId={patient.id} onStatusChange={reporterOf('patient-letters') ?? (() => undefined)} />,
      contentRenderStrategy: 'lazy',
    });
  if (templateBuilderVisible(can))
    tabs.push({
      id: 'template-builder',
      label: <TabLabel label="Template Builder" status={statusOf('template-builder')} testId="letters-tab-template-builder" />,
      content: <TemplateBuilder onStatusChange={reporterOf('template-builder')} />,
      contentRenderStrategy: 'lazy',
    });
  return <Tabs ariaLabel="Letters" tabs={tabs} />;
}
