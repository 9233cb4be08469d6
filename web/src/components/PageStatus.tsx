import Alert from '@cloudscape-design/components/alert';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Spinner from '@cloudscape-design/components/spinner';

/**
 * A screen whose own data is loading or failed to load. It keeps the screen's level-one heading,
 * so a screen reader user who lands here (a link, a reload) always finds where they are, and
 * announces the loading as a status.
 */
export function PageStatus({ title, loading, failure }: { title: string; loading: string; failure: { header: string; text: string } | null }) {
  return (
    <ContentLayout header={<Header variant="h1">{title}</Header>}>
      {failure ? (
        <Alert type="error" header={failure.header}>
          {failure.text}
        </Alert>
      ) : (
        <div role="status" aria-label={loading} data-testid="page-loading">
          <Spinner size="large" />
        </div>
      )}
    </ContentLayout>
  );
}
