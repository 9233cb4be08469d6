import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';

/** Shown while the app boots or a guard checks the session; announced to screen readers. */
export function FullPageSpinner({ text = 'Loading Praktijk…' }: { text?: string }) {
  return (
    <div role="status" aria-live="polite" data-testid="app-loading">
      <Box textAlign="center" padding={{ top: 'xxxl' }}>
        <Spinner size="large" />
        <Box variant="p" color="text-body-secondary" padding={{ top: 's' }}>
          {text}
        </Box>
      </Box>
    </div>
  );
}
