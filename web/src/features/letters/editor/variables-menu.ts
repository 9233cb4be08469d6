import { letterVariableToken } from '@praktijk/shared/letter-markup';
import type { LetterVariableGroups } from '@praktijk/shared/schemas/letters';
import type { Editor } from 'tinymce';
import { callSecondaryApi } from '@/api';

// The Variables menu (spec 3 §3 "Editor variables"; issue 24): TinyMCE's merge-tags plugin is
// premium, so this is our own menu button. Its groups and labels come from listLetterVariables
// (the list is the server's, written once in shared/), and an item inserts the variable as a
// non-editable token the server fills per patient.
export const VARIABLES_BUTTON = 'praktijkvariables';
export const VARIABLES_UNAVAILABLE = 'The variables could not be loaded. Open the menu again to retry.';

let loaded: Promise<LetterVariableGroups> | undefined;

/** Asked once per page; a failure is not kept, so opening the menu again asks again. */
function loadVariables(): Promise<LetterVariableGroups> {
  loaded ??= callSecondaryApi('listLetterVariables').catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}

function menuItems(editor: Editor, groups: LetterVariableGroups) {
  return groups.map(({ group, variables }) => ({
    type: 'nestedmenuitem' as const,
    text: group,
    getSubmenuItems: () =>
      variables.map(({ name, label }) => ({
        type: 'menuitem' as const,
        text: label,
        onAction: () => editor.insertContent(letterVariableToken(name)),
      })),
  }));
}

export function registerVariablesMenu(editor: Editor): void {
  editor.ui.registry.addMenuButton(VARIABLES_BUTTON, {
    // The tooltip is also the button's accessible name: it holds the visible text (WCAG 2.5.3).
    text: 'Variables',
    tooltip: 'Variables',
    fetch: (done) => {
      loadVariables().then(
        (groups) => done(menuItems(editor, groups)),
        () => done([{ type: 'menuitem', text: VARIABLES_UNAVAILABLE, enabled: false }]),
      );
    },
  });
}
