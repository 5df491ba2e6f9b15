/**
 * The owner's Markdown made into HTML that is safe to put on the page (docs/product/legal.md#the-pages-and-the-editor).
 * Two locks, each enough on its own for what it covers:
 * - markdown-it with `html: false` writes any HTML in the text as text (a `<script>` shows as the
 *   characters, never runs), and its link check refuses `javascript:`, `vbscript:`, `file:` and
 *   `data:` targets (such a link stays plain text);
 * - DOMPurify then keeps only the elements and attributes a legal text needs (no images, no
 *   forms, no event handlers, no style) and only http(s), mailto and tel links, so a bug or a
 *   future option of the parser cannot let anything active through.
 */
import DOMPurify from 'dompurify';
import MarkdownIt from 'markdown-it';

const parser = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'em',
  's',
  'del',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];
const ALLOWED_ATTR = ['href', 'title', 'start', 'align'];
/** Web, e-mail and phone links, and the shop's own paths ('/legal/terms', '#section'). */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|[/#])/i;

let hooked = false;

/** Links leaving the shop open in a new tab without handing it the shop's window. */
function addLinkHook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (/^https?:/i.test(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** The HTML of `markdown`, sanitised: only text, structure and harmless links. */
export function renderLegalMarkdown(markdown: string): string {
  addLinkHook();
  return DOMPurify.sanitize(parser.render(markdown), {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
  });
}
