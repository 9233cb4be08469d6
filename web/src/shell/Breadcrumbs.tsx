import BreadcrumbGroup, { type BreadcrumbGroupProps } from '@cloudscape-design/components/breadcrumb-group';
import { useMatches } from 'react-router';
import { HOME_PATH } from '../auth/redirect';
import { crumbsOf } from './route-handle';
import { useFollow } from './use-follow';

/** Breadcrumbs from the route labels of spec 1 §2 (each route's handle). */
export function Breadcrumbs() {
  const follow = useFollow();
  const items: BreadcrumbGroupProps.Item[] = [
    { text: 'Praktijk', href: HOME_PATH },
    ...crumbsOf(useMatches()).map(({ label, pathname }) => ({ text: label, href: pathname })),
  ];
  return <BreadcrumbGroup items={items} ariaLabel="Breadcrumbs" expandAriaLabel="Show path" onFollow={follow} />;
}
