import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import { useQuery } from '@tanstack/react-query';
import { practitionerCalendarPath } from '@/navigation/route-access';
import { apiQuery } from '@/query/api-query';
import { useFollow } from '@/shell/use-follow';

/**
 * The practice's practitioners (GET planning/sidebar/) as one line above the Team day: each a link
 * to their calendar, with who is on call (refreshed by the realtime 'planning' messages). It was a
 * column of its own beside the calendar; issue 22 §2 gives that width to the arrivals board, and a
 * line keeps who is on call in sight at every width.
 */
export function PractitionerSidebar() {
  const sidebar = useQuery(apiQuery('planningSidebar'));
  const follow = useFollow();
  return (
    <div className="praktijk-practitioners" data-testid="planning-sidebar">
      <Box variant="span" fontWeight="bold">
        Practitioners
      </Box>
      {sidebar.isError && <Box color="text-status-error">The practitioners could not be loaded.</Box>}
      {sidebar.data?.length === 0 && <Box color="text-body-secondary">No practitioners yet.</Box>}
      <ul className="praktijk-practitioners__list" aria-label="Practitioners">
        {(sidebar.data ?? []).map((p) => (
          <li key={p.id} className="praktijk-practitioners__item" data-testid="planning-sidebar-item">
            <Link href={practitionerCalendarPath(p.username)} onFollow={follow}>
              {p.name}
            </Link>
            {p.on_call && <Badge color="green">On call</Badge>}
          </li>
        ))}
      </ul>
    </div>
  );
}
