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
        'EULA: version 3, accepted by 1 users',
        'Announcement: none in force',
        'Default terms: version 3, accepted by 0 users',
      ].join('\n'),
    );
  });

  it('publishes a cleaned EULA as the next version', async () => {
    const file = await fileWith('eula.html', '<h2>Terms v2</h2><iframe src="https://evil.example"></iframe>');
    expect(await admin('publish-eula', file)).toBe('Published EULA version 4.');
    const read = await t.app.inject({ url: '/api/site/eula' });
    expect(read.json().Data).toMatchObject({ Version: 4, Content: '<h2>Terms v2</h2>' });
  });

  it('publishes a EULA with its French text, read by a French reader, one version for both', async () => {
    const english = await fileWith('eula-en.html', '<h2>Terms</h2>');
    const french = await fileWith('eula-fr.html', '<h2>Conditions</h2><script>x()</script>');
    expect(await admin('publish-eula', english, '--fr', french)).toBe('Published EULA version 5.');
    const read = (language: string) =>
      t.app.inject({ url: '/api/site/eula', headers: { cookie: `lang=${language}` } });
    expect((await read('fr')).json().Data).toMatchObject({ Version: 5, Content: '<h2>Conditions</h2>' });
    expect((await read('en')).json().Data).toMatchObject({ Version: 5, Content: '<h2>Terms</h2>' });
    await expect(admin('publish-eula', english, '--fr')).rejects.toBeInstanceOf(UsageError);
  });

  it('publishes an announcement with its French text, and publishes again when only the French changed', async () => {
    const user = await t.createUser();
    const english = await fileWith('news.html', '<p>News</p>');
    const french = await fileWith('news-fr.html', '<p>Nouvelles</p>');
    const published = await admin('announce', english, '--fr', french);
    const version = Number(/version (\d+)/.exec(published)?.[1]);
    expect(await admin('announce', english, '--fr', french)).toBe(
      `Announcement version ${version} is already in force with this text.`,
    );
    const read = await t.app.inject({
      url: '/api/app/announcement/read',
      headers: { ...user.headers, cookie: 'lang=fr' },
    });
    expect(read.json().Data).toMatchObject({ Version: version, Content: '<p>Nouvelles</p>' });
    const reworded = await fileWith('news-fr2.html', '<p>Des nouvelles</p>');
    expect(await admin('announce', english, '--fr', reworded)).toBe(
      `Published announcement version ${version + 1}.`,
    );
    expect(await admin('end-announcement')).toBe(`Ended announcement version ${version + 1}.`);
  });

  it('refuses a text that is empty once cleaned', async () => {
    const file = await fileWith('empty.html', '<script>alert(1)</script>');
    await expect(admin('publish-announcement', file)).rejects.toThrow(/empty/);
    expect(await admin('end-announcement')).toBe('No announcement was in force.');
  });

  it('exports the terms in force in the form publish-terms reads, and republishes them', async () => {
    const exported = JSON.parse(await admin('export-terms'));
    expect(exported.client[0]).toMatchObject({ number: 1, video: '' });
    expect(exported.client[0].translations.fr).toContain('<strong>Étendue des travaux.</strong>');
    expect(exported.subcontractor.length).toBeGreaterThan(0);
    exported.client[0].text = '<p>Payment is due within 15 days of each invoice.</p>';
    exported.client[0].translations.fr = '<p>Le paiement est dû dans les 15 jours de chaque facture.</p>';
    const file = await fileWith('terms.json', JSON.stringify(exported));
    expect(await admin('publish-terms', file)).toBe('Published default terms version 4.');
    const republished = JSON.parse(await admin('export-terms'));
    expect(republished.client[0].text).toBe('<p>Payment is due within 15 days of each invoice.</p>');
    expect(republished.client[0].translations.fr).toBe(
      '<p>Le paiement est dû dans les 15 jours de chaque facture.</p>',
    );
    expect(republished.subcontractor).toEqual(exported.subcontractor);
  });

  it('refuses a terms file translating into a language we do not speak', async () => {
    const file = await fileWith(
      'german.json',
      JSON.stringify({
        client: [{ number: 1, text: '<p>a</p>', translations: { de: '<p>b</p>' } }],
        subcontractor: [],
      }),
    );
    await expect(admin('publish-terms', file)).rejects.toThrow(/keyed by language: fr/);
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
    expect(await admin('status')).toContain('Default terms: version 4');
  });

  it('names an unknown command or a missing file as a usage mistake', async () => {
    await expect(admin('publish-everything')).rejects.toBeInstanceOf(UsageError);
    await expect(admin('publish-eula')).rejects.toBeInstanceOf(UsageError);
  });
});
