import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';

describe('openDatabase', () => {
  it('survives an idle connection failing, and reports it', async () => {
    const reported: Error[] = [];
    const database = await openDatabase({
      url: undefined,
      embeddedDir: undefined,
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
