import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { runAdminCommand, UsageError } from './commands.js';

let t: TestApp;
const admin = (...args: string[]) => runAdminCommand(t.services, args);
const fileWith = async (name: string, text: string) => {
  const file = path.join(t.dataDir, name);
  await writeFile(file, text);
  return file;
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('npm run admin', () => {
  it('reports the versions in force and how many accepted them', async () => {
    const user = await t.createUser();
    await t.app.inject({ method: 'POST', url: '/api/app/eula/accept', headers: user.headers });
    expect(await admin('status')).toBe(
      [
        'EULA: version 2, accepted by 1 users',
        'Announcement: none in force',
        'Default terms: version 2, accepted by 0 users',
      ].join('\n'),
    );
  });

  it('publishes a cleaned EULA as the next version', async () => {
    const file = await fileWith('eula.html', '<h2>Terms v2</h2><iframe src="https://evil.example"></iframe>');
    expect(await admin('publish-eula', file)).toBe('Published EULA version 3.');
    const read = await t.app.inject({ url: '/api/site/eula' });
    expect(read.json().Data).toMatchObject({ Version: 3, Content: '<h2>Terms v2</h2>' });
  });

  it('refuses a text that is empty once cleaned', async () => {
    const file = await fileWith('empty.html', '<script>alert(1)</script>');
    await expect(admin('publish-announcement', file)).rejects.toThrow(/empty/);
    expect(await admin('end-announcement')).toBe('No announcement was in force.');
  });

  it('exports the terms in force in the form publish-terms reads, and republishes them', async () => {
    const exported = JSON.parse(await admin('export-terms'));
    expect(exported.client[0]).toMatchObject({ number: 1, video: '' });
    expect(exported.subcontractor.length).toBeGreaterThan(0);
    exported.client[0].text = '<p>Payment is due within 15 days of each invoice.</p>';
    const file = await fileWith('terms.json', JSON.stringify(exported));
    expect(await admin('publish-terms', file)).toBe('Published default terms version 3.');
    expect(JSON.parse(await admin('export-terms')).client[0].text).toBe(
      '<p>Payment is due within 15 days of each invoice.</p>',
    );
  });

  it('refuses a terms file with two terms of one number, or that is not JSON, and publishes nothing', async () => {
    const twice = await fileWith(
      'twice.json',
      JSON.stringify({
        client: [
          { number: 1, text: '<p>a</p>' },
          { number: 1, text: '<p>b</p>' },
        ],
        subcontractor: [],
      }),
    );
    await expect(admin('publish-terms', twice)).rejects.toThrow(/own number/);
    await expect(admin('publish-terms', await fileWith('bad.json', '{'))).rejects.toBeInstanceOf(UsageError);
    expect(await admin('status')).toContain('Default terms: version 3');
  });

  it('names an unknown command or a missing file as a usage mistake', async () => {
    await expect(admin('publish-everything')).rejects.toBeInstanceOf(UsageError);
    await expect(admin('publish-eula')).rejects.toBeInstanceOf(UsageError);
  });
});
