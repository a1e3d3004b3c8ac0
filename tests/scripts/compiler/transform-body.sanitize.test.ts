import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { serializeLightMarkup } from '../../../scripts/compiler/light-markup';
import { transformBody } from '../../../scripts/compiler/transform-body';

/** Payloads that try to run script through a note body, raw or Markdown, plain or encoded. */
const XSS_CORPUS = [
  '<script>window.__xss = 1</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<img src=x onerror="window.__xss = 1">',
  '<img src="x" ONERROR=window.__xss=1>',
  '<svg onload="window.__xss = 1"><circle r="1"/></svg>',
  '<svg><script>window.__xss = 1</script></svg>',
  '<iframe src="javascript:window.__xss = 1"></iframe>',
  '<iframe srcdoc="<script>window.__xss = 1</script>"></iframe>',
  '<object data="javascript:window.__xss = 1"></object>',
  '<embed src="javascript:window.__xss = 1">',
  '<a href="javascript:window.__xss = 1">click</a>',
  '<a href="JaVaScRiPt:window.__xss = 1">click</a>',
  '<a href="jav&#x09;ascript:window.__xss = 1">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss = 1">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '[click](javascript:window.__xss=1)',
  '[click](JAVASCRIPT:window.__xss=1)',
  '[click](data:text/html,<script>window.__xss=1</script>)',
  '![pic](javascript:window.__xss=1)',
  '<style>body { display: none }</style>',
  '<div style="background:url(javascript:window.__xss=1)">styled</div>',
  '<form action="javascript:window.__xss=1"><button>go</button></form>',
  '<input autofocus onfocus="window.__xss=1">',
  '<details open ontoggle="window.__xss=1">x</details>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<base href="javascript:/">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<link rel="import" href="https://evil.example/x.html">',
  '<body onload="window.__xss=1">',
  '<!-- <script>window.__xss=1</script> -->',
  '<template><script>window.__xss=1</script></template>',
  '<p onmouseover="window.__xss=1">hover</p>',
  '<a href="java\nscript:window.__xss=1">split</a>',
];

function compileBody(markdown: string) {
  const result = transformBody(markdown, { bodyStartLine: 1, rewriteLink: () => undefined });
  return { html: serializeLightMarkup(result.blocks), problems: result.problems };
}

describe('the sanitiser', () => {
  it.each(XSS_CORPUS)('leaves %s inert', (payload) => {
    const { html } = compileBody(`Intro.\n\n${payload}\n\nOutro.`);
    expect(html.split('\n')[0]).toBe('<p>Intro.</p>');
    // Parse the output the way a browser's innerHTML would, and inspect what it would build.
    const container = new JSDOM('').window.document.createElement('div');
    container.innerHTML = html;
    for (const element of container.querySelectorAll('*')) {
      expect(element.tagName.toLowerCase()).not.toMatch(
        /^(script|iframe|object|embed|style|svg|math|form|base|meta|link|template|noscript|body)$/,
      );
      for (const attribute of element.attributes) {
        expect(attribute.name).not.toMatch(/^(on|style$|srcdoc$|formaction$)/);
        // Browsers ignore white space and control characters inside a URL's scheme.
        // eslint-disable-next-line no-control-regex
        expect(attribute.value.replace(/[\s\0-\x1f]/g, '')).not.toMatch(/^(javascript|vbscript|data):/i);
      }
    }
  });

  it('tells the author what it removed, and where', () => {
    const { problems } = compileBody('Intro.\n\n<img src="x.png" onerror="alert(1)">\n\n<iframe src="https://example.com"></iframe>');
    expect(problems).toEqual([
      expect.objectContaining({ line: 3, severity: 'warning', message: 'removed the onerror attribute of a <img> element' }),
      expect.objectContaining({ line: 5, severity: 'warning', message: 'removed a <iframe> element, which notes may not contain' }),
    ]);
  });

  it('keeps safe HTML and ordinary links as they are', () => {
    const { html, problems } = compileBody(
      'Press <kbd>Ctrl</kbd> and see [MDN](https://developer.mozilla.org/) or <a href="mailto:team@example.com">mail</a>.',
    );
    expect(html).toBe(
      '<p>Press <kbd>Ctrl</kbd> and see <a href="https://developer.mozilla.org/">MDN</a> or <a href="mailto:team@example.com">mail</a>.</p>',
    );
    expect(problems).toEqual([]);
  });

  it('keeps code samples that mention script tags as text', () => {
    const { html } = compileBody('Write `<script src="app.js"></script>` in the page.');
    expect(html).toBe('<p>Write <code>&#x3C;script src="app.js">&#x3C;/script></code> in the page.</p>');
  });
});
