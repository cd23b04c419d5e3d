import { cleanClauseHtml } from '../contracts/clauses/clauseHtml';
import type { WritingHelpKind } from '@tradepact/shared';

/**
 * What a suggestion (the server's HTML: the clause tags plus `<span style="color:red">` around each
 * correction) means for the page: whether it corrects anything, and what the field takes when the
 * user accepts it, the marks removed and their words kept.
 */

const redColour = /(?:^|;)\s*color\s*:\s*(?:red|#f00|#ff0000|rgb\(\s*255\s*,\s*0\s*,\s*0\s*\))\s*(?:;|$)/i;

/** A correction's mark: a span coloured red. */
export function isCorrection(element: Element): boolean {
  return element.localName === 'span' && redColour.test(element.getAttribute('style') ?? '');
}

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

/** How many corrections the suggestion marks. */
export function correctionCount(html: string): number {
  return Array.from(parse(html).body.querySelectorAll('span')).filter(isCorrection).length;
}

const lineBlocks = new Set(['p', 'div', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre']);

/** Where one block of text ends and the next starts; each run of them becomes one line break. */
const blockEnd = '\u2029';

function isBlock(node: Node): boolean {
  return node.nodeType === Node.ELEMENT_NODE && lineBlocks.has((node as Element).localName);
}

/** The words of `node` as plain text, its blocks ended by `blockEnd` and its line breaks kept. */
function plainText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (node.nodeType !== Node.ELEMENT_NODE) return '';
  const element = node as Element;
  if (element.localName === 'br') return '\n';
  const children = Array.from(element.childNodes);
  // The spaces and line breaks that lay out blocks in HTML source are not words.
  const betweenBlocks = children.some(isBlock);
  const inner = children
    .filter((child) => !(betweenBlocks && child.nodeType === Node.TEXT_NODE && !child.textContent?.trim()))
    .map(plainText)
    .join('');
  if (element.localName === 'li') return `- ${inner.trim()}${blockEnd}`;
  return lineBlocks.has(element.localName) ? `${blockEnd}${inner}${blockEnd}` : inner;
}

/**
 * What the field takes when the user accepts `suggestion`: the scope of services is plain text (a
 * line per paragraph), a clause is clause HTML; either way without the correction marks.
 */
export function acceptedText(kind: WritingHelpKind, suggestion: string): string {
  // The clause cleaner keeps the words of a span and drops the span: the marks go with it.
  if (kind === 'clause') return cleanClauseHtml(suggestion);
  return plainText(parse(suggestion).body)
    .replace(new RegExp(`[ \\t]*${blockEnd}[${blockEnd}\\s]*`, 'g'), '\n')
    .trim();
}
