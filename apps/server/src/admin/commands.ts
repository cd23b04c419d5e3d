import { readFile } from 'node:fs/promises';
import { count, eq, sql } from 'drizzle-orm';
import { UsageError } from './usage-error.js';
import type { AppDeps } from '../app.js';
import type { Db } from '../db/database.js';
import { contentAcceptances, type Translations } from '../db/schema/index.js';
import {
  currentAnnouncement,
  currentEula,
  currentTermsVersion,
  termsOf,
  type ContentKind,
} from '../features/content/content.repository.js';
import {
  defaultTermsFileSchema,
  endAnnouncement,
  publishAnnouncement,
  publishDefaultTerms,
  publishEula,
  termsFromFile,
  translatedLanguages,
} from '../features/content/publish.js';
import { planCommand, promoCommand, refundCommand } from './billing-commands.js';
import { articleCommand } from './article-commands.js';
import { sanitizePublishedHtml } from '../features/content/sanitize.js';
import {
  notifyAnnouncement,
  whyGeneralMessagesCannotGo,
} from '../features/notifications/general-campaigns.js';

export const usage = `Usage: npm run admin -- <command> [arguments]

  status                       versions in force and how many users accepted each
  publish-eula <file.html> [--fr <file.fr.html>]
                               publish a new End User License Agreement, with its French text;
                               everyone accepts it again, once, in the language they read it in
  announce <file.html> [--fr <file.fr.html>] [--notify]
                               publish an announcement, with its French text; everyone sees it
                               once at sign-in, in French when their page is. With --notify, also
                               email (and text) it, in each account's language, to every account
                               that chose general notifications, once each: run it again after an
                               interruption and it carries on where it stopped
  end-announcement             stop showing the announcement in force
  export-terms                 print the default terms in force, as publish-terms reads them
  publish-terms <file.json>    publish a new set of default terms:
                               {"client": [{"number": 1, "text": "<p>…</p>",
                                            "translations": {"fr": "<p>…</p>"}, "video": ""}, …],
                                "subcontractor": [ … ]}
                               a term keeps its number across versions, and its French twin the
                               same number; users see what changed in the English (the reference)

  promo add <CODE> (--percent N | --amount D.DD) [--expires YYYY-MM-DD] [--limit N] [--first-payment]
                               a promo code (3–30 letters, digits, dashes): a discount on one
                               payment, valid through the expiry day (Eastern time), usable
                               --limit times in all, once per account
  promo list                   every promo code: discount, last day, used/limit, first payment, state
  promo disable <CODE>         stop accepting a code; promo enable <CODE> accepts it again
  plan <email> special|trial   the special plan (no limits, no banners) or back to the trial's rules;
                               refused while the account has a running paid subscription
  refund <invoice> [amount]    refund an invoice (INV-000042 or 42), in full or the amount in
                               dollars; with Stripe the invoice shows it once Stripe's webhook arrives

  article publish <file.md> [--photo <image>] [--credit "..."] [--notify]
                               publish a blog article from Markdown with a front matter (title,
                               slug, description, tags: a, b, language: en or fr, translationOf:
                               the slug of the original it translates); the same slug again updates it,
                               keeping its number and date; the photo (JPEG, PNG, WebP) is kept at
                               560 and 1200 wide; --notify tells the accounts that chose general
                               notifications, once each, as announce does
  article withdraw <slug>      take an article off the blog (its address answers 404)
  article list                 every article: number, state, dates, language, photo, slug, and the
                               original a translation translates

HTML is cleaned of anything but text formatting, lists, headings, tables and links.`;

async function readArgumentFile(file: string | undefined): Promise<string> {
  if (!file) throw new UsageError('This command needs a file.');
  return readFile(file, 'utf8');
}

/**
 * A command's arguments with each `--<language> <file>` (`--fr text.fr.html`) taken out: the
 * translations read from those files, and the arguments left.
 */
async function withTranslations(
  args: readonly string[],
): Promise<{ translations: Translations; rest: string[] }> {
  const translations: Translations = {};
  const rest: string[] = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    const language = translatedLanguages.find((candidate) => arg === `--${candidate}`);
    if (!language) {
      rest.push(arg);
      continue;
    }
    index += 1;
    const file = args[index];
    if (!file) throw new UsageError(`${arg} needs the file of the ${language} text.`);
    translations[language] = await readFile(file, 'utf8');
  }
  return { translations, rest };
}

