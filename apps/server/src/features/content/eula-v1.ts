/** Version 1 of the End User License Agreement, published on a fresh database. {product} is the product's name. */
export const eulaVersion1 = `<h2>{product} End User License Agreement</h2>
<p>This agreement is between you (the contractor using {product}, "you") and the operator of {product} ("we").
By creating an account or by ticking "I have read and agree to the terms and conditions" you accept it.
If you do not accept it, do not use {product}.</p>

<h3>1. What {product} is</h3>
<p>{product} helps tradespeople and building contractors in Canada write service agreements with their clients
and sub-contractors, send them for electronic signature, keep track of them and remind clients of payment dates.
{product} provides templates and tools. It is not a law firm and does not give legal advice. You choose the clauses,
amounts and dates of every agreement you send, and you are responsible for them. For an unusual or high-value job,
have a lawyer in your province review your agreement.</p>

<h3>2. Your account</h3>
<ul>
<li>You must be at least the age of majority in your province and able to enter into contracts.</li>
<li>Keep your password and verification codes to yourself. You are responsible for what is done with your account.</li>
<li>The details of your business profile (name, GST/HST number, address, signature) must be true and yours.</li>
</ul>

<h3>3. Electronic signatures</h3>
<p>Agreements signed in {product} are signed electronically. Canadian federal and provincial electronic commerce
legislation generally recognises electronic signatures, but some documents (for example certain land transfers,
wills or powers of attorney) must still be signed on paper. Do not use {product} for those. For each signature we keep
a record of when it was made, from which address and on which version of the document, and we give every party a copy.</p>

<h3>4. Your data</h3>
<ul>
<li>Your projects, contacts, agreements and files remain yours. We use them only to provide {product} to you and to the
people you send agreements to.</li>
<li>We handle personal information in accordance with the Personal Information Protection and Electronic Documents
Act (PIPEDA) and applicable provincial privacy law. We do not sell personal information.</li>
<li>You must have your clients' and sub-contractors' consent to enter their contact details and to send them messages
through {product}.</li>
<li>You can export your agreements at any time. If you close your account we delete your data within 90 days, except
records the law requires us to keep.</li>
</ul>

<h3>5. Subscription and payment</h3>
<p>A free trial lets you try {product}. After it, sending agreements requires a paid monthly or annual subscription,
priced in Canadian dollars plus applicable taxes. Subscriptions renew automatically until cancelled; cancelling stops
the next renewal and you keep access until the end of the period already paid. Referral discounts and credits are
applied as described on the subscription page.</p>

<h3>6. Acceptable use</h3>
<p>Do not use {product} to send unlawful, misleading or abusive content, to send messages to people who have not agreed
to receive them, or to interfere with the service or other users' data.</p>

<h3>7. Availability and liability</h3>
<p>We work to keep {product} available and your data safe, and we keep backups. {product} is provided "as is". To the
extent permitted by law, we are not liable for indirect or consequential losses, or for the terms of agreements you
make with your clients and sub-contractors. Our total liability is limited to the fees you paid us in the twelve months
before the claim.</p>

<h3>8. Changes</h3>
<p>We may update this agreement. When we do, {product} shows you the new version after you sign in, and you choose to
accept it or stop using {product}.</p>

<h3>9. Governing law</h3>
<p>This agreement is governed by the laws of the province where your business is located and the federal laws of
Canada that apply there.</p>`;
