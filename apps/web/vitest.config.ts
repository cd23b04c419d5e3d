import { defineProject, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * The files that need modules of their own (vitest.isolated.config.ts), not the graph the others share
 * (below): those that replace a module with vi.mock, which applies only to modules imported after it,
 * and drawnState's, whose module reads the page once (as a browser's does, once per load).
 */
export const filesWithModulesOfTheirOwn = [
  'src/lib/http.test.ts',
  'src/prerender/drawnState.test.ts',
  'src/features/profile/ProfileForm.test.tsx',
  'src/features/profile/ProfilePage.test.tsx',
  'src/features/profile/licences.test.tsx',
];

export const webTest: TestProjectInlineConfiguration['test'] = {
  environment: 'jsdom',
  // A page test renders Mantine in jsdom: seconds each when a full parallel run loads both cores.
  testTimeout: 20_000,
  setupFiles: ['./src/test/setup.ts'],
  restoreMocks: true,
  unstubGlobals: true,
};

export default defineProject({
  plugins: [react()],
  test: {
    ...webTest,
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
    exclude: filesWithModulesOfTheirOwn,
    // A worker runs its files one after the other in one module graph, as the server's do: React,
    // Mantine, the router and the catalogues load once per worker, not once per file (the setup file
    // alone took 88 s of a 214 s run). Each file still renders into a clean document: the setup
    // file's afterEach empties it, the toasts' store and localStorage.
    isolate: false,
  },
});
