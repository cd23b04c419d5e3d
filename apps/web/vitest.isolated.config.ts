import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { filesWithModulesOfTheirOwn, webTest } from './vitest.config.ts';

/** The web files that need modules of their own (filesWithModulesOfTheirOwn): each file in a fresh module graph. */
export default defineProject({
  plugins: [react()],
  test: { ...webTest, name: 'web-isolated', include: filesWithModulesOfTheirOwn },
});
