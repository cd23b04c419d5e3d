// How long sealing a signed contract takes, warm, in this process: the signatures of two clients
// stamped into a 5-page contract, the audit certificate appended, and the PAdES seal over the file
// (sealContract), against issue 13's goal of 1 s from the last signature to a stored sealed PDF. Three
// seals: B-B with the generated self-signed certificate (the default); B-LT with a certificate that has
// a chain (a loopback CA from sample-ca.ts: the seal certificate's OCSP response and its issuer's CRL
// fetched and appended in a Document Security Store); and B-LT with that CA's timestamp authority too.
// The loopback responder and authority run the openssl CLI once per request, so their elapsed time
// includes a process start (a real responder costs a network round trip instead); CPU is this
// process's only. Runs BENCH_WARMUPS seals first (JIT, parsed fonts), then BENCH_RUNS measured ones,
// and prints p50 and p99 of the elapsed time and the CPU time a seal takes on average. Prints
// figures; asserts nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { dist } from './product.mjs';

const { sampleContractInput, samplePdfSchedule } = await import(dist('documents/sample-contract.js'));
const { sampleSealInput } = await import(dist('documents/seal/sample-seal.js'));
const { loadSealCredentials, sealContract } = await import(dist('documents/seal/index.js'));
const { startSampleCa } = await import(dist('documents/seal/sample-ca.js'));

const warmups = Number(process.env.BENCH_WARMUPS ?? 3);
const runs = Number(process.env.BENCH_RUNS ?? 20);
const goalMs = 1000;

const dataDir = await mkdtemp(path.join(tmpdir(), 'tp-bench-seal-'));
const ca = await startSampleCa();
try {
  const [drawings, photo] = (await sampleContractInput()).schedules;
  // The sample agreement takes three pages: a one-page drawing and the photo make five.
  const input = await sampleSealInput({
    contract: { schedules: [{ ...drawings, bytes: await samplePdfSchedule(1) }, photo] },
  });
  const contractPages = (await PDFDocument.load(input.original)).getPageCount();
  const ms = (value) => `${value.toFixed(1).padStart(7)} ms`;
  console.log(`\nContract seal, warm (${warmups} warm-ups, ${runs} runs)`);

  const measure = async (label, credentials) => {
    for (let run = 0; run < warmups; run += 1) await sealContract(input, credentials);
    const times = [];
    let sealed;
    const cpuBefore = process.cpuUsage();
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      sealed = await sealContract(input, credentials);
      times.push(performance.now() - started);
    }
    const cpu = process.cpuUsage(cpuBefore);
    times.sort((a, b) => a - b);
    const at = (share) => times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)];
    const pages = (await PDFDocument.load(sealed.bytes)).getPageCount();
    console.log(
      `  ${`${label}: ${contractPages}-page contract, 2 drawn signatures → ${pages} pages (${Math.round(sealed.bytes.length / 1024)} KB)`.padEnd(72)}` +
        ` p50 ${ms(at(0.5))}   p99 ${ms(at(0.99))}   CPU ${ms((cpu.user + cpu.system) / 1000 / runs)}   goal < ${goalMs} ms`,
    );
  };

  await measure('B-B ', await loadSealCredentials({ dataDir }));
  const chained = { p12: ca.p12, password: ca.password };
  await measure('B-LT', chained);
  await measure('B-LT + TSA', { ...chained, tsaUrl: ca.tsaUrl });
} finally {
  await ca.close();
  await rm(dataDir, { recursive: true, force: true });
}
