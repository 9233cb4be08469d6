import { type ReactNode } from 'react';

// What a confirm request is and what waits for its answer: the service (confirm.tsx) and its lazily
// loaded dialog (confirm-dialog.tsx) both use them, so they live apart from either (no import cycle).

export interface ConfirmRequest {
  title: string;
  body: ReactNode;
  /** Defaults to 'Confirm'. */
  confirmLabel?: string;
  /** Defaults to 'Cancel'. */
  cancelLabel?: string;
}

export interface Pending {
  request: ConfirmRequest;
  answer(confirmed: boolean): void;
}
