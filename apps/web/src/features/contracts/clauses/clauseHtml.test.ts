import { describe, expect, it } from 'vitest';
import { cleanClauseHtml } from './clauseHtml';

describe('cleanClauseHtml (doc 3 §5: pasted text)', () => {
  it('keeps bold, strong, paragraphs, line breaks and lists, without attributes', () => {
    expect(
      cleanClauseHtml(
        '<p class="MsoNormal" style="color:red">Work is <b>guaranteed</b> for <strong>one</strong> year.<br>Signed.</p>' +
          '<ul type="disc"><li>Tiles</li></ul><ol start="3"><li>Grout</li></ol>',
      ),
    ).toBe(
      '<p>Work is <b>guaranteed</b> for <strong>one</strong> year.<br>Signed.</p><ul><li>Tiles</li></ul><ol><li>Grout</li></ol>',
    );
  });

  it('keeps the words of other tags and drops scripts, styles, images and links', () => {
    expect(
      cleanClauseHtml(
        '<p>Pay <em>within</em> <a href="javascript:alert(1)">30 days</a><img src=x onerror="alert(1)"></p>' +
          '<script>alert(1)</script><style>p{color:red}</style><iframe src="https://example.com"></iframe>',
      ),
    ).toBe('<p>Pay within 30 days</p>');
  });

  it('drops empty paragraphs, list items and lists', () => {
    expect(
      cleanClauseHtml(
        '<p></p><p>&nbsp;</p><p><br></p><p>Kept</p><ul><li> </li><li>Item</li></ul><ol><li></li></ol>',
      ),
    ).toBe('<p>Kept</p><ul><li>Item</li></ul>');
  });

  it('makes a paragraph of a heading or a block of text, and keeps the blocks inside a wrapper', () => {
    expect(cleanClauseHtml('<h2>Warranty</h2><div>One year.</div><div><p>Two</p><p>Three</p></div>')).toBe(
      '<p>Warranty</p><p>One year.</p><p>Two</p><p>Three</p>',
    );
  });

  it('reads a word processor’s paste: the not-bold wrapper unwrapped, bold spans kept bold', () => {
    const googleDocs =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr">' +
      '<span style="font-weight:700">Deposit</span><span style="font-weight:400"> is due on signing.</span></p></b>';
    expect(cleanClauseHtml(googleDocs)).toBe('<p><strong>Deposit</strong> is due on signing.</p>');
    const word =
      '<html><body><!--StartFragment--><p class=MsoNormal>Résiliation<o:p></o:p></p><!--EndFragment--></body></html>';
    expect(cleanClauseHtml(word)).toBe('<p>Résiliation</p>');
  });
});
