import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Slider from '@cloudscape-design/components/slider';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMemo, useState } from 'react';
import { formatDateTime } from '@praktijk/shared/dates';
import { DiffView } from './DiffView';
import { sideBySideDiff } from './line-diff';
import { byVersion, initialRevisionIndex, type Revision, revisionContent, revisionsTitle } from './revisions';
import { FocusingModal } from '../focus/FocusingModal';

export interface RevisionDialogProps {
  visible: boolean;
  /** The record's name in the title: '3 Blood type Revision(s)'. */
  title: string;
  revisions: readonly Revision[];
  /** The text compared; by default one 'field: value' line per field. */
  contentOf?(revision: Revision): string;
  /** Reverts to the chosen version (the server makes that a new version); absent for a user who may only browse. */
  onRevert?(revision: Revision): Promise<void>;
  onDismiss(): void;
}

/** Browse a record's versions with a slider and compare the chosen one with the latest (spec 1 §2). */
export function RevisionDialog({ visible, title, revisions, contentOf = revisionContent, onRevert, onDismiss }: RevisionDialogProps) {
  const ordered = useMemo(() => byVersion(revisions), [revisions]);
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const [reverting, setReverting] = useState(false);
  const index = Math.min(chosen ?? initialRevisionIndex(ordered.length), Math.max(0, ordered.length - 1));
  const selected = ordered[index];
  const latest = ordered[ordered.length - 1];
  const rows = useMemo(() => (selected && latest ? sideBySideDiff(contentOf(selected), contentOf(latest)) : []), [selected, latest, contentOf]);

  const revert = async () => {
    if (!selected || !onRevert) return;
    setReverting(true);
    try {
      await onRevert(selected);
    } finally {
      setReverting(false);
    }
  };

  return (
    <FocusingModal
      visible={visible}
      size="max"
      header={revisionsTitle(ordered.length, title)}
      onDismiss={onDismiss}
      closeAriaLabel="Close"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onDismiss} data-testid="revision-dismiss">
              Dismiss
            </Button>
            {onRevert && (
              <Button
                variant="primary"
                onClick={() => void revert()}
                loading={reverting}
                disabled={!selected || selected === latest}
                data-testid="revision-revert"
              >
                Revert to this Version
              </Button>
            )}
          </SpaceBetween>
        </Box>
      }
    >
      {selected && latest ? (
        <SpaceBetween size="l">
          {ordered.length > 1 && (
            <Slider
              min={0}
              max={ordered.length - 1}
              step={1}
              value={index}
              tickMarks
              ariaLabel="Version"
              valueFormatter={(value) => `Version ${ordered[value]?.version ?? ''}`}
              referenceValues={[]}
              onChange={({ detail }) => setChosen(detail.value)}
            />
          )}
          <KeyValuePairs
            columns={4}
            items={[
              { label: 'Version', value: <span data-testid="revision-version">{selected.version}</span> },
              { label: 'User', value: selected.history_user },
              { label: 'Date', value: formatDateTime(selected.history_date) },
              { label: 'Reason', value: selected.history_change_reason || 'n/a' },
            ]}
          />
          <DiffView rows={rows} oldLabel={`Version ${selected.version}`} newLabel={`Latest (version ${latest.version})`} />
        </SpaceBetween>
      ) : (
        <Box color="text-status-inactive">No revisions</Box>
      )}
    </FocusingModal>
  );
}
