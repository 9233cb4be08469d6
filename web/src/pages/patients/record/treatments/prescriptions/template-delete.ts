// The inline delete of a saved prescription template (spec 2 §4: "A delete inside the template list
// asks for confirmation inline"): one template at a time asks; while its delete is sent nothing else
// is asked or cancelled, so one confirmation sends one delete.

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

/** The delete button's accessible name, and its confirmation's question. */
export const deleteTemplateLabel = (name: string) => `Delete template ${name}`;
export const deleteTemplateQuestion = (name: string) => `Delete template ${name}?`;
