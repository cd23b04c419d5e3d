import { describe, expect, it } from 'vitest';
import { checkSpellingLocally } from './local-spell-check.js';
import { suggestionBudgetMs } from './spell-marking.js';
import { bestSuggestion } from './suggestion-rank.js';

const mark = (word: string) => `<span style="color:red">${word}</span>`;

describe('checkSpellingLocally in English', () => {
  it('finds "recieve" and "plywod" and puts "receive" and "plywood" in red marks', async () => {
    expect(await checkSpellingLocally('We will recieve the plywod on Monday.', 'en')).toBe(
      `We will ${mark('receive')} the ${mark('plywood')} on Monday.`,
    );
  });

  it('checks the words of clause HTML only, never its tags, and keeps a capital', async () => {
    expect(
      await checkSpellingLocally(
        '<p><strong>Recieve</strong> the <b>plywod</b></p><ul><li>done</li></ul>',
        'en',
      ),
    ).toBe(`<p><strong>${mark('Receive')}</strong> the <b>${mark('plywood')}</b></p><ul><li>done</li></ul>`);
  });

  it('leaves numbers, codes with digits, acronyms, emails, URLs and trade words alone', async () => {
    const text =
      'Install 12 sheets of 4x8 OSB subfloor and the backsplash, HST 13% extra; write to bob@example.ca or www.tradepact.ca, contractor’s choice &amp; soffits.';
    expect(await checkSpellingLocally(text, 'en')).toBe(text);
  });

  it('marks nonsense without suggestions once its time budget is spent', async () => {
    const nonsense = Array.from({ length: 300 }, (_, i) => `qwzx${i.toString(26).replace(/\d/g, 'k')}plk`);
    const started = performance.now();
    const checked = await checkSpellingLocally(nonsense.join(' '), 'en');
    expect(performance.now() - started).toBeLessThan(suggestionBudgetMs + 2_000);
    expect(checked.match(/color:red/g)).toHaveLength(300);
  });

  it('prefers the Canadian spelling of an American word', async () => {
    expect(await checkSpellingLocally('the color of the center', 'en')).toBe(
      `the ${mark('colour')} of the ${mark('centre')}`,
    );
  });
});

describe('checkSpellingLocally in French', () => {
  it('puts the French word in a red mark, as typed: "L\'entreprenneur" → "L\'entrepreneur"', async () => {
    expect(await checkSpellingLocally("L'entreprenneur viendra.", 'fr')).toBe(
      `${mark("L'entrepreneur")} viendra.`,
    );
  });

  it('gives back missing accents: "platre" → "plâtre" (not "plate"), "electricite", "Quebec"', async () => {
    expect(await checkSpellingLocally('<p>Le platre, l’electricite et la facade au Quebec.</p>', 'fr')).toBe(
      `<p>Le ${mark('plâtre')}, ${mark('l’électricité')} et la ${mark('façade')} au ${mark('Québec')}.</p>`,
    );
  });

  it('leaves correct French alone: accents, elisions and both apostrophes', async () => {
    const text =
      "<p>L'entrepreneur s’engage à ce qu'il n'y ait aucun dégât d’eau jusqu'à la fin des travaux, aujourd'hui comme à l'été. Main-d'œuvre, matériaux et TPS et TVQ inclus.</p>";
    expect(await checkSpellingLocally(text, 'fr')).toBe(text);
  });

  it("leaves a Quebec contractor's trade words alone", async () => {
    const text =
      'Pose du gypse et tirage des joints au sous-sol, solives renforcées, solinage du toit, fenêtres thermos, entretoit isolé, soffites et dosseret préfini; gypseur et plâtrier certifiés RBQ.';
    expect(await checkSpellingLocally(text, 'fr')).toBe(text);
  });

  it('checks French in its worker and English here: English words in a French check are marked', async () => {
    expect(await checkSpellingLocally('the kitchen', 'fr')).toContain('color:red');
    expect(await checkSpellingLocally('the kitchen', 'en')).toBe('the kitchen');
  });
});

describe('bestSuggestion', () => {
  it('takes a swap of two letters over another one-letter change', () => {
    expect(bestSuggestion('thier', ['thief', 'shier', 'their', 'tier'])).toBe('their');
  });

  it('takes the word with its accent, and one word over two', () => {
    expect(bestSuggestion('platre', ['plate', 'plâtre', 'plaire'])).toBe('plâtre');
    expect(bestSuggestion('soumision', ['soumis ion', 'soumis-ion', 'soumission'])).toBe('soumission');
  });

  it('answers nothing when the dictionary suggests nothing', () => {
    expect(bestSuggestion('zzqx', [])).toBeUndefined();
  });
});
