import { useRouteError } from 'react-router';
import { ErrorPage } from './ErrorPage';

/** What the router shows when a page or a guard throws: the 500 page, with the cause in the console. */
export function RouteErrorPage() {
  console.error('Route error', useRouteError());
  return <ErrorPage kind={500} />;
}
