import { describe, expect, it } from 'vitest';
import { acceptedText, correctionCount } from './suggestion';

describe('a writing-help suggestion', () => {
  it('counts the red spans that mark corrections, and nothing else', () => {
    expect(
      correctionCount(
        '<p>You will <span style="color:red">receive</span> the <span style="color: #FF0000;">plywood</span>' +
          ' <span style="font-weight:bold">today</span> <span style="color:darkred">now</span>.</p>',
      ),
    ).toBe(2);
    expect(correctionCount('<p>Nothing to correct.</p>')).toBe(0);
  });

  it('gives a clause its clause HTML with the marks removed and their words kept', () => {
    expect(
      acceptedText(
        'clause',
        '<p>You will <span style="color:red">receive</span> <strong>all</strong> keys.</p><ul><li>Two sets</li></ul>',
      ),
    ).toBe('<p>You will receive <strong>all</strong> keys.</p><ul><li>Two sets</li></ul>');
  });

  it('gives the scope of services plain text, a line per paragraph, without the marks', () => {
    expect(
      acceptedText(
        'scope',
        '<p>Remove the <span style="color:red">kitchen</span> cabinets.</p><p>Install flooring:<br>oak, 40 m²</p>' +
          '\n<ul>\n  <li>Pot lights</li>\n  <li>Trim</li>\n</ul>',
      ),
    ).toBe('Remove the kitchen cabinets.\nInstall flooring:\noak, 40 m²\n- Pot lights\n- Trim');
  });

  it('keeps a plain-text scope suggestion as it is', () => {
    expect(acceptedText('scope', 'Demolish the kitchen.\n\nInstall new cabinets &amp; counters.')).toBe(
      'Demolish the kitchen.\n\nInstall new cabinets & counters.',
    );
  });
});
