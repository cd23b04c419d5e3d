import { describe, expect, it } from 'vitest';
import { cancelUi as enCancel } from './en/ui.cancel';
import { contractPaymentsUi as enContractPayments } from './en/ui.contractPayments';
import { gettingPaidUi as enGettingPaid } from './en/ui.gettingPaid';
import { integrationsUi as enIntegrations } from './en/ui.integrations';
import { profilePageUi as enProfilePage } from './en/ui.profilePage';
import { remindersUi as enReminders } from './en/ui.reminders';
import { signingRemindersUi as enSigningReminders } from './en/ui.signingReminders';
import { emailLinksUi as enEmailLinks } from './en/ui.emailLinks';
import { guidesUi as enGuides } from './en/ui.guides';
import { homeUi as enHome } from './en/ui.home';
import { localCardUi as enLocalCard } from './en/ui.localCard';
import { outboxUi as enOutbox } from './en/ui.outbox';
import { payUi as enPay } from './en/ui.pay';
import { publicUi as enPublic } from './en/ui.public';
import { signedInUi as enSignedIn } from './en/ui.signedIn';
import { signingAnswersUi as enSigningAnswers } from './en/ui.signingAnswers';
import { signingCodeUi as enSigningCode } from './en/ui.signingCode';
import { verifyUi as enVerify } from './en/ui.verify';
import { cancelUi as frCancel } from './fr/ui.cancel';
import { contractPaymentsUi as frContractPayments } from './fr/ui.contractPayments';
import { gettingPaidUi as frGettingPaid } from './fr/ui.gettingPaid';
import { integrationsUi as frIntegrations } from './fr/ui.integrations';
import { profilePageUi as frProfilePage } from './fr/ui.profilePage';
import { remindersUi as frReminders } from './fr/ui.reminders';
import { signingRemindersUi as frSigningReminders } from './fr/ui.signingReminders';
import { emailLinksUi as frEmailLinks } from './fr/ui.emailLinks';
import { guidesUi as frGuides } from './fr/ui.guides';
import { homeUi as frHome } from './fr/ui.home';
import { localCardUi as frLocalCard } from './fr/ui.localCard';
import { outboxUi as frOutbox } from './fr/ui.outbox';
import { payUi as frPay } from './fr/ui.pay';
import { publicUi as frPublic } from './fr/ui.public';
import { signedInUi as frSignedIn } from './fr/ui.signedIn';
import { signingAnswersUi as frSigningAnswers } from './fr/ui.signingAnswers';
import { signingCodeUi as frSigningCode } from './fr/ui.signingCode';
import { verifyUi as frVerify } from './fr/ui.verify';

type Labels = { readonly [key: string]: string | Labels };

/** A catalogue's labels by dotted key. */
function flatten(labels: Labels, prefix = ''): Map<string, string> {
  return new Map(
    Object.entries(labels).flatMap(([key, value]) =>
      typeof value === 'string' ? [[prefix + key, value]] : [...flatten(value, `${prefix}${key}.`)],
    ),
  );
}

/** The {name} placeholders of a label, sorted: a translation takes the same ones. */
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();

/**
 * Labels whose French is rightly the English: words both languages write alike (Province, Code,
 * Total, PDF, city names) and lines made only of placeholders and signs.
 */
const sameInBoth = [
  /^app\.(pageTitle|ok|characterCount)$/,
  /^blog\.pages\.number$/,
  /^guides\.topics\.photos\.title$/,
  /^public\.menuTitle$/,
  /^plans\.price$/,
  /^auth\.codeLabel$/,
  /^notFound\.code$/,
  /^settings\.verifyCodeLabel$/,
  /^profile\.fields\.(Photo|Province|Signature)$/,
  /^profilePage\.(tabDescription|tabSignature|logoSection)$/,
  /^projects\.(pageLabel|contractMenu)$/,
  /^contacts\.(clientsTitle|page\.number|columns\.actions|fields\.Province|subcontractorFields\.Province)$/,
  /^billing\.(current\.endTime|usage\.count|checkout\.(less|taxLine|total)|local\.cvc)$/,
  /^billing\.invoices\.(columns\.(date|description|total|pdf)|download)$/,
  /^reminders\.(message|minutes|zonePlaces\..+)$/,
  /^contracts\.(datesSection|showClauseVideo|payment\.date|copies\.title)$/,
  /^signing\.(summaryDates|signerNumbered)$/,
  /^pay\.taxRow$/,
  /^templates\.(clauses\.label|list\.columns\.actions)$/,
  /^contractPayments\.amounts\.(tax|net)$/,
  /^integrations\.(webhooks\.(title|descriptionLabel)|(keys|deliveries)\.columns\.actions)$/,
];

describe.each([
  ['public labels', flatten(enPublic), flatten(frPublic)],
  ['signed-in labels', flatten(enSignedIn), flatten(frSignedIn)],
  ['guides labels', flatten(enGuides, 'guides.'), flatten(frGuides, 'guides.')],
  ['cancel page labels', flatten(enCancel, 'cancel.'), flatten(frCancel, 'cancel.')],
  [
    'signing answers labels',
    flatten(enSigningAnswers, 'signingAnswers.'),
    flatten(frSigningAnswers, 'signingAnswers.'),
  ],
  [
    'reminders to sign labels',
    flatten(enSigningReminders, 'signingReminders.'),
    flatten(frSigningReminders, 'signingReminders.'),
  ],
  ['payment reminders labels', flatten(enReminders, 'reminders.'), flatten(frReminders, 'reminders.')],
  ['getting paid labels', flatten(enGettingPaid, 'gettingPaid.'), flatten(frGettingPaid, 'gettingPaid.')],
  ['integrations labels', flatten(enIntegrations, 'integrations.'), flatten(frIntegrations, 'integrations.')],
  ['My Profile labels', flatten(enProfilePage, 'profilePage.'), flatten(frProfilePage, 'profilePage.')],
  [
    'contract payments labels',
    flatten(enContractPayments, 'contractPayments.'),
    flatten(frContractPayments, 'contractPayments.'),
  ],
  ['pay page labels', flatten(enPay, 'pay.'), flatten(frPay, 'pay.')],
  ['code card labels', flatten(enSigningCode, 'signingCode.'), flatten(frSigningCode, 'signingCode.')],
  ['local card page labels', flatten(enLocalCard, 'localCard.'), flatten(frLocalCard, 'localCard.')],
  ['home page labels', flatten(enHome), flatten(frHome)],
  ['verify labels', flatten(enVerify), flatten(frVerify)],
  ['email link labels', flatten(enEmailLinks), flatten(frEmailLinks)],
  ['outbox labels', flatten(enOutbox), flatten(frOutbox)],
])('the French %s', (_part, en, fr) => {
  it('have every key of the English ones, and no other', () => {
    expect([...fr.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('take the same placeholders as the English in every label', () => {
    const differing = [...en].filter(
      ([key, text]) => placeholders(fr.get(key) ?? '').join() !== placeholders(text).join(),
    );
    expect(differing).toEqual([]);
  });

  it('are translated: no label is the English one outside the words both languages share', () => {
    const untranslated = [...en]
      .filter(([key, text]) => fr.get(key) === text && !sameInBoth.some((pattern) => pattern.test(key)))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });
});
