import Box from '@cloudscape-design/components/box';
import Icon from '@cloudscape-design/components/icon';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type FormStatus } from './locked-form-state';
import { tabIndicator } from './tab-indicator';

/** A tab title that turns red on errors and yellow with an upload icon on unsaved changes. */
export function TabLabel({ label, status, testId }: { label: string; status: FormStatus; testId?: string }) {
  const indicator = tabIndicator(status);
  return (
    <span data-testid={testId} data-status={status}>
      <SpaceBetween direction="horizontal" size="xxs" alignItems="center">
        <Box variant="span" color={indicator.color ?? 'inherit'} fontWeight={indicator.color ? 'bold' : undefined}>
          {label}
        </Box>
        {indicator.icon && <Icon name={indicator.icon} variant={status === 'error' ? 'error' : 'warning'} ariaLabel={indicator.description} />}
      </SpaceBetween>
    </span>
  );
}
