/**
 * The one place that decides what of an announcement's HTML reaches the page (docs/product/announcements.md#detail; the
 * contract says `content` may carry HTML). DOMPurify does the parsing and cleaning; this module
 * only holds our allow-list and the link rules, and is imported by the notice-detail chunk alone,
 * so DOMPurify is loaded with that route and nowhere else.
 */
import DOMPurify, { type Config } from 'dompurify';

/** Ordinary formatting an announcement may use. Anything else is removed, its text kept. */
const NOTICE_ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'mark',
  'code',
  'pre',
  'span',
  'div',
  'ul',
  'ol',
  'li',
  'a',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];

/** Attributes kept on those elements: no event handlers, no `style`, no `class`, no `id`. */
const NOTICE_ALLOWED_ATTR = ['href', 'title', 'colspan', 'rowspan', 'scope'];

/** Link targets allowed: http(s), mailto, tel and relative addresses (never javascript: or data:). */
const SAFE_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const CONFIG: Config = {
  ALLOWED_TAGS: NOTICE_ALLOWED_TAGS,
  ALLOWED_ATTR: NOTICE_ALLOWED_ATTR,
  ALLOWED_URI_REGEXP: SAFE_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  FORBID_TAGS: ['style', 'script', 'iframe', 'object', 'embed', 'form', 'svg', 'math'],
  FORBID_ATTR: ['style'],
};

// An instance of our own: the link hook below must not leak into any other use of DOMPurify.
const purify = typeof window === 'undefined' ? null : DOMPurify(window);
let linkOrigin = '';

purify?.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName !== 'A') return;
  const href = node.getAttribute('href');
  // Never let an announcement open anything with access to the portal's window.
  node.setAttribute('rel', 'noopener noreferrer');
  if (!href) return;
  let url: URL;
  try {
    url = new URL(href, linkOrigin);
  } catch {
    node.removeAttribute('href');
    return;
  }
  // Other sites open in a new tab (the member keeps the portal); portal links stay in this one.
  if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== linkOrigin) {
    node.setAttribute('target', '_blank');
  } else {
    node.removeAttribute('target');
  }
});

/** Whether a text carries markup (otherwise it is plain text with line breaks). */
export const looksLikeHtml = (content: string) => /<\/?[a-z][^>]*>/i.test(content);

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Plain text as paragraphs (blank lines) and line breaks (single newlines). */
function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/**
 * Cleans an announcement's HTML: scripts, event handlers, frames, styles and javascript: links
 * are removed; paragraphs, emphasis, lists, headings h2–h4, quotes, tables and links stay. Every
 * link gets `rel="noopener noreferrer"`; links to other sites open in a new tab.
 *
 * @param html the announcement's `content`
 * @param origin the portal's origin, to tell its own links from other sites'
 */
export function sanitizeNoticeHtml(html: string, origin = window.location.origin): string {
  if (!purify) return '';
  linkOrigin = origin;
  return purify.sanitize(html, CONFIG);
}

/**
 * The HTML to show for an announcement's content: sanitised HTML, or the plain text (the usual
 * case) escaped and laid out as paragraphs and line breaks.
 */
export function noticeContentHtml(content: string, origin = window.location.origin): string {
  return sanitizeNoticeHtml(looksLikeHtml(content) ? content : plainTextToHtml(content), origin);
}
