import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import List from '@cloudscape-design/components/list';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type ConsultReasonType } from '@praktijk/shared/schemas/planning';
import { type ReactNode, useState } from 'react';
import { InlineNameEditor } from './InlineNameEditor';

export interface ReasonListProps {
  title: string;
  /** 'available' shows a plus to activate; 'activated' a minus to deactivate. */
  kind: 'available' | 'activated';
  reasons: ConsultReasonType[];
  allowed: { move: boolean; rename: boolean; remove: boolean };
  onMove(reason: ConsultReasonType): void;
  onRename(reason: ConsultReasonType, name: string): Promise<string | undefined>;
  onRemove(reason: ConsultReasonType): void;
  /** Under the list: the inline New Reason control. */
  footer?: ReactNode;
}

/** One of the two reason lists; a name is renamed by double-click or with its Rename button. */
export function ReasonList({ title, kind, reasons, allowed, onMove, onRename, onRemove, footer }: ReasonListProps) {
  const [editingId, setEditingId] = useState<string | undefined>();
  const moveLabel = kind === 'available' ? 'Activate' : 'Deactivate';

  const renderItem = (reason: ConsultReasonType) => {
    const editing = editingId === reason.id;
    const name = editing ? (
      <InlineNameEditor
        initial={reason.name}
        label={`Rename ${reason.name}`}
        onSave={(next) => onRename(reason, next)}
        onClose={() => setEditingId(undefined)}
        testId="reason-rename"
      />
    ) : (
      <span
        onDoubleClick={() => allowed.rename && setEditingId(reason.id)}
        title={allowed.rename ? 'Double-click to rename' : undefined}
        data-testid="reason-name"
      >
        {reason.name}
      </span>
    );
    const actions = editing ? undefined : (
      <SpaceBetween direction="horizontal" size="xxs">
        {allowed.rename && (
          <Button
            variant="icon"
            iconName="edit"
            ariaLabel={`Rename ${reason.name}`}
            onClick={() => setEditingId(reason.id)}
            data-testid="reason-rename-button"
          />
        )}
        {allowed.remove && (
          <Button variant="icon" iconName="remove" ariaLabel={`Delete ${reason.name}`} onClick={() => onRemove(reason)} data-testid="reason-delete" />
        )}
        {allowed.move && (
          <Button
            variant="icon"
            iconName={kind === 'available' ? 'add-plus' : 'subtract-minus'}
            ariaLabel={`${moveLabel} ${reason.name}`}
            onClick={() => onMove(reason)}
            data-testid="reason-move"
          />
        )}
      </SpaceBetween>
    );
    return { id: reason.id, content: name, actions, announcementLabel: reason.name };
  };

  return (
    <Container
      header={
        <Header variant="h2" counter={`(${reasons.length})`}>
          {title}
        </Header>
      }
      footer={footer}
      data-testid={`reasons-${kind}`}
    >
      {reasons.length === 0 ? (
        <Box color="text-status-inactive" textAlign="center">
          No reasons
        </Box>
      ) : (
        <List items={reasons} renderItem={renderItem} ariaLabel={title} />
      )}
    </Container>
  );
}
