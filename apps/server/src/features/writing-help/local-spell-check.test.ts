import { describe, expect, it } from 'vitest';
import { checkSpellingLocally, suggestionBudgetMs } from './local-spell-check.js';
import { bestSuggestion } from './suggestion-rank.js';

const mark = (word: string) => `<span style="color:red">${word}</span>`;

describe('checkSpellingLocally', () => {
  it('finds "recieve" and "plywod" and puts "receive" and "plywood" in red marks', async () => {
    expect(await checkSpellingLocally('We will recieve the plywod on Monday.')).toBe(
      `We will ${mark('receive')} the ${mark('plywood')} on Monday.`,
    );
  });

  it('checks the words of clause HTML only, never its tags, and keeps a capital', async () => {
    expect(
      await checkSpellingLocally('<p><strong>Recieve</strong> the <b>plywod</b></p><ul><li>done</li></ul>'),
    ).toBe(`<p><strong>${mark('Receive')}</strong> the <b>${mark('plywood')}</b></p><ul><li>done</li></ul>`);
  });

  it('leaves numbers, codes with digits, acronyms, emails, URLs and trade words alone', async () => {
    const text =
      'Install 12 sheets of 4x8 OSB subfloor and the backsplash, HST 13% extra; write to bob@example.ca or www.tradepact.ca, contractor’s choice &amp; soffits.';
    expect(await checkSpellingLocally(text)).toBe(text);
  });

  it('marks nonsense without suggestions once its time budget is spent', async () => {
    const nonsense = Array.from({ length: 300 }, (_, i) => `qwzx${i.toString(26).replace(/\d/g, 'k')}plk`);
    const started = performance.now();
    const checked = await checkSpellingLocally(nonsense.join(' '));
    expect(performance.now() - started).toBeLessThan(suggestionBudgetMs + 2_000);
    expect(checked.match(/color:red/g)).toHaveLength(300);
  });

  it('prefers the Canadian spelling of an American word', async () => {
    expect(await checkSpellingLocally('the color of the center')).toBe(
      `the ${mark('colour')} of the ${mark('centre')}`,
    );
  });
});

describe('bestSuggestion', () => {
  it('takes a swap of two letters over another one-letter change', () => {
    expect(bestSuggestion('thier', ['thief', 'shier', 'their', 'tier'])).toBe('their');
  });

  it('answers nothing when the dictionary suggests nothing', () => {
    expect(bestSuggestion('zzqx', [])).toBeUndefined();
  });
});
