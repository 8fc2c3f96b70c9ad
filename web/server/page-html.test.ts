import { describe, expect, it } from 'vitest';
import { createPageHtml, escapeHtml } from './page-html.ts';

const tags = {
  title: 'Tablecraft | <b>"Chess"</b>',
  canonical: 'https://t.example/@ada/chess',
  meta: [{ attribute: 'property' as const, key: 'og:description', content: `It's "fun" & <free>` }],
};

describe('createPageHtml', () => {
  it("replaces index.html's default head tags with the page's own, escaped, once each", () => {
    const html = createPageHtml(
      '<!doctype html><html><head><title>Tablecraft</title><meta property="og:description" content="x" /><script src="/config.js"></script></head><body><div id="root"></div></body></html>',
    )(tags).toString();
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Tablecraft | &lt;b&gt;&quot;Chess&quot;&lt;/b&gt;</title>');
    expect(html).toContain('<meta property="og:description" content="It&#39;s &quot;fun&quot; &amp; &lt;free&gt;" />');
    expect(html).not.toContain('content="x"');
    expect(html).toContain('<script src="/config.js"></script>');
    expect(html).toContain('<div id="root"></div>');
  });

  it('puts the error page text into #root for an error, and copes with a page without a head element', () => {
    const html = createPageHtml('<!doctype html><title>Tablecraft</title><div id="root"></div>')(tags, 404).toString();
    expect(html.startsWith('<!doctype html>  <title>')).toBe(true);
    expect(html).toContain('<h1>Not Found</h1>');
    expect(escapeHtml(`<a href="x">'`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;');
  });
});
