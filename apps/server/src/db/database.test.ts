import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThrowawayDatabase } from '../../test/test-app.js';
import { openDatabase } from './database.js';

let throwaway: Awaited<ReturnType<typeof createThrowawayDatabase>>;
beforeAll(async () => {
  throwaway = await createThrowawayDatabase();
});
afterAll(() => throwaway.drop());

describe('openDatabase', () => {
  it('survives an idle connection failing, and reports it', async () => {
    const reported: Error[] = [];
    const database = await openDatabase({
      url: throwaway.url,
      embeddedDir: '/nonexistent',
      onIdleError: (e) => reported.push(e),
    });
    try {
      await database.pool.query('select 1');
      database.pool.emit('error', new Error('connection terminated by the server'), undefined as never);
      expect(reported.map((e) => e.message)).toEqual(['connection terminated by the server']);
      await expect(database.pool.query('select 1 as ok')).resolves.toMatchObject({ rows: [{ ok: 1 }] });
    } finally {
      await database.close();
    }
  });
});
