import type { Editor } from 'tinymce';

// Spec 3 §2 "line-height options 1.5 (Single), 2, 2.5, 3 (Double)": TinyMCE's own line-height
// button shows each value as its label (`line_height_formats` is a list of bare values), so the
// labels are ours, on a small menu button that runs TinyMCE's LineHeight command.
export const LETTER_LINE_HEIGHTS = [
  { value: '1.5', label: '1.5 (Single)' },
  { value: '2', label: '2' },
  { value: '2.5', label: '2.5' },
  { value: '3', label: '3 (Double)' },
] as const;

export const LINE_HEIGHT_BUTTON = 'praktijklineheight';

export function registerLineHeightMenu(editor: Editor): void {
  editor.ui.registry.addMenuButton(LINE_HEIGHT_BUTTON, {
    icon: 'line-height',
    tooltip: 'Line height',
    fetch: (done) => {
      const current = String(editor.queryCommandValue('LineHeight'));
      done(
        LETTER_LINE_HEIGHTS.map(({ value, label }) => ({
          type: 'togglemenuitem' as const,
          text: label,
          active: current === value,
          onAction: () => editor.execCommand('LineHeight', false, value),
        })),
      );
    },
  });
}
