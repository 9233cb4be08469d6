import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import { CenteredPage } from '@/components/CenteredPage';

/** The app cannot work without its settings: say so plainly and offer another try. */
export function BootError({ message }: { message: string }) {
  return (
    <CenteredPage>
      <Alert
        type="error"
        header="Praktijk could not start"
        action={<Button onClick={() => window.location.reload()}>Try again</Button>}
        data-testid="boot-error"
      >
        {message}
      </Alert>
    </CenteredPage>
  );
}
