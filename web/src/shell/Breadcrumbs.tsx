import BreadcrumbGroup, { type BreadcrumbGroupProps } from '@cloudscape-design/components/breadcrumb-group';
import { HOME_PATH } from '@/auth/redirect';
import { useFollow } from './use-follow';
import { useRouteCrumbs } from './useRouteCrumbs';

/** Breadcrumbs from the route labels of spec 1 §2 (each route's handle), with people by name. */
export function Breadcrumbs() {
  const follow = useFollow();
  const items: BreadcrumbGroupProps.Item[] = [
    { text: 'Praktijk', href: HOME_PATH },
    ...useRouteCrumbs().map(({ label, pathname }) => ({ text: label, href: pathname })),
  ];
  return <BreadcrumbGroup items={items} ariaLabel="Breadcrumbs" expandAriaLabel="Show path" onFollow={follow} />;
}
