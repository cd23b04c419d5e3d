// `npm run record:how-to`: records the how-to video of /HowToUse and the how-to modal from the
// product's own browser journey, so it never goes stale (DECISIONS "How-to video"). Starts the
// server in this process on a throwaway data folder, walks the five steps of the guide at a human
// pace in a 1280×720 Chromium page, captures its frames with the DevTools screencast and encodes
// them with the system's ffmpeg (VP9 WebM); writes a caption track (WebVTT) per language timed on
// the journey with the texts of apps/web/src/i18n/<lang>/ui.guides.ts, one still per step and the
// poster, into apps/web/public/how-to/. Needs the built shared package and web app (the npm script
// builds them), /usr/bin/chromium and ffmpeg (apt-get install chromium ffmpeg).
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
/* global window, document -- the functions run in the page */

register();
const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = path.join(root, 'apps/web/public/how-to');
const size = { width: 1280, height: 720 };

const { guidesUi } = await import('../apps/web/src/i18n/en/ui.guides.ts');
const { guidesUi: frenchGuidesUi } = await import('../apps/web/src/i18n/fr/ui.guides.ts');
const { default: pino } = await import('pino');
const { loadConfig } = await import('../apps/server/src/config/config.ts');
const { startServices } = await import('../apps/server/src/services.ts');
const { buildApp } = await import('../apps/server/src/app.ts');
const { startSession } = await import('../apps/server/src/features/auth/sessions.service.ts');
const { createActiveUser, strongPassword } = await import('../apps/server/test/accounts.ts');
const { ontarioDay, saveBusinessProfile } = await import('../apps/server/test/contractor.ts');
const { eq } = await import('drizzle-orm');
const { contracts, projects } = await import('../apps/server/src/db/schema/index.ts');
const { launchChromium, openHydrated } = await import('../e2e/browser.ts');
const { passFirstVisitPopups } = await import('../e2e/first-visit.ts');
const { fillDate, fieldNamed } = await import('../e2e/contracts.ts');
const { signingLink, openClientContracts, contractLine, chooseAction, signOnPage } =
  await import('../e2e/signing.ts');

/** Each language's captions: a track per language, cue for cue at the same moments. */
const captionsByLanguage = { en: guidesUi.howTo.captions, fr: frenchGuidesUi.howTo.captions };
const productName = 'Tradepact';
const captionText = (language, key) => captionsByLanguage[language][key].replaceAll('{product}', productName);
const project = { name: 'Kitchen renovation', scope: 'Renovate the kitchen' };
const client = { first: 'Hélène', last: 'Côté', email: 'helene@example.com', phone: '6135550199' };

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A round pointer drawn in the page: a headless screencast shows no system cursor. */
const pointerScript = () => {
  window.addEventListener('DOMContentLoaded', () => {
    const dot = document.createElement('div');
    dot.setAttribute('aria-hidden', 'true');
    Object.assign(dot.style, {
      position: 'fixed',
      zIndex: '2147483647',
      width: '22px',
      height: '22px',
      margin: '-11px 0 0 -11px',
      borderRadius: '50%',
      background: 'rgba(255, 170, 0, 0.55)',
      border: '2px solid rgba(120, 70, 0, 0.8)',
      pointerEvents: 'none',
      left: '-40px',
      top: '-40px',
      transition: 'transform 120ms',
    });
    document.body.append(dot);
    window.addEventListener('mousemove', (event) => {
      dot.style.left = `${event.clientX}px`;
      dot.style.top = `${event.clientY}px`;
    });
    window.addEventListener('mousedown', () => (dot.style.transform = 'scale(0.7)'));
    window.addEventListener('mouseup', () => (dot.style.transform = 'scale(1)'));
  });
};

