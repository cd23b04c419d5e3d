import sanitizeHtml from 'sanitize-html';
import { clauseAllowedTags } from '@tradepact/shared';
import { wordlessTags } from '../../documents/clause-html.js';

/** A correction mark as the page shows it. */
export const redMark = (text: string) => `<span style="color:red">${text}</span>`;

/** The colour of a mark in any spelling a model writes it: red, #f00, #ff0000, rgb(255, 0, 0). */
const redColour = /(?:^|;)\s*color\s*:\s*(?:red|#f00|#ff0000|rgb\(\s*255\s*,\s*0\s*,\s*0\s*\))\s*(?:;|$)/i;

/** A tag name nothing allows: a span renamed to it is dropped and its words kept. */
const unwrapped = 'tp-unwrap';

/** True when the text holds any tag, so the suggestion keeps the HTML of the builder's clauses. */
export function isHtml(text: string): boolean {
  return /<\/?[a-z][^>]*>/i.test(text);
}

/**
 * What a model answered, made safe for the page: the builder's clause tags (none when the contractor
 * sent plain text) and the red correction marks, normalised to `<span style="color:red">`; any other
 * span loses its tag but keeps its words. Scripts, styles, event handlers, links and every other
 * attribute go. A code fence around the answer, which models add despite the prompt, is taken off.
 */
export function sanitizeSuggestion(answer: string, asHtml: boolean): string {
  const unfenced = answer
    .trim()
    .replace(/^```[a-z]*\s*\n?/i, '')
    .replace(/\n?```$/, '');
  // Plain text keeps its line breaks where a model wrapped it in paragraphs anyway.
  const source = asHtml ? unfenced : unfenced.replace(/<br\s*\/?>|<\/(?:p|li)>/gi, '\n');
  const cleaned = sanitizeHtml(source, {
    allowedTags: asHtml ? [...clauseAllowedTags, 'span'] : ['span'],
    allowedAttributes: { span: ['style'] },
    allowedStyles: { span: { color: [/^red$/] } },
    transformTags: {
      span: (_tagName, attribs): sanitizeHtml.Tag =>
        redColour.test(attribs.style ?? '')
          ? { tagName: 'span', attribs: { style: 'color:red' } }
          : { tagName: unwrapped, attribs: {} },
    },
    nonTextTags: [...wordlessTags],
  });
  return asHtml ? cleaned.trim() : cleaned.replace(/\n{3,}/g, '\n\n').trim();
}
