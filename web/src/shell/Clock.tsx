import Box from '@cloudscape-design/components/box';
import { CLOCK_REFRESH_MS } from '@praktijk/shared/constants';
import { useEffect, useState } from 'react';
import { formatClock } from '@praktijk/shared/dates';

/** The clock of the top bar, refreshed every second (spec 1 §2, §9). Not a live region: it would talk every second. */
export function Clock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), CLOCK_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <Box color="inherit" fontSize="body-m" textAlign="center">
      <time dateTime={now.toISOString()} data-testid="shell-clock" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {formatClock(now)}
      </time>
    </Box>
  );
}
