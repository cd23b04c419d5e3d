import { afterAll, describe, expect, it } from 'vitest';
import { startServer, temporaryDataDir } from './server-process.js';

const data = await temporaryDataDir();
afterAll(() => data.remove());

describe('the server process', () => {
  it('keeps its data across a restart and stops cleanly on SIGTERM', async () => {
    const first = await startServer(data.dir);
    const plansBefore = await (await fetch(`${first.url}/api/site/subscriptionplans`)).json();
    expect(await first.stop()).toBe(0);
    expect(first.output()).toContain('stopped cleanly');

    const second = await startServer(data.dir);
    const plansAfter = await (await fetch(`${second.url}/api/site/subscriptionplans`)).json();
    expect(await second.stop()).toBe(0);
    // Plan ids are random UUIDs made on the first start: the same ids prove the database was kept.
    expect(plansAfter.Data.map((plan: { Id: string }) => plan.Id)).toEqual(
      plansBefore.Data.map((plan: { Id: string }) => plan.Id),
    );
  });

  it('refuses to start with a bad setting and names the variable', async () => {
    await expect(startServer(data.dir, { PORT: 'eighty' })).rejects.toThrow(/PORT/);
  });
});
