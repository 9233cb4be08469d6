import ButtonGroup from '@cloudscape-design/components/button-group';
import { type CurrentUser } from '@praktijk/shared/schemas/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '@/api';
import { apiQuery, queryKeyOf } from '@/query/api-query';
import { useNotifications } from '../notifications';
import { onCallFailure } from './on-call';

/** Spec 3 §2: "An on-call toggle button in the top navbar with tooltip 'On-Call'". */
const ON_CALL = 'On-Call';

/** The on-call toggle itself (OnCallToggle.tsx loads it for physicians). */
export function OnCallButton({ user }: { user: CurrentUser }) {
  const client = useQueryClient();
  const { notify } = useNotifications();
  const [saving, setSaving] = useState(false);
  const settingsQuery = apiQuery('getCalendarSettings', { params: { username: user.email } });
  const settings = useQuery(settingsQuery);
  const onCall = settings.data?.on_call ?? false;

  // Spec 3 §4: "On-call: toggles true or false and is saved on click".
  const toggle = async () => {
    if (!settings.data || saving) return;
    setSaving(true);
    try {
      const saved = await callApi('updateCalendarSettings', {
        params: { id: settings.data.id },
        body: { on_call: !onCall, consistency_token: settings.data.consistency_token },
      });
      client.setQueryData(settingsQuery.queryKey, saved);
      for (const operation of ['planningSidebar', 'getPractitioner'] as const) void client.invalidateQueries({ queryKey: queryKeyOf(operation) });
    } catch (error) {
      const failure = onCallFailure(error);
      if (failure?.reload) void client.invalidateQueries({ queryKey: settingsQuery.queryKey });
      if (failure) notify({ type: 'error', header: 'On-Call was not saved', content: <span style={{ whiteSpace: 'pre-line' }}>{failure.text}</span> });
    } finally {
      setSaving(false);
    }
  };

  return (
    <ButtonGroup
      variant="icon"
      ariaLabel={ON_CALL}
      onItemClick={() => void toggle()}
      items={[
        {
          type: 'icon-toggle-button',
          id: 'on-call',
          // The tooltip and the accessible name; the state is the button's pressed state.
          text: ON_CALL,
          pressed: onCall,
          iconName: 'call',
          loading: saving || settings.isPending,
          loadingText: saving ? 'Saving on-call' : 'Loading on-call',
          disabled: settings.isError,
          disabledReason: settings.isError ? 'The on-call state could not be loaded.' : undefined,
        },
      ]}
    />
  );
}
