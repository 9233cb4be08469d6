import Box from '@cloudscape-design/components/box';
import Button, { type ButtonProps } from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type Consultation } from '@praktijk/shared/schemas/consultations';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useCan } from '@/auth/permissions';
import { useNotifications } from '@/shell/notifications';
import { useFollow } from '@/shell/use-follow';
import { type ConsultationWrites } from '@/features/consultations/consultation-query';
import { errorToastText } from '@/shell/error-toast-text';
import { type BarButton, consultationActions } from './consultation-actions';
import { MemoLine } from './MemoLine';

interface ConsultationBarProps {
  consultation: Consultation;
  writes: ConsultationWrites;
  barRef: RefObject<HTMLDivElement | null>;
}

/**
 * The consultation screen's bottom bar (spec 3 §2, §4): View Patient, the memo line, Arrived /
 * Undo Arrived, Treated and Undo Treated; once treated, when and by whom instead of the
 * arrival and treatment buttons.
 */
export function ConsultationBar({ consultation, writes, barRef }: ConsultationBarProps) {
  const can = useCan();
  const follow = useFollow();
  const { notify } = useNotifications();
  const [busy, setBusy] = useState<string | null>(null);
  // A button that vanishes takes the focus with it: it moves to the button that took its place.
  const next = useRef<ButtonProps.Ref>(null);
  const focusPending = useRef(false);
  useEffect(() => {
    if (!focusPending.current || busy) return;
    focusPending.current = false;
    next.current?.focus();
  });
  const actions = consultationActions(consultation, can('change', 'consultation'));
  const patientPath = `/patients/${consultation.patient_id}/${can('change', 'patient') ? 'edit' : 'view'}`;

  const run = async (button: BarButton, send: (value: boolean) => Promise<Consultation>) => {
    setBusy(button.label);
    try {
      await send(button.value);
      focusPending.current = true;
    } catch (error) {
      const text = errorToastText(error);
      if (text) notify({ type: 'error', header: 'Error', content: text });
    } finally {
      setBusy(null);
    }
  };
  const barButton = (button: BarButton | null, send: (value: boolean) => Promise<Consultation>, testId: string, focusTarget = false) =>
    button && (
      <Button
        key={testId}
        ref={focusTarget ? next : undefined}
        disabled={!button.enabled || (busy !== null && busy !== button.label)}
        loading={busy === button.label}
        onClick={() => void run(button, send)}
        data-testid={testId}
      >
        {button.label}
      </Button>
    );

  return (
    <div ref={barRef} className="praktijk-consult-bar" role="region" aria-label="Consultation actions" data-testid="consultation-bar">
      <Button href={patientPath} onFollow={follow} iconName="user-profile" data-testid="view-patient">
        View Patient
      </Button>
      <div className="praktijk-consult-bar-memo">
        <MemoLine patientId={consultation.patient_id} />
      </div>
      <div className="praktijk-consult-bar-actions">
        <SpaceBetween direction="horizontal" size="xs" alignItems="center">
          <span role="status" data-testid="consultation-treated">
            {actions.treated && (
              <Box variant="span" color="text-body-secondary">
                Treated {actions.treated.time}, {actions.treated.by}
              </Box>
            )}
          </span>
          {barButton(actions.arrival, writes.setArrived, 'consultation-arrival', true)}
          {barButton(actions.treat, writes.setProcessed, 'consultation-treated-button')}
          {barButton(actions.undoTreat, writes.setProcessed, 'consultation-undo-treated', true)}
        </SpaceBetween>
      </div>
    </div>
  );
}
