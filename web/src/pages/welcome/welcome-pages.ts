import { type Params } from 'react-router';
import { type LabelNames } from '@/shell/route-handle';

// The areas of spec 1 §2 whose screens come later. Each route shows a Welcome page that names
// the area and says what it will hold, instead of a broken link or made-up data.

export interface WelcomeText {
  area: string;
  /** The page's own label from the spec's route table. */
  page: string;
  purpose: string | ((params: Params, names: LabelNames) => string);
}

export const WELCOME_PAGES = {
  reports: { area: 'Reports', page: 'Dashboard', purpose: 'Reports and batch exports of the practice.' },
  'reports-diabetes': { area: 'Reports', page: 'Diabetes', purpose: 'The report of patients with diabetes.' },
  'reports-procedures': { area: 'Reports', page: 'Procedures', purpose: 'Procedures carried out, with their batch exports.' },
  'reports-attests': { area: 'Reports', page: 'Attests', purpose: 'Sick-leave and work-absence certificates, with their batch exports.' },
  messaging: { area: 'Notification Center', page: 'Inbox', purpose: 'Your notifications and messages.' },
} as const satisfies Record<string, WelcomeText>;

export type WelcomePageKey = keyof typeof WELCOME_PAGES;
