import { LETTER_PAGE_BREAK_HTML } from '@praktijk/shared/letter-markup';
import type { RawEditorOptions } from 'tinymce';
import letterContentCss from './letter-content.css?url';
import { tinymceAssetDir } from './asset-paths';
import { LINE_HEIGHT_BUTTON } from './line-height-menu';
import { tinymce } from './tinymce-bundle';
import { VARIABLES_BUTTON } from './variables-menu';

// The running TinyMCE's version ('8' and '9.2'): the build copied its skins under it.
const assets = `${import.meta.env.BASE_URL}${tinymceAssetDir(`${tinymce.majorVersion}.${tinymce.minorVersion}`)}`;

/**
 * The letter editor's TinyMCE options (issue 24 "The editor"). Self-hosted under the GPL
 * (`license_key: 'gpl'`; the app shows the licence notice beside the editor, so TinyMCE's own
 * "Build with" link and its upgrade prompt stay off). The skins come by URL from files the build
 * copies from the package: the site's CSP allows style sheets from 'self' only, and inline style
 * attributes (colour, alignment, table widths, line height) by `style-src-attr 'unsafe-inline'`.
 */
export function letterEditorOptions({ height, ariaLabel }: { height: number; ariaLabel: string }): RawEditorOptions {
  return {
    license_key: 'gpl',
    promotion: false,
    branding: false,
    skin_url: `${assets}/skins/ui/oxide`,
    content_css: [`${assets}/skins/content/default/content.min.css`, letterContentCss],
    height,
    // The editing frame's name: TinyMCE puts iframe_aria_text on the frame's body, and a title on
    // the frame itself only in Firefox; screen readers and axe's frame-title rule want it there too.
    iframe_aria_text: ariaLabel,
    iframe_attrs: { title: ariaLabel },
    menubar: false,
    elementpath: false,
    toolbar_mode: 'wrap',
    plugins: ['lists', 'advlist', 'table', 'pagebreak'],
    toolbar: [
      'undo redo | blocks | bold italic underline | forecolor backcolor',
      `alignleft aligncenter alignright alignjustify | ${LINE_HEIGHT_BUTTON} | bullist numlist outdent indent | table | pagebreak | ${VARIABLES_BUTTON}`,
    ].join(' | '),
    // The page break the PDF and Word renderers read (letter-markup.ts), outside any paragraph.
    pagebreak_separator: LETTER_PAGE_BREAK_HTML,
    pagebreak_split_block: true,
    // Pasted or loaded content keeps its inline styles; the server sanitises every save.
    convert_urls: false,
  };
}
