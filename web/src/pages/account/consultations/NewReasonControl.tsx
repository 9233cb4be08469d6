import Button from '@cloudscape-design/components/button';
import { useState } from 'react';
import { InlineNameEditor } from './InlineNameEditor';

/** 'New Reason': opens a name field in place; Enter creates, Escape closes. */
export function NewReasonControl({ onCreate }: { onCreate(name: string): Promise<string | undefined> }) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button iconName="add-plus" onClick={() => setOpen(true)} data-testid="reason-new">
        New Reason
      </Button>
    );
  }
  return <InlineNameEditor initial="" label="New reason name" onSave={onCreate} onClose={() => setOpen(false)} testId="reason-new" />;
}
