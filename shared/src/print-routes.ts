// `npm run -s routes`: every REST route as `METHOD /api/path/`, one a line (read by api-coverage).
import { routes } from './routes';

for (const route of routes) console.log(`${route.method} ${route.path}`);
