import { defaultTemplateId } from '@tradepact/shared';
import type { CustomTerm } from './api';

/**
 * A clause's HTML reduced to what a reader sees: its words, where its paragraphs break, and its
 * bold and list marks. The editor writes `<p>` around a template's bare text and `<strong>` for
 * `<b>`, which must not count as a change of terms.
 */
export function clauseShape(html: string): string {
  return html
    .replace(/<(\/?)b>/gi, '<$1strong>')
    .replace(/<\/?p>|<br\s*\/?>/gi, '\n')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .replace(/\n+/g, '\n')
    .trim();
}

export function sameTerms(kept: readonly string[], template: readonly string[]): boolean {
  return (
    kept.length === template.length &&
    kept.every((html, index) => clauseShape(html) === clauseShape(template[index] ?? ''))
  );
}

/**
 * Doc 3 §4: the custom template whose terms the kept clauses no longer match, or null. The default
 * template is never flagged, nor a template the list no longer holds.
 */
export function changedTemplate(
  termsId: string,
  kept: readonly string[],
  templates: readonly CustomTerm[],
): CustomTerm | null {
  if (termsId === defaultTemplateId) return null;
  const template = templates.find((candidate) => candidate.Id === termsId);
  if (!template) return null;
  return sameTerms(kept, template.Terms) ? null : template;
}
