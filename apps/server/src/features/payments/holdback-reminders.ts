import {
  formatCad,
  formatDay,
  lawRecords,
  ruleInForce,
  todayIn,
  translate,
  type MessageKey,
} from '@tradepact/shared';
import type { Db } from '../../db/database.js';
import { renderEmail } from '../../notify/email-layout.js';
import type { Notifier } from '../../notify/notifier.js';
import { accountEmail, accountLanguage } from '../auth/user-info.js';
import { businessService } from '../profile/business.service.js';
import { contractPaymentsOf } from './contract-payments.js';
import { holdbacksMaybeDue, takeHoldbackReminder } from './holdback-reminders.repository.js';
import { contractPlace } from './payments.repository.js';

const batch = 200;

/** The provinces whose law has a holdback at some time: the only ones the sweep looks at. */
const holdbackProvinces = [
  ...new Set(lawRecords.filter((record) => record.rule === 'holdback').map((record) => record.province)),
];

export interface HoldbackReminderDeps {
  db: Db;
  notifier: Notifier;
  publicUrl: string;
  productName: string;
  now?: () => Date;
}

/**
 * Issue 33 §5: the contractor is reminded, by email and once per day, to invoice a contract's holdback
 * when it may be released: at the end of the lien period after the contract's completion date, and at
 * its first anniversary where the annual release applies (the owner then publishes a notice and pays
 * what accrued that year). Run daily by holdback-reminders.job.ts; a reminder row taken in the same
 * transaction as the email makes two servers' runs send it once.
 */
export function holdbackReminderSweep({
  db,
  notifier,
  publicUrl,
  productName,
  now = () => new Date(),
}: HoldbackReminderDeps) {
  const business = businessService(db);

  async function remind(
    row: Awaited<ReturnType<typeof holdbacksMaybeDue>>[number],
    today: string,
  ): Promise<boolean> {
    const { contract } = row;
    if (!contract.ownerId || !contract.projectId) return false;
    const ownerId = contract.ownerId;
    const place = await contractPlace(db, contract.projectId, ownerId);
    const language = await accountLanguage(db, ownerId);
    const payments = contractPaymentsOf({
      contract,
      place,
      invoices: [],
      payments: [],
      language,
      now: now(),
      payUrlOf: () => '',
    });
    const holdback = payments.Holdback;
    if (!holdback || holdback.ReleaseCents === 0) return false;
    const due = [
      { on: holdback.AnnualReleaseOn, why: 'holdbackDueAnniversary' as MessageKey },
      { on: holdback.ClosingReleaseOn, why: 'holdbackDueLienPeriod' as MessageKey },
    ].filter((day): day is { on: string; why: MessageKey } => day.on !== null && day.on <= today);
    const latest = due.sort((a, b) => (a.on < b.on ? 1 : -1))[0];
    if (!latest) return false;
    const to = (await business.read(ownerId)).Email || (await accountEmail(db, ownerId));
    return db.transaction(async (tx) => {
      if (!(await takeHoldbackReminder(tx, contract.id, latest.on))) return false;
      const locale = `${language}-CA`;
      const say = (key: MessageKey) =>
        translate(language, key, {
          number: contract.number,
          percent: holdback.Percent,
          amount: formatCad(holdback.ReleaseCents, locale),
          date: formatDay(latest.on, locale),
          why: translate(language, latest.why),
        });
      if (to) {
        await notifier.email(tx, {
          to,
          subject: say('holdbackDueSubject'),
          ...renderEmail({
            language,
            sender: productName,
            preheader: say('holdbackDueBody'),
            heading: say('holdbackDueSubject'),
            paragraphs: [say('holdbackDueBody'), say('holdbackDueNotAdvice')],
            button: { label: say('signEmailNoticeButton'), url: `${publicUrl}/MyProjects` },
            footer: [translate(language, 'signEmailNoticeFooter', { product: productName })],
          }),
        });
      }
      return true;
    });
  }

  return {
    /** Reminds what is due today in every province with a holdback; answers how many were sent. */
    async sweep(): Promise<number> {
      let sent = 0;
      for (const province of holdbackProvinces) {
        const today = todayIn(province, now());
        const record = ruleInForce(province, 'holdback', today);
        if (!record) continue;
        const rows = await holdbacksMaybeDue(db, {
          provinces: [province],
          lienDays: record.data.lienDays,
          today,
          limit: batch,
        });
        for (const row of rows) if (await remind(row, today)) sent += 1;
      }
      return sent;
    },
  };
}
