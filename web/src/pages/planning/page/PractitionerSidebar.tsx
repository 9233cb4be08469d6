import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import { useQuery } from '@tanstack/react-query';
import { practitionerCalendarPath } from '../../../app/route-access';
import { apiQuery } from '../../../query/api-query';
import { useFollow } from '../../../shell/use-follow';

/**
 * The planning sidebar (GET planning/sidebar/): the practice's practitioners by name, each a link
 * to their calendar, with who is on call (refreshed by the realtime 'planning' messages).
 */
export function PractitionerSidebar() {
  const sidebar = useQuery(apiQuery('planningSidebar'));
  const follow = useFollow();
  return (
    <Container header={<Header variant="h2">Practitioners</Header>} data-testid="planning-sidebar">
      {sidebar.isError && <Box color="text-status-error">The practitioners could not be loaded.</Box>}
      {sidebar.data?.length === 0 && <Box color="text-body-secondary">No practitioners yet.</Box>}
      <ul className="praktijk-practitioners" aria-label="Practitioners">
        {(sidebar.data ?? []).map((p) => (
          <li key={p.id} className="praktijk-practitioners__item" data-testid="planning-sidebar-item">
            <Link href={practitionerCalendarPath(p.username)} onFollow={follow}>
              {p.name}
            </Link>
            {p.on_call && <Badge color="green">On call</Badge>}
          </li>
        ))}
      </ul>
    </Container>
  );
}
