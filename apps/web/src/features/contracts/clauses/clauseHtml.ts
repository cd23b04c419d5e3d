import { clauseAllowedTags } from '@tradepact/shared';

/**
 * Doc 3 §5: what a clause keeps of pasted HTML (a word processor's, a web page's): bold, paragraphs,
 * line breaks and lists, with no attributes; empty paragraphs and list items dropped. The server
 * cleans again whatever it is sent; this keeps the editor showing what will be saved.
 */

const allowed = new Set<string>(clauseAllowedTags);

/** Elements whose content is code, styling or a control, never words of a clause. */
export const wordlessElements: ReadonlySet<string> = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'textarea',
  'select',
  'option',
  'title',
  'head',
  'meta',
  'link',
  'svg',
  'math',
  'img',
  'video',
  'audio',
  'canvas',
  'button',
  'input',
]);

/** Blocks of other kinds: a paragraph when they hold only text, else their content stays as it is. */
const blockLike = new Set([
  'div',
  'section',
  'article',
  'header',
  'footer',
  'aside',
  'main',
  'address',
  'blockquote',
  'pre',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'td',
  'th',
  'dt',
  'dd',
  'figcaption',
  'caption',
]);

const blockChildren = new Set(['p', 'ul', 'ol', 'li', 'table', 'tr', 'tbody', 'thead', ...blockLike]);

const boldWeight = /font-weight\s*:\s*(bold|bolder|[6-9]00)/i;
const normalWeight = /font-weight\s*:\s*(normal|lighter|[1-5]00)/i;

function hasBlockChild(element: Element): boolean {
  return Array.from(element.children).some((child) => blockChildren.has(child.localName));
}

/** A paragraph or list item with no words in it (line breaks alone do not count). */
function isEmptyBlock(element: Element): boolean {
  return (element.textContent ?? '').replace(/\u00a0/g, ' ').trim() === '';
}

function cleanChildren(from: Node, into: Node, document: Document): void {
  for (const child of Array.from(from.childNodes)) cleanNode(child, into, document);
}

function cleanNode(node: Node, into: Node, document: Document): void {
  if (node.nodeType === Node.TEXT_NODE) {
    into.appendChild(document.createTextNode(node.textContent ?? ''));
    return;
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return;
  const element = node as Element;
  const tag = element.localName;
  if (wordlessElements.has(tag)) return;
  const style = element.getAttribute('style') ?? '';

  let target: Node;
  if (allowed.has(tag) && !(tag === 'b' && normalWeight.test(style))) {
    // Google Docs wraps a whole paste in <b style="font-weight:normal">: that one is not bold.
    target = document.createElement(tag);
  } else if (tag === 'span' && boldWeight.test(style)) {
    target = document.createElement('strong');
  } else if (blockLike.has(tag) && !hasBlockChild(element)) {
    target = document.createElement('p');
  } else {
    cleanChildren(element, into, document);
    return;
  }
  cleanChildren(element, target, document);
  if ((tag === 'p' || tag === 'li' || target.nodeName === 'P') && isEmptyBlock(target as Element)) return;
  if ((tag === 'ul' || tag === 'ol') && !(target as Element).querySelector('li')) return;
  into.appendChild(target);
}

/** The clause HTML of `html`, cleaned as doc 3 §5 says. */
export function cleanClauseHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const output = parsed.createElement('div');
  cleanChildren(parsed.body, output, parsed);
  return output.innerHTML.trim();
}
