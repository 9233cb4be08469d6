import Input from '@cloudscape-design/components/input';
import { type Procedure } from '@praktijk/shared/records/procedures';
import { useReducer } from 'react';
import { type ProcedureSavers } from './useProcedureSavers';

interface ProcedureDescriptionFieldProps {
  procedure: Procedure;
  savers: ProcedureSavers;
  /** Without the right to change it, the description is read, not edited. */
  editable: boolean;
}

/** A procedure's description in its row, saved by itself 1 s after typing stops (spec 3 §9). */
export function ProcedureDescriptionField({ procedure, savers, editable }: ProcedureDescriptionFieldProps) {
  const saver = savers.of(procedure);
  // The text lives in the saver (it outlives a re-render of the table); a keystroke redraws the field.
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  // A version read again (someone else's change) shows when nothing typed here waits; idempotent.
  saver.adopt({ description: procedure.description ?? '', consistency_token: procedure.consistency_token });
  if (!editable) return <>{procedure.description}</>;
  return (
    <Input
      value={saver.text}
      onChange={({ detail }) => {
        saver.edit(detail.value);
        redraw();
      }}
      onBlur={() => void saver.flush()}
      ariaLabel={`Description of ${procedure.type.code} ${procedure.type.name}`}
      placeholder="Description"
      data-testid={`procedure-description-${procedure.id}`}
    />
  );
}
