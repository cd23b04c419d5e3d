import { describe, expect, it } from 'vitest';
import { isHtml, sanitizeSuggestion } from './suggestion-html.js';

describe('sanitizeSuggestion', () => {
  it('strips scripts, event handlers and javascript: links while the red marks survive', () => {
    const answer =
      '<p onclick="steal()">The <span style="color:red">receive</span> date<script>alert(1)</script> <a href="javascript:alert(1)">here</a></p><img src=x onerror="alert(1)">';
    expect(sanitizeSuggestion(answer, true)).toBe(
      '<p>The <span style="color:red">receive</span> date here</p>',
    );
  });

  it('normalises a red mark written any way and unwraps every other span, keeping its words', () => {
    const answer =
      '<p><span style="COLOR: #FF0000; font-size: 40px">plywood</span> <span style="color:rgb(255, 0, 0)">receive</span> <span style="color:blue">blue</span> <span class="x">plain</span></p>';
    expect(sanitizeSuggestion(answer, true)).toBe(
      '<p><span style="color:red">plywood</span> <span style="color:red">receive</span> blue plain</p>',
    );
  });

  it('keeps the clause tags of the builder and drops attributes from them', () => {
    const answer =
      '<p style="x"><b>Deposit</b>: <strong>$500</strong></p><ul><li class="a">one</li></ul><h1>Big</h1>';
    expect(sanitizeSuggestion(answer, true)).toBe(
      '<p><b>Deposit</b>: <strong>$500</strong></p><ul><li>one</li></ul>Big',
    );
  });

  it('answers plain text with marks only when the contractor sent plain text', () => {
    const answer = '<p>Install the <span style="color:red">plywood</span>.</p><p>Paint &amp; trim.</p>';
    expect(sanitizeSuggestion(answer, false)).toBe(
      'Install the <span style="color:red">plywood</span>.\nPaint &amp; trim.',
    );
  });

  it('takes off a code fence around the answer', () => {
    expect(sanitizeSuggestion('```html\n<p>Clear text.</p>\n```', true)).toBe('<p>Clear text.</p>');
  });
});

describe('isHtml', () => {
  it('tells clause HTML from plain text with a less-than sign in it', () => {
    expect(isHtml('<p>Text</p>')).toBe(true);
    expect(isHtml('Width < 3 m and > 2 m')).toBe(false);
  });
});
