import Button from '@cloudscape-design/components/button';
import { Suspense, useState } from 'react';
import { onDemand } from '@/shell/on-demand';
import { type HealthChartModalProps } from './HealthChartModal';

// The chart's code (Cloudscape's charts, d3's scales) is not part of the record screen: it loads
// when the user first points at or focuses the button, and at the latest when they press it.
const chartModal = onDemand(
  () => import('./HealthChartModal'),
  (module) => module.HealthChartModal,
);

/** label: the button's text, 'Chart' unless told (the lab card's 'Results chart'). */
export function ChartButton(props: Omit<HealthChartModalProps, 'visible' | 'onDismiss'> & { testId: string; label?: string }) {
  const { testId, label = 'Chart', ...modal } = props;
  const [open, setOpen] = useState(false);
  // Each opening starts at the latest range: a new modal per opening, kept mounted after it closes so focus returns to the button.
  const [opening, setOpening] = useState(0);
  const preload = () => void chartModal.preload().catch(() => undefined);
  return (
    <span onMouseEnter={preload} onFocus={preload}>
      <Button
        onClick={() => {
          setOpening((n) => n + 1);
          setOpen(true);
        }}
        data-testid={`${testId}-chart`}
      >
        {label}
      </Button>
      {opening > 0 && (
        <Suspense fallback={null}>
          <chartModal.Component key={opening} {...modal} visible={open} onDismiss={() => setOpen(false)} />
        </Suspense>
      )}
    </span>
  );
}
