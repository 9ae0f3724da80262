import { describe, expect, it } from 'vitest';
import { looksLikeHtml, noticeContentHtml, sanitizeNoticeHtml } from '@/features/notices/sanitize';

const ORIGIN = 'https://portal.example';
const clean = (html: string) => sanitizeNoticeHtml(html, ORIGIN);

/** Parses sanitised HTML the way the page will, to ask questions of the result. */
function fragment(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

describe('sanitizeNoticeHtml', () => {
  it('removes script elements and their content', () => {
    const result = clean('<p>Hello</p><script>window.__pwned = true</script>');
    expect(result).toBe('<p>Hello</p>');
    expect(result).not.toContain('pwned');
  });

  it('removes event handler attributes such as onerror and onclick', () => {
    const result = clean(
      '<p onclick="alert(1)">Hi</p><img src=x onerror="window.__pwned=true"><strong onmouseover="x()">b</strong>',
    );
    expect(result).not.toMatch(/on(click|error|mouseover)/i);
    expect(result).not.toContain('<img');
    expect(result).toContain('<p>Hi</p>');
    expect(result).toContain('<strong>b</strong>');
  });

  it('removes javascript: and data: links but keeps their text', () => {
    const result = fragment(
      clean(
        '<a href="javascript:alert(1)">one</a><a href=" JaVaScRiPt:alert(1)">two</a><a href="data:text/html,<script>x</script>">three</a>',
      ),
    );
    const links = [...result.querySelectorAll('a')];
    expect(links).toHaveLength(3);
    for (const link of links) expect(link.hasAttribute('href')).toBe(false);
    expect(result.textContent).toBe('onetwothree');
  });

  it('removes iframes, objects, forms, style elements and style attributes', () => {
    const result = clean(
      '<iframe src="https://evil.example"></iframe><object data="x"></object><form action="/x"><input name="a"></form><style>p{color:red}</style><p style="position:fixed">text</p>',
    );
    expect(result).toBe('<p>text</p>');
  });

  it('keeps ordinary formatting: paragraphs, emphasis, lists, headings, quotes and tables', () => {
    const html =
      '<h2>Title</h2><h3>Sub</h3><h4>Minor</h4><p>Hello <strong>members</strong> and <em>guests</em><br>next line</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quoted</blockquote>' +
      '<table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>';
    expect(clean(html)).toBe(html);
  });

  it('keeps the text of headings that would compete with the page title (h1) but not the element', () => {
    expect(clean('<h1>Big</h1><p>x</p>')).toBe('Big<p>x</p>');
  });

  it('opens links to other sites in a new tab with rel="noopener noreferrer"', () => {
    const link = fragment(
      clean('<a href="https://books.example/list" target="_self">list</a>'),
    ).querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://books.example/list');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps portal links, mailto and tel in the same tab', () => {
    const links = fragment(
      clean(
        `<a href="/orders" target="_blank">orders</a><a href="${ORIGIN}/books">books</a><a href="mailto:help@example.com">mail</a><a href="tel:0212345678">call</a>`,
      ),
    ).querySelectorAll('a');
    expect([...links].map((link) => link.getAttribute('href'))).toEqual([
      '/orders',
      `${ORIGIN}/books`,
      'mailto:help@example.com',
      'tel:0212345678',
    ]);
    for (const link of links) {
      expect(link.hasAttribute('target')).toBe(false);
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('drops class, id and data attributes', () => {
    expect(clean('<p class="x" id="y" data-track="z" title="t">p</p>')).toBe('<p title="t">p</p>');
  });
});

describe('noticeContentHtml', () => {
  it('lays out plain text as paragraphs and line breaks, escaping what looks like markup', () => {
    expect(noticeContentHtml('First line\nsecond line\n\nNext paragraph & a < b', ORIGIN)).toBe(
      '<p>First line<br>second line</p><p>Next paragraph &amp; a &lt; b</p>',
    );
  });

  it('sanitises content that carries HTML', () => {
    expect(
      noticeContentHtml(
        '<p>Hello <strong>members</strong></p><script>window.__pwned = true</script>',
        ORIGIN,
      ),
    ).toBe('<p>Hello <strong>members</strong></p>');
  });

  it('tells HTML from plain text', () => {
    expect(looksLikeHtml('<p>x</p>')).toBe(true);
    expect(looksLikeHtml('a < b and c > d')).toBe(false);
    expect(looksLikeHtml('설 연휴 배송 안내\n감사합니다.')).toBe(false);
  });
});
