import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type Letter } from '@praktijk/shared/schemas/letters';
import { type LetterFiles } from './useLetterFiles';

export interface LetterRowActionsProps {
  letter: Letter;
  /** Print, PDF and Word, when the user holds can_execute on letter. */
  files?: LetterFiles;
  /** Opens the letter in the editor (can_change). */
  onEdit?(letter: Letter): void;
  /** Asks to delete it (can_delete). */
  onDelete?(letter: Letter): void;
}

/** A letter's actions in the order of spec 3 §2: edit, print, PDF, Word, delete; each only with its permission. */
export function LetterRowActions({ letter, files, onEdit, onDelete }: LetterRowActionsProps) {
  const link = (label: string, ariaLabel: string, onClick: () => void, loading = false, testId = label.toLowerCase()) => (
    <Button
      variant="inline-link"
      wrapText={false}
      ariaLabel={`${ariaLabel} ${letter.name}`}
      onClick={onClick}
      loading={loading}
      data-testid={`letter-${testId}`}
    >
      {label}
    </Button>
  );
  return (
    <SpaceBetween direction="horizontal" size="xs" alignItems="center">
      {onEdit && link('Edit', 'Edit', () => onEdit(letter))}
      {/* Each its own child, not one fragment: SpaceBetween spaces its children ('Print PDF Word', not 'PrintPDFWord'). */}
      {files && link('Print', 'Print', () => void files.print(letter), files.isBusy(letter, 'print'))}
      {files && link('PDF', 'Download as PDF:', () => void files.download(letter, 'pdf'), files.isBusy(letter, 'pdf'))}
      {files && link('Word', 'Download as Word:', () => void files.download(letter, 'docx'), files.isBusy(letter, 'docx'))}
      {onDelete && (
        <Button variant="inline-icon" iconName="remove" ariaLabel={`Delete ${letter.name}`} onClick={() => onDelete(letter)} data-testid="letter-delete" />
      )}
    </SpaceBetween>
  );
}
