import sanitizeHtml from 'sanitize-html';
import { clauseAllowedTags, isEmptyClause } from '@tradepact/shared';

/** Tags whose content is code, styling or a control, never words of a text: dropped with it. */
export const wordlessTags = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'embed',
  'title',
  'head',
] as const;

/**
 * A clause as the server stores it (doc 3 §5): bold, paragraphs, line breaks and lists only, with no
 * attribute at all; empty paragraphs and list items dropped. The builder cleans pasted text the same
 * way; this runs again on everything a contract or a template saves, whatever the page sent.
 */
export function sanitizeClauseHtml(html: string): string {
  const cleaned = sanitizeHtml(html, {
    allowedTags: [...clauseAllowedTags],
    allowedAttributes: {},
    // Text inside dropped tags is kept (a <span> or <em> keeps its words), but not that of tags
    // whose content is code or styling.
    nonTextTags: [...wordlessTags],
    exclusiveFilter: (frame) =>
      (frame.tag === 'p' || frame.tag === 'li') && frame.text.trim() === '' && !frame.mediaChildren.length,
  });
  return cleaned.replace(/<(ul|ol)>\s*<\/\1>/g, '').trim();
}

/** Sanitises each clause and keeps the ones with words in them. */
export function sanitizeClauses(clauses: readonly string[]): string[] {
  return clauses.map(sanitizeClauseHtml).filter((clause) => !isEmptyClause(clause));
}
