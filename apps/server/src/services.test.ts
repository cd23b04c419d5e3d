import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createThrowawayDatabase, productionEnv } from '../test/test-app.js';
import { loadConfig } from './config/config.js';
import { selfSignedSealWarning } from './config/start-up-warnings.js';
import { embeddedDirFor } from './db/database.js';
import { startServices } from './services.js';

const cleanUp: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanUp.reverse()) await step();
});

describe('startServices', () => {
  it('warns at start, in production on the self-signed seal, that validators will not trust sealed PDFs', async () => {
    const lines: { level: number; msg: string }[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()));
        done();
      },
    });
    const dataDir = await mkdtemp(path.join(tmpdir(), 'tp-services-'));
    cleanUp.push(() => rm(dataDir, { recursive: true, force: true }));
    const database = await createThrowawayDatabase();
    cleanUp.push(database.drop);
    // productionEnv accepts the self-signed seal with SEAL_ALLOW_SELF_SIGNED=true, as a trial install would.
    const config = loadConfig({ ...productionEnv, DATA_DIR: dataDir });
    const services = await startServices(config, pino({ level: 'info' }, sink), {
      database: { url: database.url, embeddedDir: embeddedDirFor(dataDir) },
      periodic: 'off',
    });
    await services.close();
    const warnings = lines.filter((line) => line.level === pino.levels.values.warn).map((line) => line.msg);
    expect(warnings).toContain(selfSignedSealWarning);
  });
});
