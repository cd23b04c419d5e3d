import type { Content, ContentText } from 'pdfmake/interfaces.js';
import type { Block, Inline, ListBlock } from './text-blocks.js';

/** Paragraphs and lists of the document's text (scope, clauses, custom payment terms) as pdfmake content. */

const inlineContent = (inline: readonly Inline[]): ContentText['text'] =>
  inline.map((run) => ('lineBreak' in run ? { text: '\n' } : { text: run.text, bold: run.bold }));

function listContent(list: ListBlock): Content {
  const items = list.items.map((item): Content => {
    const text: Content = { text: inlineContent(item.inline) };
    return item.lists.length === 0 ? text : { stack: [text, ...item.lists.map(listContent)] };
  });
  return list.ordered ? { ol: items, margin: [0, 0, 0, 5] } : { ul: items, margin: [0, 0, 0, 5] };
}

export const blocksContent = (blocks: readonly Block[]): Content[] =>
  blocks.map((block) =>
    block.kind === 'paragraph'
      ? { text: inlineContent(block.inline), margin: [0, 0, 0, 5] }
      : listContent(block),
  );