/** Whether two sets of translations hold the same texts once cleaned. */
const sameTranslations = (published: Translations, given: Translations) =>
  translatedLanguages.every(
    (language) =>
      published[language] ===
      (given[language] === undefined ? undefined : sanitizePublishedHtml(given[language])),
  );

async function acceptedCount(db: Db, kind: ContentKind, version: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(contentAcceptances)
    .where(sql`${eq(contentAcceptances.kind, kind)} and ${eq(contentAcceptances.version, version)}`);
  return row?.total ?? 0;
}

/**
 * `announce <file.html> [--notify]`: publishes the announcement, unless the one in force already has
 * this text (a run repeated after an interruption), then tells the opted-in accounts once each.
 */
async function announce(
  deps: AppDeps,
  args: readonly string[],
  print: (line: string) => void,
): Promise<string> {
  const notify = args.includes('--notify');
  const { translations, rest } = await withTranslations(args.filter((arg) => arg !== '--notify'));
  const [file, ...unknown] = rest;
  if (unknown.length > 0) throw new UsageError(`Unknown argument: ${unknown[0]}`);
  const html = await readArgumentFile(file);
  const refusal = notify ? whyGeneralMessagesCannotGo(deps.config) : undefined;
  if (refusal) throw new UsageError(refusal);
  const inForce = await currentAnnouncement(deps.database.db);
  const version =
    inForce &&
    inForce.content === sanitizePublishedHtml(html) &&
    sameTranslations(inForce.translations, translations)
      ? inForce.version
      : await publishAnnouncement(deps.database.db, html, translations);
  const published =
    version === inForce?.version
      ? `Announcement version ${version} is already in force with this text.`
      : `Published announcement version ${version}.`;
  if (!notify) return published;
  return `${published}\n${await notifyAnnouncement(deps, version, print)}`;
}

/** Runs one operator command; answers what to print last. `print` shows progress along the way. */
export async function runAdminCommand(
  deps: AppDeps,
  args: readonly string[],
  print: (line: string) => void = (line) => console.log(line),
): Promise<string> {
  const db = deps.database.db;
  const [command, file] = args;
  switch (command) {
    case 'status': {
      const eula = await currentEula(db);
      const announcement = await currentAnnouncement(db);
      const terms = await currentTermsVersion(db);
      const line = async (label: string, kind: ContentKind, version: number | undefined) =>
        version === undefined
          ? `${label}: none in force`
          : `${label}: version ${version}, accepted by ${await acceptedCount(db, kind, version)} users`;
      return [
        await line('EULA', 'eula', eula?.version),
        await line('Announcement', 'announcement', announcement?.version),
        await line('Default terms', 'terms', terms),
      ].join('\n');
    }
    case 'publish-eula': {
      const { translations, rest } = await withTranslations(args.slice(1));
      const [html, ...unknown] = rest;
      if (unknown.length > 0) throw new UsageError(`Unknown argument: ${unknown[0]}`);
      return `Published EULA version ${await publishEula(db, await readArgumentFile(html), translations)}.`;
    }
    // publish-announcement: the command's earlier name.
    case 'announce':
    case 'publish-announcement':
      return announce(deps, args.slice(1), print);
    case 'end-announcement': {
      const ended = await endAnnouncement(db);
      return ended === undefined ? 'No announcement was in force.' : `Ended announcement version ${ended}.`;
    }
    case 'export-terms': {
      const version = await currentTermsVersion(db);
      const terms = version === undefined ? [] : await termsOf(db, version);
      const entries = (type: number) =>
        terms
          .filter((term) => term.type === type)
          .map(({ number, text, translations, video }) => ({ number, text, translations, video }));
      return JSON.stringify({ client: entries(0), subcontractor: entries(1) }, null, 2);
    }
    case 'publish-terms': {
      const text = await readArgumentFile(file);
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new UsageError(`${file} is not valid JSON.`);
      }
      const parsed = defaultTermsFileSchema.safeParse(json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new UsageError(`${file}: ${issue?.path.join('.') || 'file'}: ${issue?.message ?? 'invalid'}`);
      }
      return `Published default terms version ${await publishDefaultTerms(db, termsFromFile(parsed.data))}.`;
    }
    case 'promo':
      return promoCommand(db, args.slice(1));
    case 'plan':
      return planCommand(db, args.slice(1));
    case 'refund':
      return refundCommand(deps, args.slice(1));
    case 'article':
      return articleCommand(deps, args.slice(1), print);
    default:
      throw new UsageError(command ? `Unknown command: ${command}` : 'Which command?');
  }
}

export { UsageError };
