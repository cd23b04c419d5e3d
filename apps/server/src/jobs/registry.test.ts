import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { registrations } from './registry.js';

describe('job registry', () => {
  it('works every job defined in a *.job.ts file anywhere in the server, once', async () => {
    // Jobs live with their feature (features/signing/seal.job.ts) or here (the messages).
    const files = (await readdir(new URL('..', import.meta.url), { recursive: true })).filter((file) =>
      file.endsWith('.job.ts'),
    );
    const defined: string[] = [];
    for (const file of files) {
      const module = (await import(`../${file}`)) as Record<string, unknown>;
      for (const value of Object.values(module)) {
        if (value && typeof value === 'object' && 'handler' in value && 'name' in value)
          defined.push(String(value.name));
      }
    }
    const registered = registrations.map((registration) => registration.job.name);
    expect(defined.length).toBeGreaterThan(0);
    expect([...registered].sort()).toEqual([...defined].sort());
  });
});
