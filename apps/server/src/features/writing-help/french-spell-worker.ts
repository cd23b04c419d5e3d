import { parentPort } from 'node:worker_threads';
import dictionary from 'dictionary-fr';
import { loadModule } from 'hunspell-asm';
import { frenchSuggester } from './french-suggestions.js';
import { frenchTradeWords } from './french-trade-words.js';
import type { FrenchSpellAnswer } from './french-spell-pool.js';
import { markMisspellings, type Speller } from './spell-marking.js';

/**
 * Hunspell itself (compiled to WebAssembly) with the French dictionary: read once when the worker
 * starts, about 150 ms and 30 MB. nspell would expand the dictionary's affix rules into every form
 * up front (4 s and 450 MB); Hunspell applies them as it checks, elisions included (l'entrepreneur,
 * qu'il, jusqu'à).
 */
async function loadSpeller(): Promise<Speller> {
  const hunspell = await loadModule();
  const speller = hunspell.create(
    hunspell.mountBuffer(dictionary.aff, 'fr.aff'),
    hunspell.mountBuffer(dictionary.dic, 'fr.dic'),
  );
  for (const word of frenchTradeWords) speller.addWord(word);
  const correct = (word: string) => speller.spell(word);
  return { correct, suggest: frenchSuggester(correct, (word) => speller.suggest(word)) };
}

const speller = loadSpeller();

/** A worker thread of the French spell check: checks one text at a time and answers it marked. */
parentPort?.on('message', async (text: string) => {
  let answer: FrenchSpellAnswer;
  try {
    answer = { text: await markMisspellings(text, await speller) };
  } catch (error) {
    answer = { failure: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort?.postMessage(answer);
});
