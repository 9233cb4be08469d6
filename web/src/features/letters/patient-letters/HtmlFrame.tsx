import { printDocument } from './print-html';

interface HtmlFrameProps {
  /** HTML the server sanitised (a letter, a template preview, a referral's reason). */
  html: string;
  title: string;
  height: number;
  testId: string;
}

/** The document as a frame's srcdoc, never put into the page: it inherits the page's CSP, and `sandbox=""` runs nothing in it. */
export function HtmlFrame({ html, title, height, testId }: HtmlFrameProps) {
  return (
    <iframe
      srcDoc={printDocument(html, title)}
      title={title}
      sandbox=""
      data-testid={testId}
      style={{ width: '100%', height, border: 0, background: 'white' }}
    />
  );
}
