import { I18nProvider } from '@cloudscape-design/components/i18n';
import enMessages from '@cloudscape-design/components/i18n/messages/all.en';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { FullPageSpinner } from '@/components/FullPageSpinner';
import { BootError } from './BootError';
import { bootApp } from './boot';
import { type AppRouter, createAppRouter } from './router';

type BootState = { status: 'booting' } | { status: 'failed'; message: string } | { status: 'ready'; router: AppRouter };

export function App() {
  const [state, setState] = useState<BootState>({ status: 'booting' });

  useEffect(() => {
    let active = true;
    bootApp().then(
      // The router is made only now: creating it runs the guards, which need Amplify configured.
      (endpoints) => {
        if (active) setState({ status: 'ready', router: createAppRouter(endpoints) });
      },
      (error: unknown) => {
        console.error('Boot failed', error);
        if (active) setState({ status: 'failed', message: error instanceof Error ? error.message : 'Unknown error.' });
      },
    );
    return () => {
      active = false;
    };
  }, []);

  // English texts for the Cloudscape components' built-in labels (spec: the interface is English).
  return (
    <I18nProvider locale="en" messages={[enMessages]}>
      {state.status === 'booting' && <FullPageSpinner />}
      {state.status === 'failed' && <BootError message={state.message} />}
      {state.status === 'ready' && <RouterProvider router={state.router} />}
    </I18nProvider>
  );
}
