import { useEffect, useRef } from 'react';
import type { Editor } from 'tinymce';
import { letterEditorOptions } from './editor-options';
import type { LetterEditorProps } from './props';
import { registerLineHeightMenu } from './line-height-menu';
import { type Throttle, createThrottle } from './throttle';
import { tinymce } from './tinymce-bundle';
import { registerVariablesMenu } from './variables-menu';

/** Spec 3 §9: the editor reports its HTML at most every 300 ms. */
const CHANGE_INTERVAL_MS = 300;

interface Live {
  editor: Editor | null;
  throttle: Throttle | null;
}

// Our own thin wrapper over TinyMCE rather than @tinymce/tinymce-react: that wrapper writes a
// changed `value` prop back into the editor, so a parent echoing a throttled (up to 300 ms old)
// value would roll back what was typed since. Here the editor owns its content while it lives;
// `value` is written in only when it differs from what the editor itself last reported (a new
// template or letter loaded by the parent).
export default function TinyLetterEditor({ value, onChange, disabled = false, ariaLabel, height = 500 }: LetterEditorProps) {
  const container = useRef<HTMLDivElement>(null);
  const live = useRef<Live>({ editor: null, throttle: null });
  const lastReported = useRef(value);
  const latest = useRef({ value, onChange, disabled });
  // Read by TinyMCE's handlers, which outlive a render: kept current after each one.
  useEffect(() => {
    latest.current = { value, onChange, disabled };
  });

  useEffect(() => {
    const host = container.current;
    if (!host) return undefined;
    // A fresh target per mount: under StrictMode's mount-unmount-mount the first editor may still
    // be starting when the second begins, and TinyMCE keeps one editor per element.
    const target = host.appendChild(document.createElement('textarea'));
    let unmounted = false;
    const setup = (editor: Editor) => {
      registerVariablesMenu(editor);
      registerLineHeightMenu(editor);
      const report = () => {
        const html = editor.getContent();
        if (html === lastReported.current) return;
        lastReported.current = html;
        latest.current.onChange(html);
      };
      const throttle = createThrottle(CHANGE_INTERVAL_MS, report);
      if (!unmounted) live.current.throttle = throttle;
      editor.on('init', () => {
        editor.setContent(latest.current.value);
        lastReported.current = editor.getContent();
        editor.undoManager.clear();
        editor.mode.set(latest.current.disabled ? 'readonly' : 'design');
      });
      editor.on('input change undo redo ExecCommand', () => throttle.push());
      editor.on('blur', () => throttle.flush());
    };
    void tinymce.init({ ...letterEditorOptions({ height, ariaLabel }), target, setup }).then(([editor]) => {
      if (!editor) return;
      if (unmounted) editor.remove();
      else live.current.editor = editor;
    });
    return () => {
      unmounted = true;
      live.current.throttle?.flush();
      live.current.editor?.remove();
      live.current = { editor: null, throttle: null };
      target.remove();
    };
    // One editor per mount and size; value and disabled are applied by the effects below.
  }, [ariaLabel, height]);

  useEffect(() => {
    const { editor } = live.current;
    if (!editor || value === lastReported.current) return;
    live.current.throttle?.cancel();
    editor.setContent(value);
    lastReported.current = editor.getContent();
    editor.undoManager.clear();
  }, [value]);

  useEffect(() => {
    live.current.editor?.mode.set(disabled ? 'readonly' : 'design');
  }, [disabled]);

  return <div ref={container} className="praktijk-letter-editor" />;
}
