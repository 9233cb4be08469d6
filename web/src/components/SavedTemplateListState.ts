import { isApiError } from '@/api/errors';

// The pure parts of the Saved Templates lists (spec 2 §3 "Prescription template", "Referral template
// (diagnostic)", §4, §9): the inline delete of one template (spec 2 §4: "A delete inside the template
// list asks for confirmation inline"), its words, and why a template's name was not saved. One
// template at a time asks; while its delete is sent nothing else is asked or cancelled, so one
// confirmation sends one delete.

/** What every saved template has: the list shows its name and deletes it by id and token. */
export interface SavedTemplate {
  id: string;
  name: string;
  consistency_token: string;
}

export interface TemplateDeleteState {
  /** The template whose confirmation shows. */
  asking?: string;
  /** The template whose delete is being sent (the one asked about). */
  deleting?: string;
}

export type TemplateDeleteEvent = { type: 'ask'; id: string } | { type: 'cancel' } | { type: 'confirm' } | { type: 'done' };

export function templateDeleteStep(state: TemplateDeleteState, event: TemplateDeleteEvent): TemplateDeleteState {
  if (state.deleting) return event.type === 'done' ? {} : state;
  switch (event.type) {
    case 'ask':
      return { asking: event.id };
    case 'cancel':
      return {};
    case 'confirm':
      return state.asking ? { asking: state.asking, deleting: state.asking } : state;
    case 'done':
      return state;
  }
}

/** The active template after one was deleted: none when it was the deleted one (the form then resets). */
export const activeAfterDelete = <T extends { id: string }>(active: T | undefined, deleted: { id: string }): T | undefined =>
  active?.id === deleted.id ? undefined : active;

/** The delete button's accessible name, and its confirmation's (the group's) name. */
export const deleteTemplateLabel = (name: string) => `Delete template ${name}`;
export const deleteTemplateQuestion = (name: string) => `Delete template ${name}?`;

/** The words of the inline confirmation, the same in every list. */
export const TEMPLATE_DELETE_TEXTS = { question: 'Delete this template?', cancel: 'Cancel', confirm: 'Delete' } as const;

/**
 * Why a template was not saved, in words for its name field or a notice: the server's word on the
 * name (unique in the practice), else its other messages; nothing when the app is already leaving
 * for /login or /logout.
 */
export function templateNameProblem(error: unknown): string | undefined {
  if (!isApiError(error)) return error instanceof Error ? error.message : 'Something went wrong';
  if (error.redirected) return undefined;
  return error.fieldError('name') ?? (error.nonFieldErrors.join(' ') || Object.values(error.fieldErrors).flat().join(' ') || error.message);
}