/** The server, as `npm start` runs it, on a throwaway data folder (its embedded PostgreSQL included). */
async function startApp() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tp-how-to-'));
  const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', DATA_DIR: dataDir, PORT: '0' });
  const services = await startServices(config, pino({ level: 'silent' }));
  const app = await buildApp(services);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    t: { app, services, dataDir },
    url,
    async close() {
      await app.close();
      await services.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The frames of the DevTools screencast, each with the wall-clock second it was drawn. */
async function startScreencast(page, framesDir) {
  const session = await page.context().newCDPSession(page);
  const frames = [];
  session.on('Page.screencastFrame', async ({ data, metadata, sessionId }) => {
    const file = path.join(framesDir, `frame-${String(frames.length).padStart(5, '0')}.jpg`);
    frames.push({ file, at: metadata.timestamp ?? Date.now() / 1000 });
    await writeFile(file, Buffer.from(data, 'base64'));
    await session.send('Page.screencastFrameAck', { sessionId }).catch(() => undefined);
  });
  await session.send('Page.startScreencast', {
    format: 'jpeg',
    quality: 85,
    ...{ maxWidth: size.width, maxHeight: size.height },
  });
  return {
    frames,
    async stop() {
      await session.send('Page.stopScreencast');
      await pause(300);
    },
  };
}

const clock = (seconds) => {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const pad = (value, width = 2) => String(value).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
};

/** WebVTT of the captions in `language`: each shows from its moment until the next one (or the end). */
function webVtt(cues, language, start, end) {
  const lines = ['WEBVTT', ''];
  cues.forEach((cue, index) => {
    const until = (cues[index + 1]?.at ?? end) - 0.05;
    const timing = `${clock(cue.at - start)} --> ${clock(until - start)}`;
    lines.push(String(index + 1), timing, captionText(language, cue.key), '');
  });
  return lines.join('\n');
}

/** Encodes the frames, each shown until the next one arrived, to a small VP9 WebM at 15 frames a second. */
function encode(frames, end, framesDir, output) {
  const list = frames.map((frame, index) => {
    const duration = Math.max(0.001, (frames[index + 1]?.at ?? end) - frame.at);
    return `file '${frame.file}'\nduration ${duration.toFixed(3)}`;
  });
  const listFile = path.join(framesDir, 'frames.txt');
  execFileSync('sh', ['-c', `cat > '${listFile}'`], {
    input: `${list.join('\n')}\nfile '${frames.at(-1).file}'\n`,
  });
  execFileSync(
    'ffmpeg',
    [
      ...['-y', '-loglevel', 'error', '-f', 'concat', '-safe', '0', '-i', listFile],
      ...['-vf', `fps=15,scale=${size.width}:${size.height}:flags=lanczos,format=yuv420p`],
      ...[
        '-c:v',
        'libvpx-vp9',
        '-b:v',
        '0',
        '-crf',
        '42',
        '-deadline',
        'good',
        '-cpu-used',
        '4',
        '-row-mt',
        '1',
      ],
      ...['-an', output],
    ],
    { stdio: 'inherit' },
  );
}

/** A JPEG ~1000 px wide of what the page shows now. */
async function still(page, name, width = 1000) {
  const png = path.join(tmpdir(), `how-to-${name}.png`);
  await page.screenshot({ path: png });
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-i',
    png,
    '-vf',
    `scale=${width}:-2`,
    '-q:v',
    '4',
    path.join(outDir, `${name}.jpg`),
  ]);
  await rm(png);
}

