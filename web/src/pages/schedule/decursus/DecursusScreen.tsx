import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { type Consultation } from '@praktijk/shared/schemas/consultations';
import { type Decursus, type DecursusTextField } from '@praktijk/shared/schemas/decursus';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { isApiError } from '@/api';
import { useCan } from '@/auth/permissions';
import { apiQuery } from '@/query/api-query';
import { useNotifications } from '@/shell/notifications';
import { useUnsavedChanges } from '@/shell/unsaved/useUnsavedChanges';
import { PmhSections } from '@/features/pmh/PmhSections';
import { DecursusProcedures } from '@/features/procedures/DecursusProcedures';
import { DecursusReferrals } from '@/features/records/referrals/patient/DecursusReferrals';
import { CurrentDecursus } from './CurrentDecursus';
import { DECURSUS_FIELD_LABELS } from './decursus-form';
import { DecursusRevisions } from './DecursusRevisions';
import { EpisodePanel } from './EpisodePanel';
import { PreviousDecursusPanel } from './PreviousDecursusPanel';
import { DraftWrites } from './server-draft';
import { useDecursusDraft } from './useDecursusDraft';
import { useDecursusForm } from './useDecursusForm';
import './decursus.css';

// The decursus screen of a consultation (spec 3 §2 "Decursus screen"), the workspace's
// 'decursus' view: PMH and Previous Decursus on the left (each minimisable), the consultation's
// own SOEP note on the right with its revisions, and the Referral, Episode and Procedures sub-panels below it (spec 3 §2). From 1280 px
// wide the panels stand side by side (decursus.css); narrower, the note comes first, so the
// physician writes without scrolling past the history (issue 21 §2).

/** Spec 1 §2, spec 3 §4: "Revisions browsable only when 2 or more exist". */
const REVISIONS_MIN = 2;

/** The decursus view of a consultation: its note, loaded by the consultation's decursus id. */
export function DecursusScreen({ consultation }: { consultation: Consultation }) {
  const { data, error } = useQuery(apiQuery('getDecursus', { params: { id: consultation.decursus_id } }));
  if (error && !(isApiError(error) && error.redirected)) return <Alert type="error">The decursus could not be loaded.</Alert>;
  if (!data) return <Spinner size="large" />;
  // Keyed by the note: another consultation's note starts a fresh form; a refetch of the same note does not reset it.
  return <DecursusWorkspace key={data.id} consultation={consultation} decursus={data} />;
}

function DecursusWorkspace({ consultation, decursus }: { consultation: Consultation; decursus: Decursus }) {
  // The note's save and its draft's writes, one after another (server-draft.ts).
  const [writes] = useState(() => new DraftWrites());
  const form = useDecursusForm(decursus, writes);
  const can = useCan();
  const { notify } = useNotifications();
  const [browsing, setBrowsing] = useState(false);
  const canChange = can('change', 'decursus');
  useUnsavedChanges(form.dirty);
  const draft = useDecursusDraft(form, decursus, canChange, writes);
  const closeRevisions = useCallback(() => setBrowsing(false), []);
  const copy = useCallback(
    (field: DecursusTextField, value: string) => {
      form.edit(field, value);
      notify({ type: 'success', header: 'Field copied', content: `Field ${DECURSUS_FIELD_LABELS[field]} was updated` });
    },
    [form, notify],
  );

  return (
    <>
      <div className="praktijk-decursus-layout">
        <div className="praktijk-decursus-layout__note">
          <SpaceBetween size="l">
            {draft.notice && (
              <Alert
                type="info"
                data-testid="decursus-draft-restored"
                action={
                  <Button onClick={() => void draft.discard()} data-testid="decursus-draft-discard">
                    Discard
                  </Button>
                }
              >
                {draft.notice}
              </Alert>
            )}
            <CurrentDecursus
              form={form}
              date={decursus.date}
              canChange={canChange}
              actions={
                <Button onClick={() => setBrowsing(true)} disabled={form.state.version < REVISIONS_MIN} data-testid="decursus-revisions">
                  Browse Revisions
                </Button>
              }
            />
            {can('view', 'referral') && <DecursusReferrals patientId={consultation.patient_id} decursusId={decursus.id} />}
            <EpisodePanel consultation={consultation} decursus={decursus} />
            {can('view', 'procedure') && <DecursusProcedures patientId={consultation.patient_id} decursusId={decursus.id} />}
          </SpaceBetween>
        </div>
        <div className="praktijk-decursus-layout__context">
          <SpaceBetween size="l">
            <ExpandableSection variant="container" headerText="PMH" defaultExpanded data-testid="decursus-pmh">
              <PmhSections patientId={consultation.patient_id} headingVariant="h3" />
            </ExpandableSection>
            <ExpandableSection variant="container" headerText="Previous Decursus" defaultExpanded data-testid="decursus-previous">
              <PreviousDecursusPanel consultationId={consultation.id} onCopy={canChange ? copy : undefined} />
            </ExpandableSection>
          </SpaceBetween>
        </div>
      </div>
      {browsing && (
        <DecursusRevisions
          decursusId={decursus.id}
          patientId={consultation.patient_id}
          token={form.state.token}
          onReverted={form.replace}
          onDismiss={closeRevisions}
        />
      )}
    </>
  );
}
