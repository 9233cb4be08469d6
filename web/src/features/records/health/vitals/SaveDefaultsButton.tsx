import Button from '@cloudscape-design/components/button';
import { isApiError } from '@/api';
import { useNotifications } from '@/shell/notifications';
import { defaultsFrom, type FieldCatalogues } from './catalogue-defaults';
import { useCatalogueDefaults } from './useCatalogueDefaults';

/** "Save as my defaults": the methods and types chosen now prefill this form from then on (PUT /api/catalogue/defaults/). */
export function SaveDefaultsButton({ values, fields, testId }: { values: Readonly<Record<string, unknown>>; fields: FieldCatalogues; testId: string }) {
  const { defaults, consistencyToken, save, refetch } = useCatalogueDefaults();
  const { notify } = useNotifications();

  const store = async () => {
    try {
      await save.mutateAsync({ body: { defaults: defaultsFrom(values, fields, defaults), consistency_token: consistencyToken } });
      notify({ type: 'success', header: 'My defaults saved', content: 'The chosen methods and types now prefill this form.' });
    } catch (error) {
      if (isApiError(error) && error.redirected) return;
      refetch(); // a 409 means they changed elsewhere: the next try starts from the stored ones
      notify({ type: 'error', header: 'Error', content: isApiError(error) ? error.message : 'Something went wrong' });
    }
  };

  return (
    <Button formAction="none" loading={save.isPending} onClick={() => void store()} data-testid={`${testId}-save-defaults`}>
      Save as my defaults
    </Button>
  );
}
