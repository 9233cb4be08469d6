import { labReferralKind } from '@praktijk/shared/record-kinds';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Form from '@cloudscape-design/components/form';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { isDiagnosticType } from '@praktijk/shared/records/lab';
import { type LabTemplate } from '@praktijk/shared/schemas/lab-templates';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { catalogueOptions, useReferenceCatalogue } from '@/catalogue/useReferenceCatalogue';
import { FormSelectField } from '@/components/form/fields/FormSelectField';
import { FormActionsState } from '@/components/form/FormActionsState';
import { focusField } from '@/components/form/focus-field';
import { useLockedForm } from '@/components/form/useLockedForm';
import '@/components/form/locked-form.css';
import { successToast } from '@/shell/success-toast';
import { useReportStatus } from '../../useReportStatus';
import { type TabStatus } from '../../types';
import { DateTimeField } from '../../health/vitals/DateTimeField';
import { formHeadings } from '../../health/vitals/FormGroup';
import { useCatalogueDefaults } from '../../health/vitals/useCatalogueDefaults';
import {
  diagnosticTypeOptions,
  labBody,
  labFormSchema,
  type LabValues,
  prefilledLab,
  submitBlocked,
  templateTestNames,
  toggleTemplate,
  withType,
} from './lab-form';
import { LabTemplates } from './LabTemplates';
import { TestsField } from './TestsField';

const CREATED = successToast('Lab referral', 'created');
const TEST_ID = 'add-lab-form';

export interface AddLabReferralFormProps {
  /** Sends the new referral (the list adds the patient and the consultation's decursus, or uses the route outside one). */
  create(fields: Record<string, unknown>): Promise<unknown>;
  onCreated(): void;
  onStatusChange?(status: TabStatus): void;
  headingVariant?: 'h2' | 'h3';
}

/**
 * The add area of the Diagnostics Referrals list (spec 2 §2, §3 "Diagnostic referral", §4, §5, §8):
 * on the left the referral form (one of the two diagnostic types, its priority, the tests from the
 * type's catalogue discipline, when it was made), on the right the Saved Templates and the template
 * form. Submit stays disabled until a test is chosen, saying 'No tests selected' (spec 2 §4), so the
 * form draws its own actions bar (LockedForm's Submit waits only for a change). The server's own
 * schema is checked before sending; its answers land on the fields. Success resets the form and
 * closes the add area.
 */
export function AddLabReferralForm({ create, onCreated, onStatusChange, headingVariant }: AddLabReferralFormProps) {
  const { defaults } = useCatalogueDefaults();
  const initial = useMemo(() => prefilledLab(defaults), [defaults]);
  const submit = useCallback(
    async (values: LabValues) => {
      await create(labBody(values));
      return initial;
    },
    [create, initial],
  );
  const form = useLockedForm({ initial, submit, schema: labFormSchema, lockable: false, successToast: CREATED, onSaved: onCreated });
  useReportStatus(form.status, onStatusChange);
  // Cancel closes the add area and what was chosen goes with it: the tab is clean again.
  useEffect(() => () => onStatusChange?.('clean'), [onStatusChange]);
  const headings = formHeadings(headingVariant);
  const { values, state, formRef } = form;
  const apply = (changes: Partial<LabValues>) => {
    for (const [name, value] of Object.entries(changes)) form.setValue(name as keyof LabValues & string, value as never);
  };

  const types = useReferenceCatalogue('referral_types');
  const priorities = useReferenceCatalogue('referral_priorities');
  // The names of the chosen tests: from the search answers and the templates copied in.
  const [names, setNames] = useState<Record<string, string>>({});
  const [active, setActive] = useState<LabTemplate>();
  const selectTemplate = (template: LabTemplate) => {
    const next = toggleTemplate(active, template, values);
    setActive(next.active);
    if (next.values === 'reset') form.reset();
    else {
      setNames((known) => ({ ...known, ...templateTestNames(template) }));
      apply(next.values);
    }
  };
  const blocked = submitBlocked(values);

  return (
    <Grid gridDefinition={[{ colspan: { default: 12, s: 8 } }, { colspan: { default: 12, s: 4 } }]}>
      <form
        ref={formRef}
        noValidate
        data-testid={TEST_ID}
        data-status={form.status}
        onSubmit={(event) => {
          event.preventDefault();
          if (!blocked) void form.submit();
        }}
      >
        <Form header={<Header variant={headings.form}>Add diagnostic referral</Header>}>
          <SpaceBetween size="l">
            {state.nonFieldErrors.length > 0 && (
              <Alert type="error" header="The changes were not saved" data-testid={`${TEST_ID}-errors`}>
                {state.nonFieldErrors.map((message) => (
                  <div key={message}>{message}</div>
                ))}
              </Alert>
            )}
            <ColumnLayout columns={2}>
              <FormSelectField
                form={form}
                name="type_id"
                label={labReferralKind.labels.type_id.label}
                options={diagnosticTypeOptions(types.items)}
                loading={types.status === 'loading'}
                required
                onSelect={(type) => type && isDiagnosticType(type) && apply(withType(values, type))}
              />
              <FormSelectField
                form={form}
                name="priority_id"
                label={labReferralKind.labels.priority_id.label}
                options={catalogueOptions(priorities.items)}
                loading={priorities.status === 'loading'}
                required
                placeholder="Choose a priority"
              />
            </ColumnLayout>
            <TestsField
              form={form}
              label={labReferralKind.labels.tests.label}
              names={names}
              onChange={(tests, found) => {
                setNames((known) => ({ ...known, ...found }));
                form.setValue('tests', tests);
              }}
            />
            <DateTimeField form={form} label={labReferralKind.labels.administrative_datetime.label} />
          </SpaceBetween>
        </Form>
        <div className="praktijk-form-actions" data-testid={`${TEST_ID}-actions`}>
          <div className="praktijk-form-actions-state">
            {blocked && form.status !== 'error' ? (
              <Box color="text-status-inactive" data-testid={`${TEST_ID}-blocked`}>
                {blocked}
              </Box>
            ) : (
              <FormActionsState form={form} testId={TEST_ID} onFocusField={(field) => focusField(formRef.current, field)} onFocusBanner={() => undefined} />
            )}
          </div>
          <div className="praktijk-form-actions-buttons">
            <SpaceBetween direction="horizontal" size="xs">
              {form.buttons.showReset && (
                <Button
                  formAction="none"
                  onClick={() => {
                    setActive(undefined);
                    form.reset();
                  }}
                  data-testid={`${TEST_ID}-reset`}
                >
                  Reset
                </Button>
              )}
              <Button
                variant="primary"
                formAction="submit"
                disabled={Boolean(blocked) || state.submitting}
                disabledReason={blocked}
                loading={state.submitting}
                data-testid={`${TEST_ID}-submit`}
              >
                Submit
              </Button>
            </SpaceBetween>
          </div>
        </div>
      </form>
      <LabTemplates values={values} active={active} onSelect={selectTemplate} onActiveChange={setActive} headingTag={headings.group} />
    </Grid>
  );
}
