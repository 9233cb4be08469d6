import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type ReactNode } from 'react';

/** A titled group of a Health add form's fields (temperature, pulse, a blood-pressure reading), one heading level below the form's. */
export function FormGroup({ title, level, columns = 3, children }: { title: string; level: 'h3' | 'h4'; columns?: number; children: ReactNode }) {
  return (
    <SpaceBetween size="xs">
      <Box variant={level} padding="n">
        {title}
      </Box>
      <ColumnLayout columns={columns}>{children}</ColumnLayout>
    </SpaceBetween>
  );
}

/** The heading levels of an add form under a list whose header is `listHeading`: the form's own, then its groups'. */
export function formHeadings(listHeading: 'h2' | 'h3' = 'h2') {
  return listHeading === 'h2' ? ({ form: 'h2', group: 'h3' } as const) : ({ form: 'h3', group: 'h4' } as const);
}
