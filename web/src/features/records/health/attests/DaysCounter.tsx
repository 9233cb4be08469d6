import Button from '@cloudscape-design/components/button';
import Input from '@cloudscape-design/components/input';
import { ATTEST_DAY_STEP } from '@praktijk/shared/records/attests';
import { BoundField } from '@/components/form/fields/BoundField';
import { type LockedForm } from '@/components/form/useLockedForm';
import { type AttestFormValues, canDecreaseDays, canIncreaseDays, stepDays, typedDays } from './attest-form';

/**
 * The attest's days counter (spec 2 §4): − and + around the value move it by 0.5, and the value can
 * be typed. − stays focusable when it cannot go lower (disabledReason), so focus is not lost at 0.5.
 */
export function DaysCounter({ form, disabled }: { form: LockedForm<AttestFormValues>; disabled: boolean }) {
  const days = form.values.days;
  const step = (direction: 1 | -1) => form.setValue('days', stepDays(days, direction));
  return (
    <BoundField form={form} name="days" label="Days" display={days} description={`In steps of ${ATTEST_DAY_STEP}.`}>
      <div className="praktijk-attest-days">
        <Button
          formAction="none"
          iconName="subtract-minus"
          ariaLabel={`Decrease days by ${ATTEST_DAY_STEP}`}
          disabled={disabled || !canDecreaseDays(days)}
          disabledReason={disabled ? undefined : `Days do not go below ${ATTEST_DAY_STEP}.`}
          onClick={() => step(-1)}
          data-testid="attest-days-less"
        />
        <div className="praktijk-attest-days-value">
          <Input
            value={days}
            onChange={({ detail }) => form.setValue('days', typedDays(detail.value))}
            inputMode="decimal"
            disabled={disabled}
            invalid={Boolean(form.errorOf('days'))}
            ariaLabel="Days"
            autoComplete={false}
            placeholder={disabled ? undefined : '0'}
            data-testid="field-days"
          />
        </div>
        <Button
          formAction="none"
          iconName="add-plus"
          ariaLabel={`Increase days by ${ATTEST_DAY_STEP}`}
          disabled={disabled || !canIncreaseDays(days)}
          onClick={() => step(1)}
          data-testid="attest-days-more"
        />
      </div>
    </BoundField>
  );
}
