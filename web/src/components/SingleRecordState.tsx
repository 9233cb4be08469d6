import Alert from '@cloudscape-design/components/alert';
import Spinner from '@cloudscape-design/components/spinner';
import { type ReactNode } from 'react';
import { isApiError } from '@/api';

/**
 * A patient's one record of a kind (General History, blood type) as a card or tab shows it: the
 * spec's 'Error' / 'Something went wrong' when it could not be read (not when the app is already
 * leaving for /login), a spinner until it is read, then its form, with the record or null.
 */
export function SingleRecordState<T>({ query, children }: { query: { data: T | null | undefined; error: unknown }; children(record: T | null): ReactNode }) {
  if (query.error && !(isApiError(query.error) && query.error.redirected))
    return (
      <Alert type="error" header="Error">
        Something went wrong
      </Alert>
    );
  if (query.data === undefined) return <Spinner size="large" />;
  return children(query.data);
}