async function main() {
  const started = await startApp();
  const { t, url } = started;
  const browser = await launchChromium();
  const framesDir = await mkdtemp(path.join(tmpdir(), 'tp-how-to-frames-'));
  await mkdir(outDir, { recursive: true });
  try {
    // Off camera: an activated contractor, signed in past the first-visit popups, with the signature
    // the profile step would otherwise draw.
    const user = await createActiveUser(t);
    const tokens = await startSession(t.services.database.db, t.services.authKey, user.id);
    const api = { id: user.id, tokens, headers: { authorization: `Bearer ${tokens.AccessToken}` } };
    await saveBusinessProfile(t, api, { Name: 'Tremblay Renovation' });
    const context = await browser.newContext({ viewport: size, deviceScaleFactor: 1 });
    await context.addInitScript(pointerScript);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await openHydrated(page, `${url}/login`);
    await page.getByLabel('Email, mobile number or username').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(strongPassword);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(/\/MyProfile\/0$/i, { timeout: 90_000 });
    await passFirstVisitPopups(page).catch(() => undefined);
    await page.mouse.move(640, 360);

    const cues = [];
    const say = (key) => cues.push({ at: Date.now() / 1000, key });
    const pointAt = async (locator) => {
      await locator.scrollIntoViewIfNeeded();
      const box = await locator.boundingBox();
      if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 25 });
      await pause(350);
    };
    const click = async (locator) => {
      await pointAt(locator);
      await locator.click();
    };
    const type = async (locator, text) => {
      await click(locator);
      await locator.fill('');
      await locator.pressSequentially(text, { delay: 55 });
      await pause(250);
    };
    const field = (scope, role, name) => scope.getByRole(role, { name: new RegExp(`^${name}`) }).first();

    await page.goto(`${url}/MyProfile/0`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const screencast = await startScreencast(page, framesDir);
    await pause(400);
    const start = Date.now() / 1000;

    say('intro');
    await pause(4000);

    // 1. The business profile.
    say('profile');
    await type(field(page, 'textbox', 'Business Name'), 'Tremblay Renovations');
    await pointAt(field(page, 'textbox', 'GST'));
    await pause(1200);
    await pointAt(
      field(page, 'textbox', 'Address')
        .or(field(page, 'combobox', 'Address'))
        .first(),
    );
    await pause(1200);
    await still(page, 'step-profile');
    say('profileSave');
    await click(page.getByRole('button', { name: 'Save', exact: true }));
    await pause(3500);

    // 2. A project and its client.
    say('project');
    await page.goto(`${url}/Project`);
    const projectForm = page.getByRole('region', { name: 'Project', exact: true });
    await field(projectForm, 'textbox', 'Project Title').waitFor();
    await type(field(projectForm, 'textbox', 'Project Title'), project.name);
    await type(field(projectForm, 'combobox', 'Address'), '12 Maple Avenue');
    await page.keyboard.press('Escape');
    await type(field(projectForm, 'textbox', 'City'), 'Ottawa');
    await click(projectForm.getByRole('combobox', { name: /^Province/ }));
    await click(page.getByRole('option', { name: 'Ontario' }));
    await type(field(projectForm, 'textbox', 'Postal Code'), 'K1A 0B1');
    const first = page.getByRole('region', { name: 'Client/Homeowner 1' });
    await type(field(first, 'combobox', 'First Name'), client.first);
    await page.keyboard.press('Escape');
    await type(field(first, 'combobox', 'Last Name'), client.last);
    await page.keyboard.press('Escape');
    await type(field(first, 'textbox', 'Phone'), client.phone);
    await type(field(first, 'textbox', 'Email'), client.email);
    await still(page, 'step-project');
    await click(page.getByRole('button', { name: 'Create', exact: true }));
    await page.waitForURL(/\/MyProjects/i);
    say('projectSave');
    await pause(3500);

    // 3. The agreement, from the default terms.
    const db = t.services.database.db;
    const [{ id: projectId }] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.ownerId, user.id));
    say('agreement');
    await page.goto(`${url}/MakeClientContract/${projectId}`);
    const form = page.getByRole('form', { name: 'Contract' });
    await form.waitFor();
    await pause(1500);
    const clauses = form.getByRole('group', { name: /^Clause \d+$/ });
    await pointAt(clauses.nth(2));
    await pause(1500);
    await pointAt(clauses.nth(6));
    await pause(1500);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'smooth' }));
    await pause(1200);
    say('agreementDetails');
    await pointAt(fieldNamed(form, 'Commencement Date'));
    await fillDate(fieldNamed(form, 'Commencement Date'), ontarioDay(10));
    await pointAt(fieldNamed(form, 'Completion Date'));
    await fillDate(fieldNamed(form, 'Completion Date'), ontarioDay(40));
    await type(
      fieldNamed(form, 'Scope of Services'),
      `${project.scope}: remove the old cabinets, install new cabinets, counters and pot lights.`,
    );
    await type(fieldNamed(form, 'Total Cost'), '18000');
    await type(fieldNamed(form, 'Deposit'), '3000');
    // Payments by percentage: the kind payment reminders are offered for.
    await click(form.getByRole('radio', { name: 'By percentage' }));
    const payment = (number) => form.getByRole('group', { name: `Payment ${number}`, exact: true });
    await type(fieldNamed(payment(1), 'Name'), 'Rough-in');
    await type(fieldNamed(payment(1), 'Percentage'), '40');
    await click(form.getByRole('button', { name: 'Add A Payment' }));
    await type(fieldNamed(payment(2), 'Name'), 'Completion');
    await type(fieldNamed(payment(2), 'Percentage'), '60');
    await pause(800);
    await still(page, 'step-agreement');

    // 4. Review and send.
    say('send');
    await click(
      form.getByRole('group', { name: 'Contract actions' }).getByRole('button', { name: 'Review Contract' }),
    );
    const preview = page.getByRole('dialog', { name: 'Contract preview' });
    await preview.getByTitle('The contract as your recipient will see it').waitFor();
    await pause(2500);
    await still(page, 'step-send');
    await click(preview.getByRole('button', { name: 'Send', exact: true }));
    const sent = page.getByRole('dialog', { name: 'Success' });
    await sent.waitFor();
    await pause(2000);
    await click(sent.getByRole('button', { name: 'OK' }));
    await page.waitForURL(/\/MyProjects$/i);
    say('sendTrack');
    let modal = await openClientContracts(page, url, project.name);
    await pause(3500);
    await page.keyboard.press('Escape');

    // Off camera in another window: the client signs from the emailed link.
    const [{ id: contractId }] = await db
      .select({ id: contracts.id })
      .from(contracts)
      .where(eq(contracts.projectId, projectId));
    const { link } = await signingLink(t, url, client.email, contractId);
    const clientPage = await (await browser.newContext({ viewport: size })).newPage();
    await clientPage.goto(link);
    await signOnPage(clientPage, project.scope, 'mouse');
    await clientPage.context().close();
    // The contract reads Signed once its seal job has stored the sealed PDF.
    for (let tries = 0; tries < 120; tries += 1) {
      const [row] = await db
        .select({ status: contracts.status })
        .from(contracts)
        .where(eq(contracts.id, contractId));
      if (row?.status === 'Signed') break;
      await pause(500);
    }

    // 5. Payment reminders of the signed agreement.
    say('payments');
    modal = await openClientContracts(page, url, project.name);
    await pause(1500);
    const line = contractLine(modal, project.scope);
    await pointAt(line.getByRole('button', { name: /^Actions for / }));
    await chooseAction(page, line, 'Payment Reminder');
    await page.getByRole('dialog', { name: /^Payment reminders/ }).waitFor();
    await pause(3000);
    await still(page, 'step-payments');
    await page.keyboard.press('Escape');
    await pause(600);
    say('outro');
    await page.goto(`${url}/HowToUse`).catch(() => undefined);
    await pause(4500);

    await screencast.stop();
    const end = Date.now() / 1000;
    const frames = screencast.frames.filter((frame) => frame.at >= start - 0.5);
    encode(frames, end, framesDir, path.join(outDir, 'how-to.webm'));
    for (const language of Object.keys(captionsByLanguage))
      await writeFile(path.join(outDir, `how-to.${language}.vtt`), webVtt(cues, language, frames[0].at, end));
    execFileSync('ffmpeg', [
      '-y',
      '-loglevel',
      'error',
      '-ss',
      '1',
      '-i',
      path.join(outDir, 'how-to.webm'),
      '-frames:v',
      '1',
      '-vf',
      'scale=1280:-2',
      '-q:v',
      '5',
      path.join(outDir, 'poster.jpg'),
    ]);
    console.log(
      `how-to video: ${frames.length} frames over ${(end - frames[0].at).toFixed(1)} s written to ${outDir}`,
    );
  } catch (error) {
    // What the page showed when the journey stopped, to see why.
    for (const context of browser.contexts())
      for (const [index, open] of context.pages().entries())
        await open
          .screenshot({ path: path.join(tmpdir(), `how-to-failed-${index}.png`) })
          .catch(() => undefined);
    throw error;
  } finally {
    await browser.close();
    await started.close();
    await rm(framesDir, { recursive: true, force: true });
  }
}

await main();
