import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two files at a time in every project. Vitest's default is one worker less than the cores: one
    // file at a time on CI's two, while the web tests are CPU-bound renders in jsdom that both cores
    // pay for. (Projects that run in the same group must agree on their workers.)
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      // The repository's own scripts (scripts/*.mjs) that the CI runs.
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file opens its own database; two at a time suits a 2-core machine.
          maxWorkers: 2,
          // A worker runs its files one after the other in one module graph instead of a fresh process
          // each: every file still builds its own app on its own database (createTestApp), but the
          // server's modules load once per worker, and so do the fonts, the spelling dictionary and the
          // scan and render worker threads (their pools outlive a file). Importing the server again
          // for each of 126 files was 60 % of the project's CPU time (456 s → 184 s). Spies are
          // restored after each test, as the modules they wrap now serve the files that follow.
          isolate: false,
          restoreMocks: true,
          sequence: { groupOrder: 1 },
        },
      },
      './apps/web/vitest.config.ts',
      './apps/web/vitest.isolated.config.ts',
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          // The in-process journeys take their database from the same template as the server tests.
          globalSetup: ['apps/server/test/global-setup.ts'],
          // Whole processes and a browser, after everything else; two files at a time, as each starts
          // its own server on a free port and its own data folder, and much of a journey is waiting
          // (a restart, a job's retry, a page's network) that the other file's work fills.
          maxWorkers: 2,
          // As the server's: the server's modules and playwright load once per worker, not per file.
          isolate: false,
          restoreMocks: true,
          sequence: { groupOrder: 2 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
