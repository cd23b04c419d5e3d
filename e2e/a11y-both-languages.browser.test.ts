import { en, fr, languages, type Language } from '@tradepact/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedArticles } from '../apps/server/src/features/blog/articles.seed.js';
import { callAs } from '../apps/server/test/contractor.js';
import { accessibilityFindings, settled } from './a11y-walk.js';
import { skipWithoutChromium } from './browser.js';
import { desktop, screenshot, signedInContractor, watchedPage, type Contractor } from './contracts.js';
import { startInProcessApp, type InProcessApp } from './in-process-app.js';
import { sendThroughApi, signingLink } from './signing.js';

/**
 * A shipped article in each language, the French a translation of the English
 * (apps/server/src/features/blog/articles): an article's page speaks the article's language.
 */
const articles: Record<Language, string> = {
  en: 'deposits-and-payment-schedules',
  fr: 'acomptes-et-calendrier-des-paiements',
};
const clientEmail = 'helene@example.com';

/** The public pages, as a visitor who is not signed in sees them; the signing page is added per language. */
const publicPages = (language: Language) => [
  '/',
  '/login',
  '/login?t=signup',
  '/Blog',
  `/Blog/${articles[language]}`,
  '/HowWeWork',
  '/eula',
  '/verify',
  '/no-such-page',
];

/** The signed-in pages (apps/web/src/features/<feature>/routes.tsx), `{project}` the contractor's. */
const signedInPages = [
  '/MyProjects',
  '/Project',
  '/Project/{project}',
  '/MakeClientContract/{project}',
  '/ContractTemplate',
  '/ContractTemplateDetail',
  '/MyContacts',
  '/MyProfile/0',
  '/Settings',
  '/Subscription',
  '/HowToUse',
  '/InnerBlog',
  '/UploadFile',
];

/**
 * The headings of two signed-in pages and the sidebar's first links, in each language: a contractor
 * whose account reads French sees them in French (apps/web/src/i18n/<language>/ui.*.ts).
 */
const signedInWords: Record<
  Language,
  { projects: string; settings: string; sidebarName: string; sidebar: string[] }
> = {
  en: {
    projects: en.projectListTitle,
    settings: 'Log-In Settings',
    sidebarName: 'Sidebar',
    sidebar: ['My Profile', 'My Projects', 'Upload Contract'],
  },
  fr: {
    projects: fr.projectListTitle,
    settings: 'Paramètres de connexion',
    sidebarName: 'Barre latérale',
    sidebar: ['Mon profil', 'Mes projets', 'Téléverser un contrat'],
  },
};

/** A screenshot's name for a page's address: 'a11y-fr-MyProfile-0'. */
const shotName = (language: Language, address: string) =>
  `a11y-${language}-${
    address
      .replace(/\?key=.*/, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'home'
  }`;

/**
 * Every page in each language, in one browser against one app: no serious or critical axe violation,
 * `<html lang>` the page's language, and the other language's name (the language switch's) marked
 * with its own `lang`. A visitor whose browser asks for the language sees the public pages, a
 * contractor whose account reads it the signed-in ones, and a client whose contract is written in it
 * the signing page.
 */
describe.skipIf(skipWithoutChromium())('every page in both languages is accessible', () => {
  let app: InProcessApp | undefined;
  const contractors = new Map<Language, Contractor>();
  const signingLinks = new Map<Language, string>();

  beforeAll(async () => {
    app = await startInProcessApp();
    const { t, browser, url } = app;
    await seedArticles(t.services.database.db, t.services.storage, t.services.config.productName);
    for (const language of languages) {
      const contractor = await signedInContractor(t, browser, url, 'trial', { language });
      contractors.set(language, contractor);
      const { projectId } = contractor;
      // Its client reads the contractor's language (no province: defaultContactLanguage), and so
      // does the contract and its signing page.
      const id = await sendThroughApi(t, contractor.api, projectId, `Paint the hallway (${language}).`);
      // A clause template in the other language: My Templates lists it with that language's name.
      const template = await callAs(t, contractor.api, 'POST', '/api/app/customterm/create', {
        Tag: 'Deck',
        Type: 1,
        Terms: ['<p>Stain is applied in dry weather.</p>'],
        Language: languages.find((other) => other !== language),
      });
      if (template.statusCode !== 200) throw new Error(`template create answered ${template.body}`);
      signingLinks.set(language, (await signingLink(t, url, clientEmail, id)).link);
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each(languages)(
    'has no serious violation and the right lang on every page in %s',
    async (language) => {
      if (!app) throw new Error('the app did not start');
      const contractor = contractors.get(language);
      if (!contractor) throw new Error(`no contractor reads ${language}`);
      const { browser, url } = app;

      /** A visitor who is not signed in, whose browser asks for the language. */
      async function walkPublicPages() {
        const visitor = await browser.newContext({ viewport: desktop, locale: `${language}-CA` });
        const { page, errors } = await watchedPage(visitor);
        const findings: string[] = [];
        for (const address of [...publicPages(language), signingLinks.get(language) ?? '']) {
          await page.goto(address.startsWith('http') ? address : `${url}${address}`);
          await settled(page);
          const where = address.replace(url, '');
          findings.push(...(await accessibilityFindings(page, where, language)));
          await screenshot(page, shotName(language, where));
        }
        await visitor.close();
        return { findings, errors: errors.filter((error) => !/Failed to load resource/.test(error)) };
      }

      /** The contractor whose account reads the language; the headings and sidebar they read. */
      async function walkSignedInPages(signedIn: Contractor) {
        const { page, errors } = await watchedPage(signedIn.context);
        const findings: string[] = [];
        const headings = new Map<string, string>();
        let sidebar: string[] = [];
        for (const address of signedInPages) {
          await page.goto(`${url}${address.replace('{project}', signedIn.projectId)}`);
          await settled(page);
          // The page draws in the browser's language, then in the account's once its user info is
          // read: on a loaded machine that can come after the network went quiet.
          await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
          headings.set(address, await page.locator('h1').first().innerText());
          if (address === '/MyProjects') {
            sidebar = await page
              .getByRole('navigation', { name: signedInWords[language].sidebarName })
              .getByRole('link')
              .allInnerTexts();
          }
          findings.push(...(await accessibilityFindings(page, address, language)));
          await screenshot(page, shotName(language, address));
        }
        await page.close();
        return { findings, errors, headings, sidebar };
      }

      // Side by side: most of a page's time is waiting for its network to go quiet.
      const [visited, { headings, sidebar, ...signedIn }] = await Promise.all([
        walkPublicPages(),
        walkSignedInPages(contractor),
      ]);
      const words = signedInWords[language];
      expect(headings.get('/MyProjects')).toBe(words.projects);
      expect(headings.get('/Settings')).toBe(words.settings);
      expect(sidebar.slice(0, words.sidebar.length)).toEqual(words.sidebar);
      expect([...visited.findings, ...signedIn.findings]).toEqual([]);
      expect([...visited.errors, ...signedIn.errors]).toEqual([]);
    },
    180_000,
  );
});
