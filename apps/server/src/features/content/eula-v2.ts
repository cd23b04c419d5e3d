import { recordRetentionYears } from '@tradepact/shared';
import { eulaVersion1 } from './eula-v1.js';

/** Version 1's promise on closing, which version 2 replaces with section 10. */
const closingPromiseV1 = `<li>You can export your agreements at any time. If you close your account we delete your data within 90 days, except
records the law requires us to keep.</li>`;

const closingPromiseV2 = `<li>You can download all your data at any time from your Log-In Settings ("Download my data"). Section 10 says
what happens to it when you close your account.</li>`;

/** Added by version 2 (issue 18 §4): what closing an account deletes, what it keeps and for how long. */
const closingSection = `<h3>10. Closing your account</h3>
<p>You can close your account at any time from your Log-In Settings ("Close my account"), after confirming your
password and a code we send you. Closing is immediate and cannot be undone:</p>
<ul>
<li>You are signed out everywhere, scheduled payment reminders are stopped, and your subscription is cancelled:
nothing more is charged, and what was already paid is not refunded.</li>
<li>We delete your account and personal information, your business profile, projects, contacts, clause templates,
drafts and agreements that were not signed, and the files you uploaded.</li>
<li>Agreements signed by every party are legal records of the other parties too. We keep each one, with its sealed PDF
and its record of signatures, for ${recordRetentionYears} years, no longer linked to any account; the people who
signed it can still check it by its link, its document code or its PDF. Your invoices are tax records: we keep them,
with the name and address they were issued to, for ${recordRetentionYears} years. Seven years covers the six years
after the end of the tax year that the Canada Revenue Agency requires for business records.</li>
<li>Your email address and mobile number are free again: you, or anyone, can sign up with them.</li>
</ul>`;

/**
 * Version 2 of the End User License Agreement: version 1, with its closing promise now pointing to
 * the added section 10 on closing an account. Seeded at startup when the version in force is below 2
 * (eula.seed.ts). {product} is the product's name.
 */
export const eulaVersion2 = `${eulaVersion1.replace(closingPromiseV1, closingPromiseV2)}

${closingSection}`;
