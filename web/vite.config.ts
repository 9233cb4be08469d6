import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The local twin serves everything on one origin (DESIGN §8). In `npm run -w web dev` the dev
// server stands in for the web part of that origin and forwards the rest to the twin, so the
// browser still sees a single origin (no CORS, the WebSocket and Cognito calls included).
const TWIN = 'http://127.0.0.1:8080';
const webRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: separate files stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 3 },
            { name: 'amplify', test: /node_modules[\\/](aws-amplify|@aws-amplify|@aws-crypto|@aws-sdk|@smithy)[\\/]/, priority: 3 },
            { name: 'cloudscape', test: /node_modules[\\/]@cloudscape-design[\\/]/, priority: 2 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': TWIN,
      '/ws': { target: TWIN, ws: true },
      '/config.json': TWIN,
      '/cognito': TWIN,
    },
  },
});
