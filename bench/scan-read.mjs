// Time to read the QR codes of a scanned signed contract, against issue 14's goal of under 500 ms a
// page: our 5-page contract rasterised at 300 dpi by pdftoppm and re-embedded as JPEG pages, as an
// office copier's PDF; the same at 200 and 150 dpi, losslessly at 300 dpi, and the vector PDF itself
// for comparison. The first read starts a worker thread and loads pdfjs and zxing-wasm; then
// BENCH_RUNS reads give the p50 per page. Also the process's memory while it reads (the reading runs
// in worker threads of this process, as in the server): RSS sampled every 10 ms, and the kernel's
// peak. Imports the built server (npm run build first). Prints figures; asserts nothing.
import { dist } from './product.mjs';

const { sampleContractInput, samplePdfSchedule } = await import(dist('documents/sample-contract.js'));
const { buildContractDocument } = await import(dist('documents/contract-document.js'));
const { renderContractPdf } = await import(dist('documents/render-pdf.js'));
const { rasterisePdf, scannedPdf, noisyJpeg } = await import(dist('documents/scan/sample-scan.js'));
const { readScan } = await import(dist('documents/scan/index.js'));

const runs = Number(process.env.BENCH_RUNS ?? 5);
const pageGoalMs = 500;
const mb = (bytes) => `${Math.round(bytes / 1024 / 1024)} MB`;

const sample = await sampleContractInput();
const [drawings, photo] = sample.schedules;
// The sample agreement takes three pages: a one-page drawing and the photo make five.
const contract = await renderContractPdf(
  buildContractDocument({
    ...sample,
    schedules: [{ ...drawings, bytes: await samplePdfSchedule(1) }, photo],
  }),
);

/** A copier's scan of the contract at `dpi`: each page a JPEG with a little noise. */
async function scanAt(dpi) {
  const pages = await rasterisePdf(contract, dpi);
  return {
    pages: pages.length,
    pdf: await scannedPdf(await Promise.all(pages.map((page) => noisyJpeg(page, 80)))),
  };
}

let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
}, 10);

async function measure(name, { pages, pdf }) {
  peakRss = process.memoryUsage.rss();
  const coldStart = performance.now();
  const first = await readScan(pdf);
  const cold = performance.now() - coldStart;
  const read = first.pages.filter((page) => page.code).length;
  const perPage = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await readScan(pdf);
    perPage.push((performance.now() - started) / pages);
  }
  perPage.sort((a, b) => a - b);
  const p50 = perPage[Math.ceil(perPage.length / 2) - 1];
  const size = `${(pdf.length / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `  ${`${name} (${pages} pages, ${size})`.padEnd(38)} codes read ${read}/${pages}   first read ${(cold / pages).toFixed(0).padStart(4)} ms/page   p50 ${p50.toFixed(0).padStart(4)} ms/page   min ${perPage[0].toFixed(0)}   max ${perPage.at(-1).toFixed(0)}   peak RSS ${mb(peakRss)}`,
  );
}

const scans = {
  300: await scanAt(300),
  200: await scanAt(200),
  150: await scanAt(150),
  lossless: await scanAt(300, true),
  original: { pages: 5, pdf: contract },
};
const before = process.memoryUsage.rss();
peakRss = before;

console.log(`\nScan QR reading, ${runs} runs after the first (goal < ${pageGoalMs} ms per page at 300 dpi)`);
await measure('300 dpi copier PDF', scans[300]);
await measure('200 dpi copier PDF', scans[200]);
await measure('150 dpi copier PDF', scans[150]);
await measure('300 dpi lossless (Flate) PDF', scans.lossless);
await measure('the unsigned PDF itself (vector)', scans.original);
peakRss = process.memoryUsage.rss();
const together = performance.now();
await Promise.all([readScan(scans[300].pdf), readScan(scans[300].pdf), readScan(scans[300].pdf)]);
console.log(
  `  three 300 dpi scans at once (two read, one waits): ${((performance.now() - together) / 1000).toFixed(1)} s   peak RSS ${mb(peakRss)}`,
);
clearInterval(sampler);
console.log(
  `  RSS before reading ${mb(before)} (the fixtures made in this process); peaks sampled every 10 ms; ` +
    `kernel's peak for the process ${mb(process.resourceUsage().maxRSS * 1024)}`,
);
