import BreadcrumbGroup, { type BreadcrumbGroupProps } from '@cloudscape-design/components/breadcrumb-group';
import { useMatches } from 'react-router';
import { HOME_PATH } from '../auth/redirect';
import { crumbsOf, type LabelNames } from './route-handle';
import { usePractitionerName } from './usePractitionerName';
import { useFollow } from './use-follow';

/** Breadcrumbs from the route labels of spec 1 §2 (each route's handle), with people by name. */
export function Breadcrumbs() {
  const follow = useFollow();
  const matches = useMatches();
  const username = matches.find((match) => match.params.username)?.params.username;
  const practitioner = usePractitionerName(username);
  const names: LabelNames = { practitioner: (name) => (name === username && practitioner) || name };
  const items: BreadcrumbGroupProps.Item[] = [
    { text: 'Praktijk', href: HOME_PATH },
    ...crumbsOf(matches, names).map(({ label, pathname }) => ({ text: label, href: pathname })),
  ];
  return <BreadcrumbGroup items={items} ariaLabel="Breadcrumbs" expandAriaLabel="Show path" onFollow={follow} />;
}
