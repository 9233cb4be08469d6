import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';

/**
 * Where the spinner stands, so a loading screen is never without what a page must have (axe):
 * - 'app': the whole document (booting, signing out, outside the shell): the main landmark and the level-one heading;
 * - 'page': a page inside the shell, whose layout already is the main landmark: the level-one heading;
 * - 'section': inside a page that has its own heading: neither.
 */
export type SpinnerPlace = 'app' | 'page' | 'section';

/** Shown while the app boots or a guard checks the session; announced to screen readers. */
export function FullPageSpinner({ text = 'Loading Praktijk…', place = 'app' }: { text?: string; place?: SpinnerPlace }) {
  const spinner = (
    <div role="status" aria-live="polite" data-testid="app-loading">
      <Box textAlign="center" padding={{ top: 'xxxl' }}>
        <Spinner size="large" />
        <Box variant="p" tagOverride={place === 'section' ? undefined : 'h1'} color="text-body-secondary" padding={{ top: 's' }}>
          {text}
        </Box>
      </Box>
    </div>
  );
  return place === 'app' ? <main>{spinner}</main> : spinner;
}
