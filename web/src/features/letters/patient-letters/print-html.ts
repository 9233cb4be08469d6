// Print of a letter (spec 3 §2 "print", can_execute): the letter's HTML, as the server answers it
// (sanitised on every write and again by to_html), printed from a hidden iframe of its own rather
// than put into the page. The frame is a blob: document of this origin (the CSP's frame-src allows
// 'self' blob:), sandboxed without scripts: whatever the HTML held, nothing in it runs, and
// `allow-modals` is what lets its print dialog open. The frame stays until the next print (some
// browsers read the document after print() returns) or until the page goes.

const FRAME_ID = 'praktijk-print-frame';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The printed document: the letter's HTML as its body; the title names the file a "print to PDF" saves. */
export function printDocument(html: string, title: string): string {
  const head = `<head><meta charset="utf-8"><title>${escapeText(title)}</title></head>`;
  return `<!doctype html><html lang="nl">${head}<body style="margin: 0; font-family: Arial, Helvetica, sans-serif; font-size: 11pt;">${html}</body></html>`;
}

/** Prints the HTML; resolves once the browser's print has been asked for. */
export function printHtml(html: string, title: string): Promise<void> {
  document.getElementById(FRAME_ID)?.remove();
  const url = URL.createObjectURL(new Blob([printDocument(html, title)], { type: 'text/html' }));
  const frame = document.createElement('iframe');
  frame.id = FRAME_ID;
  frame.dataset.testid = 'letter-print-frame';
  frame.title = `Print of ${title}`;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  frame.setAttribute('sandbox', 'allow-same-origin allow-modals');
  // Laid out (a frame with display: none prints blank in some browsers) but out of sight.
  Object.assign(frame.style, { position: 'fixed', right: '0', bottom: '0', width: '0', height: '0', border: '0' });
  return new Promise<void>((resolve, reject) => {
    frame.addEventListener(
      'load',
      () => {
        URL.revokeObjectURL(url);
        const view = frame.contentWindow;
        if (!view) {
          reject(new Error('The print frame has no window'));
          return;
        }
        view.focus();
        view.print();
        frame.dataset.printed = 'true';
        resolve();
      },
      { once: true },
    );
    frame.src = url;
    document.body.append(frame);
  });
}
