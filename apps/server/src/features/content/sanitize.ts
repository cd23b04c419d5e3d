import sanitizeHtml from 'sanitize-html';

/**
 * Operator-published HTML (EULA, announcements, default terms) is shown to every user as HTML, so it is
 * cleaned on the way in: text formatting, lists, headings, tables and http(s)/mailto links only.
 */
export function sanitizePublishedHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'h1',
      'h2',
      'h3',
      'h4',
      'p',
      'br',
      'hr',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'span',
      'small',
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
    ],
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'], td: ['colspan'], th: ['colspan'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
    },
  }).trim();
}

/** A video link of a default term: an absolute http(s) address, or nothing. */
export function sanitizeVideoLink(link: string): string {
  const trimmed = link.trim();
  if (trimmed === '') return '';
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : '';
  } catch {
    return '';
  }
}
