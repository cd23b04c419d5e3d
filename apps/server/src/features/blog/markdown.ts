import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * The HTML of an article, made once when it is published: Markdown through `marked`, then cleaned
 * to text formatting, h2–h4 headings, lists, quotes, tables, code and http(s)/mailto links. Raw HTML
 * in the Markdown (a <script>, an <img>, an onclick) does not survive; an h1 becomes an h2, as the
 * page's title is its only h1.
 */
export function articleHtml(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return sanitizeHtml(html, {
    allowedTags: [
      'h2',
      'h3',
      'h4',
      'p',
      'br',
      'hr',
      'strong',
      'em',
      'ul',
      'ol',
      'li',
      'blockquote',
      'a',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'code',
      'pre',
    ],
    allowedAttributes: { a: ['href', 'title', 'rel'], ol: ['start'], th: ['align'], td: ['align'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    transformTags: {
      h1: 'h2',
      h5: 'h4',
      h6: 'h4',
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener' }),
    },
  }).trim();
}
