// The local spell check's cost per language (issue 30 §3: French within English's time and memory):
// each checker in a fresh process of its own, as a server that only ever checks that language. Per
// checker: the first check (the dictionary's load included), a check of a correct clause, a check
// with three fresh typos (p50 of BENCH_RUNS), 5,000 words of nonsense (bounded by the suggestion
// budget), the process's RSS once loaded and its peak, and the main thread's longest stall (French
// runs in a worker thread). `nspell-fr` is the option not taken: nspell with dictionary-fr in the
// process. Imports the built server (npm run build first). Prints figures; asserts nothing.
import { execFileSync } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { dist } from './product.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 4);
const mb = (bytes) => Math.round(bytes / 1024 / 1024);

const samples = {
  en: {
    clause:
      'The Contractor will supply all labour, materials and equipment needed to remove the existing kitchen cabinets, repair the drywall, install new countertops and a tile backsplash, and paint the walls and ceiling in the colours chosen by the Owner. Work is done between 8 a.m. and 5 p.m. on weekdays; the site is left broom clean at the end of each day. Any change to the scope is agreed in writing before the work is done, with its price and its effect on the completion date. ',
    typos: [
      ['recieve', 'plywod', 'cabnets'],
      ['instalation', 'electical', 'conrete'],
      ['fondation', 'windoes', 'gaurantee'],
      ['permitt', 'shingels', 'insulaton'],
      ['plumbng', 'furnce', 'carpentery'],
    ],
  },
  fr: {
    clause:
      "L'entrepreneur fournit la main-d'œuvre, les matériaux et l'équipement nécessaires pour enlever les armoires de cuisine existantes, réparer le gypse, poser un comptoir neuf et un dosseret de céramique, et peindre les murs et le plafond aux couleurs choisies par le client. Les travaux ont lieu du lundi au vendredi, de 8 h à 17 h; le chantier est laissé propre chaque soir. Toute modification des travaux est convenue par écrit avant qu'elle soit faite, avec son prix et son effet sur la date de fin. ",
    typos: [
      ['entreprenneur', 'soumision', 'platre'],
      ['electricite', 'echafaudage', 'travaus'],
      ['fenetre', 'beton', 'gouttiere'],
      ['isolasion', 'plancheur', 'peintture'],
      ['chauffe-eaux', 'toitture', 'garrantie'],
    ],
  },
};

/** One checker measured in this process; prints its figures as JSON. */
async function measure(mode) {
  const language = mode === 'nspell-fr' ? 'fr' : mode;
  const { clause, typos } = samples[language];
  let check;
  let close = async () => {};
  if (mode === 'nspell-fr') {
    const { default: nspell } = await import('nspell');
    const { markMisspellings } = await import(dist('features/writing-help/spell-marking.js'));
    const load = import('dictionary-fr').then(({ default: dictionary }) => {
      const speller = nspell({ aff: Buffer.from(dictionary.aff), dic: Buffer.from(dictionary.dic) });
      return { correct: (word) => speller.correct(word), suggest: (word) => speller.suggest(word) };
    });
    check = async (text) => markMisspellings(text, await load);
  } else {
    const { checkSpellingLocally } = await import(dist('features/writing-help/local-spell-check.js'));
    const { frenchSpellPool } = await import(dist('features/writing-help/french-spell-pool.js'));
    check = (text) => checkSpellingLocally(text, language);
    close = () => frenchSpellPool.close();
  }
  const stalls = monitorEventLoopDelay({ resolution: 10 });
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
  const rssBefore = process.memoryUsage.rss();
  stalls.enable();

  const timed = async (text) => {
    const started = performance.now();
    const marked = await check(text);
    return { ms: performance.now() - started, marks: (marked.match(/color:red/g) ?? []).length };
  };
  const first = await timed(clause);
  const correct = [];
  for (let run = 0; run < runs; run++) correct.push((await timed(clause)).ms);
  const withTypos = [];
  for (const words of typos.slice(0, runs)) {
    const { ms, marks } = await timed(`${clause}${words.join(' ')}.`);
    withTypos.push({ ms, marks });
  }
  const nonsense = Array.from({ length: 5_000 }, (_, i) => `qzx${i.toString(26).replace(/\d/g, 'k')}vw`);
  const bounded = await timed(nonsense.join(' '));
  stalls.disable();
  clearInterval(sampler);
  await close();
  const p50 = (values) => values.sort((a, b) => a - b)[Math.ceil(values.length / 2) - 1];
  console.log(
    JSON.stringify({
      mode,
      firstMs: first.ms,
      correctMs: p50(correct),
      typosMs: p50(withTypos.map((one) => one.ms)),
      corrected: withTypos.map((one) => one.marks).join('/'),
      nonsenseMs: bounded.ms,
      rssBefore: mb(rssBefore),
      rssLoaded: mb(process.memoryUsage.rss()),
      rssPeak: mb(Math.max(peak, process.resourceUsage().maxRSS * 1024)),
      longestStallMs: stalls.max / 1e6,
    }),
  );
}

if (process.argv[2] === '--child') {
  await measure(process.argv[3]);
} else {
  const words = samples.en.clause.split(/\s+/).length - 1;
  console.log(
    `\nLocal spell check, each checker in a process of its own (a ${words}-word clause; ${runs} runs)`,
  );
  console.log(
    '  checker                        first check  correct clause p50  3 typos p50 (marked)  5,000 nonsense words  RSS before → loaded (peak)  main thread stall',
  );
  const names = {
    en: 'English: nspell, in-process',
    fr: 'French: Hunspell wasm, worker',
    'nspell-fr': 'French: nspell, in-process ✗',
  };
  for (const mode of ['en', 'fr', 'nspell-fr']) {
    const output = execFileSync(process.execPath, [fileURLToPath(import.meta.url), '--child', mode], {
      encoding: 'utf8',
    });
    const figures = JSON.parse(output.trim().split('\n').at(-1));
    const ms = (value) => `${Math.round(value).toLocaleString('en-CA')} ms`;
    console.log(
      `  ${names[mode].padEnd(30)} ${ms(figures.firstMs).padStart(11)}  ${ms(figures.correctMs).padStart(18)}  ${`${ms(figures.typosMs)} (${figures.corrected})`.padStart(20)}  ${ms(figures.nonsenseMs).padStart(20)}  ${`${figures.rssBefore} → ${figures.rssLoaded} MB (${figures.rssPeak})`.padStart(27)}  ${ms(figures.longestStallMs).padStart(17)}`,
    );
  }
  console.log(
    '  (marked: the red marks of each run: three typos, each corrected within the one-second suggestion budget or marked as typed)',
  );
}
