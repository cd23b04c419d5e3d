import { describe, expect, it } from 'vitest';
import { clauseBlocks, plainTextBlocks, type Inline } from './text-blocks.js';

const text = (words: string, bold = false) => ({ text: words, bold });
const lineBreak = { lineBreak: true } as const;
const paragraph = (...inline: Inline[]) => ({ kind: 'paragraph', inline });

describe('clauseBlocks', () => {
  it('keeps paragraphs with their bold runs, and decodes entities', () => {
    expect(
      clauseBlocks("<p><strong>Résiliation.</strong> L'entrepreneur &amp; le client</p><p><b>Two</b></p>"),
    ).toEqual([
      paragraph(text('Résiliation.', true), text(" L'entrepreneur & le client")),
      paragraph(text('Two', true)),
    ]);
  });

  it('keeps line breaks inside a paragraph but none at its ends', () => {
    expect(clauseBlocks('<p><br>first<br>second<br></p>')).toEqual([
      paragraph(text('first'), lineBreak, text('second')),
    ]);
  });

  it('collapses whitespace as HTML does', () => {
    expect(clauseBlocks('<p>\n  Pay   within\n <strong> 30 days </strong> of the invoice.  </p>')).toEqual([
      paragraph(text('Pay within '), text('30 days ', true), text('of the invoice.')),
    ]);
  });

  it('reads bulleted and numbered lists, items written with or without paragraphs, and nested lists', () => {
    expect(
      clauseBlocks(
        '<ul>\n<li><p>one</p><p>more</p></li>\n<li>two<ol><li>two.a</li></ol></li></ul><ol><li><strong>first</strong></li></ol>',
      ),
    ).toEqual([
      {
        kind: 'list',
        ordered: false,
        items: [
          { inline: [text('one'), lineBreak, text('more')], lists: [] },
          {
            inline: [text('two')],
            lists: [{ kind: 'list', ordered: true, items: [{ inline: [text('two.a')], lists: [] }] }],
          },
        ],
      },
      { kind: 'list', ordered: true, items: [{ inline: [text('first', true)], lists: [] }] },
    ]);
  });

  it('gathers text outside any paragraph into one, and drops empty paragraphs and items', () => {
    expect(clauseBlocks('Loose <b>words</b><p> </p><ul><li> </li></ul>')).toEqual([
      paragraph(text('Loose '), text('words', true)),
    ]);
  });
});

describe('plainTextBlocks', () => {
  it('makes a paragraph of each blank-line-separated part and a line break of each newline', () => {
    expect(plainTextBlocks('Remove the cabinets.\r\n\r\n  Install new ones.\nPaint.\n\n\n')).toEqual([
      paragraph(text('Remove the cabinets.')),
      paragraph(text('  Install new ones.'), lineBreak, text('Paint.')),
    ]);
  });

  it('keeps markup as text: it is never interpreted', () => {
    expect(plainTextBlocks('<script>alert(1)</script>')).toEqual([
      paragraph(text('<script>alert(1)</script>')),
    ]);
  });

  it('answers no blocks for empty text', () => {
    expect(plainTextBlocks(' \n \n')).toEqual([]);
  });
});
