import Box from '@cloudscape-design/components/box';
import { NOT_AVAILABLE } from '@/components/table/paging';
import { bmiPreview, type MeasurementsFormValues } from './measurements-form';

/** The BMI of the height and weight as typed, read out politely as it changes (spec 2 §3 "Display: bmi"). */
export function BmiPreview({ values }: { values: MeasurementsFormValues }) {
  const bmi = bmiPreview(values);
  return (
    <div>
      <Box variant="awsui-key-label">BMI</Box>
      <div aria-live="polite" data-testid="bmi-preview">
        {bmi === null ? <Box color="text-status-inactive">{NOT_AVAILABLE}</Box> : `${bmi} kg/m²`}
      </div>
    </div>
  );
}
