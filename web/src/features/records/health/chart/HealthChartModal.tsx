import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import MixedLineBarChart from '@cloudscape-design/components/mixed-line-bar-chart';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { isApiError } from '@/api';
import { apiQuery } from '@/query/api-query';
import { hasNewer, LATEST_RANGE, newerRange, olderRange, shownBefore } from './chart-ranges';
import { type ChartX, chartView, tickFormatter, valueDomain } from './chart-view';

// The chart pop-up of Vital Functions, Measurements and the lab results (spec 3 §2, §3 "Chart data"), loaded only
// when first opened (ChartButton): a line per quantity over the latest records, Older and Newer to
// walk back and forth a range at a time. Cloudscape's chart (lines, or bars for a single record) brings its legend, a filter of the
// series, keyboard navigation between the points and the description for screen readers.
export type ChartOperation = 'getVitalsChart' | 'getMeasurementsChart' | 'getLabChart';

export interface HealthChartModalProps {
  operation: ChartOperation;
  patientId: string;
  /** 'Vital Functions': the modal's title is '<title> chart'. */
  title: string;
  /** What the points are, for the description: 'Vital functions'. */
  subject: string;
  visible: boolean;
  onDismiss(): void;
}

function chartQuery(operation: ChartOperation, patientId: string, before: string | undefined) {
  const options = { params: { id: patientId }, query: { before } };
  if (operation === 'getLabChart') return apiQuery('getLabChart', options);
  return operation === 'getVitalsChart' ? apiQuery('getVitalsChart', options) : apiQuery('getMeasurementsChart', options);
}

export function HealthChartModal({ operation, patientId, title, subject, visible, onDismiss }: HealthChartModalProps) {
  const [ranges, setRanges] = useState(LATEST_RANGE);
  const { data, error, isFetching, isPlaceholderData, refetch } = useQuery({
    ...chartQuery(operation, patientId, shownBefore(ranges)),
    placeholderData: keepPreviousData,
  });
  const view = useMemo(() => chartView(data, subject), [data, subject]);
  // The series the user filtered out, by title: a quantity that first appears in another range shows.
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const visibleSeries = useMemo(() => view.series.filter((s) => !hidden.has(s.title)), [view.series, hidden]);
  const failed = Boolean(error) && !(isApiError(error) && error.redirected);
  // While the next range loads, the shown one's cursor is not the way on.
  const older = isPlaceholderData ? null : data?.older;
  const heading = `${title} chart`;

  return (
    <Modal
      visible={visible}
      onDismiss={onDismiss}
      size="large"
      header={heading}
      closeAriaLabel="Close"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            {/* With a reason, a disabled button keeps focus: the keyboard user stays in the modal at the first or last range. */}
            <Button
              iconName="angle-left"
              disabled={!older}
              disabledReason={isPlaceholderData ? 'Loading' : 'No older records'}
              onClick={() => older && setRanges((r) => olderRange(r, older))}
              data-testid="chart-older"
            >
              Older
            </Button>
            <Button
              iconName="angle-right"
              iconAlign="right"
              disabled={!hasNewer(ranges) || isPlaceholderData}
              disabledReason={isPlaceholderData ? 'Loading' : 'These are the latest records'}
              onClick={() => setRanges(newerRange)}
              data-testid="chart-newer"
            >
              Newer
            </Button>
            <Button variant="primary" onClick={onDismiss}>
              Close
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="s">
        <Box color="text-body-secondary" data-testid="chart-range">
          {view.range}
        </Box>
        <MixedLineBarChart<ChartX>
          series={view.series}
          xScaleType={view.bars ? 'categorical' : 'time'}
          xDomain={view.xDomain}
          xTickFormatter={tickFormatter(view.xDomain)}
          visibleSeries={visibleSeries}
          onFilterChange={({ detail }) => {
            const shown = new Set(detail.visibleSeries.map((s) => s.title));
            setHidden(new Set(view.series.filter((s) => !shown.has(s.title)).map((s) => s.title)));
          }}
          yDomain={valueDomain(visibleSeries)}
          xTitle="Date/Time"
          yTitle="Value"
          height={320}
          ariaLabel={heading}
          ariaDescription={view.description}
          legendTitle="Legend"
          statusType={failed ? 'error' : isFetching && !data ? 'loading' : 'finished'}
          loadingText="Loading chart"
          errorText="Something went wrong"
          recoveryText="Retry"
          onRecoveryClick={() => void refetch()}
          empty={
            <Box textAlign="center" color="inherit">
              No records
            </Box>
          }
          noMatch={
            <Box textAlign="center" color="inherit">
              No series chosen
            </Box>
          }
          i18nStrings={{
            filterLabel: 'Filter displayed data',
            filterPlaceholder: 'Filter data',
            filterSelectedAriaLabel: 'selected',
            legendAriaLabel: 'Legend',
            chartAriaRoleDescription: view.bars ? 'bar chart' : 'line chart',
            xAxisAriaRoleDescription: 'x axis',
            yAxisAriaRoleDescription: 'y axis',
            detailPopoverDismissAriaLabel: 'Dismiss',
          }}
          data-testid="health-chart"
        />
        {view.singleReadings.length > 0 && (
          <Box variant="small" data-testid="chart-single-readings">
            Measured once in this range (no line): {view.singleReadings.join('; ')}
          </Box>
        )}
      </SpaceBetween>
    </Modal>
  );
}
