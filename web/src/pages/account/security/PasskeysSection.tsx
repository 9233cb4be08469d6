import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useCallback, useEffect, useState } from 'react';
import { addPasskey, listPasskeys, removePasskey, type Passkey } from '@/auth/passkeys';
import { ConfirmDeleteModal } from '@/components/confirm/ConfirmDeleteModal';
import { useNotifications } from '@/shell/notifications';
import { deletePasskeyLabel, PASSKEY_ADDED_TOAST, PASSKEY_DELETED_TOAST, passkeyCreated, passkeyErrorMessage } from './passkey-list';

type Load = { state: 'loading' } | { state: 'loaded'; passkeys: Passkey[] } | { state: 'failed' };

/** Account > Security: the user's passkeys (Cognito's WebAuthn credentials), adding one on this device, deleting one. */
export function PasskeysSection() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string>();
  const [deleting, setDeleting] = useState<Passkey>();
  const { notify } = useNotifications();

  // Bumped after an addition or a deletion: the list is read again from Cognito.
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    let current = true;
    listPasskeys().then(
      (passkeys) => current && setLoad({ state: 'loaded', passkeys }),
      () => current && setLoad({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [version]);

  const add = async () => {
    setAdding(true);
    setError(undefined);
    try {
      await addPasskey();
      notify({ type: 'success', ...PASSKEY_ADDED_TOAST });
    } catch (caught) {
      setError(passkeyErrorMessage(caught));
    } finally {
      setAdding(false);
      // A passkey registered before a later step failed is listed too.
      reload();
    }
  };

  const remove = async (passkey: Passkey) => {
    await removePasskey(passkey.id);
    notify({ type: 'success', ...PASSKEY_DELETED_TOAST });
    reload();
  };

  const header = (
    <Header
      variant="h2"
      description="Sign in with your device’s fingerprint, face or PIN instead of your password and code."
      actions={
        <Button onClick={() => void add()} loading={adding} loadingText="Waiting for your device" data-testid="passkey-add">
          Add a passkey
        </Button>
      }
    >
      Passkeys
    </Header>
  );

  return (
    <Container header={header} data-testid="passkeys-section">
      <SpaceBetween size="m">
        {error && (
          <Alert type="error" data-testid="passkey-error" dismissible onDismiss={() => setError(undefined)}>
            {error}
          </Alert>
        )}
        {load.state === 'failed' ? (
          <Alert type="warning">The passkeys could not be loaded.</Alert>
        ) : (
          <Table
            variant="embedded"
            data-testid="passkeys-table"
            ariaLabels={{ tableLabel: 'Passkeys' }}
            loading={load.state === 'loading'}
            loadingText="Loading passkeys"
            items={load.state === 'loaded' ? load.passkeys : []}
            trackBy="id"
            empty={<Box color="text-body-secondary">No passkeys yet: you sign in with your password.</Box>}
            columnDefinitions={[
              { id: 'name', header: 'Name', cell: (passkey) => passkey.name },
              { id: 'created', header: 'Created', cell: (passkey) => passkeyCreated(passkey.createdAt) },
              {
                id: 'actions',
                header: 'Actions',
                cell: (passkey) => (
                  <Button variant="inline-link" ariaLabel={deletePasskeyLabel(passkey.name, passkey.createdAt)} onClick={() => setDeleting(passkey)}>
                    Delete
                  </Button>
                ),
              },
            ]}
          />
        )}
      </SpaceBetween>
      <ConfirmDeleteModal
        visible={deleting !== undefined}
        thing="passkey"
        date={deleting?.createdAt?.toISOString()}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
        onClose={() => setDeleting(undefined)}
      >
        <Box variant="p">
          {deleting?.name ?? 'This passkey'} can no longer be used to sign in. The passkey itself stays on the device until you remove it there.
        </Box>
      </ConfirmDeleteModal>
    </Container>
  );
}
