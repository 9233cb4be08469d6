import Box from '@cloudscape-design/components/box';

/**
 * A field label, with the asterisk of a required field (spec 2 §2). The asterisk is hidden from
 * screen readers, which hear "required" from the control's aria-required instead.
 */
export function FieldLabel({ text, required = false }: { text: string; required?: boolean }) {
  return (
    <>
      {text}
      {required && (
        <Box variant="span" color="text-status-error" nativeAttributes={{ 'aria-hidden': true }}>
          {' *'}
        </Box>
      )}
    </>
  );
}
