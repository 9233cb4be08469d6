import '@cloudscape-design/global-styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod/mini';
import { App } from '@/app/App';

// The Content-Security-Policy allows no eval (issue 8.8): without this, zod probes for it with
// `new Function` on its first parse, which the browser reports as a CSP violation.
zodConfig({ jitless: true });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
