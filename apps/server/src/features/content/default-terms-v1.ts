import type { PublishedTerm } from './publish.js';

/**
 * Version 1 of the default contract terms, published on a fresh database. Type 0 terms go into client
 * agreements, type 1 into sub-contractor agreements (doc 1 §3 "Term change"). The contractor keeps,
 * removes or edits each one per agreement; later versions come from `npm run admin`.
 */
const clientTerms: readonly string[] = [
  '<p><strong>Scope of work.</strong> The Contractor will supply the labour, materials and equipment needed to complete the work described in this agreement. Work not described here is not included and, if requested, will be priced as a change order.</p>',
  '<p><strong>Change orders.</strong> Any change to the scope, materials, price or schedule must be agreed in writing (email or text message is enough) before the changed work begins. The agreed price and time of each change are added to this agreement.</p>',
  '<p><strong>Payment.</strong> The Client will pay the deposit and each payment on the dates set out in the payment terms of this agreement. Amounts are in Canadian dollars and applicable GST/HST is added unless stated otherwise. Overdue amounts bear interest at 2% per month (26.8% per year) from the due date until paid.</p>',
  "<p><strong>Schedule.</strong> The Contractor will make reasonable efforts to start on the commencement date and finish by the completion date. Dates move by the time lost to weather, late decisions or payments by the Client, change orders, unavailable materials, or anything else outside the Contractor's reasonable control.</p>",
  '<p><strong>Hidden conditions.</strong> The price assumes conditions that can reasonably be seen before work starts. If concealed conditions are found (for example rot, mould, asbestos, knob-and-tube wiring or structural defects), the Contractor will stop the affected work, tell the Client, and proceed only under a change order.</p>',
  '<p><strong>Permits and codes.</strong> Unless this agreement says otherwise, the Contractor will obtain the permits the work requires and do the work to the applicable building codes. The Client will give access to the property, water and electricity during working hours.</p>',
  "<p><strong>Warranty.</strong> The Contractor warrants its workmanship for one (1) year from completion. Materials carry their manufacturers' warranties only. The warranty does not cover damage from misuse, lack of maintenance, normal wear, or work done by others.</p>",
  "<p><strong>Limitation of liability.</strong> The Contractor's total liability under this agreement is limited to the amount paid under it, and the Contractor is not liable for indirect or consequential losses such as loss of use or profit. Nothing here limits liability for death, personal injury, or gross negligence.</p>",
  '<p><strong>Termination.</strong> Either party may end this agreement by written notice if the other fails to remedy a material breach within seven (7) days of written notice of it. On termination the Client pays for the work done and materials ordered to that date; the Contractor returns any unused deposit above that amount.</p>',
  '<p><strong>Disputes and law.</strong> The parties will first try in good faith to settle any dispute by discussion. This agreement is governed by the laws of the province where the property is located and the federal laws of Canada that apply there.</p>',
];

const subcontractorTerms: readonly string[] = [
  '<p><strong>Scope of work.</strong> The Sub-Contractor will perform the work described in this agreement, supplying its own labour, tools and, unless stated otherwise, materials, in a good and workmanlike manner and to the applicable building codes.</p>',
  '<p><strong>Independent contractor.</strong> The Sub-Contractor is an independent business, not an employee. It is responsible for its own workers, their wages, source deductions, and their safety training.</p>',
  "<p><strong>Insurance and workers' compensation.</strong> Before starting, the Sub-Contractor will give proof of commercial general liability insurance of at least $2,000,000 per occurrence and a clearance certificate from the workers' compensation board of the province, and will keep both in force until the work is complete.</p>",
  '<p><strong>Health and safety.</strong> The Sub-Contractor will follow the occupational health and safety laws of the province and the site rules of the Contractor, and will report any incident or unsafe condition at once.</p>',
  "<p><strong>Schedule and site.</strong> The Sub-Contractor will coordinate its work with the Contractor's schedule, keep its work area clean, and remove its debris daily.</p>",
  '<p><strong>Changes.</strong> No extra work will be paid unless the Contractor approved it in writing before it was done.</p>',
  '<p><strong>Payment.</strong> The Contractor will pay on the dates set out in the payment terms of this agreement, after the work of each payment is completed and accepted. Applicable GST/HST is added when the Sub-Contractor is registered for it. The Contractor may hold back amounts required by the provincial lien or prompt payment legislation.</p>',
  '<p><strong>Warranty and deficiencies.</strong> The Sub-Contractor warrants its work for one (1) year from completion of the project and will correct deficiencies promptly when notified; if it does not within seven (7) days, the Contractor may have them corrected and deduct the cost.</p>',
  "<p><strong>Indemnity.</strong> The Sub-Contractor will indemnify the Contractor against claims, fines and costs arising from the Sub-Contractor's negligence or breach of this agreement.</p>",
  '<p><strong>Termination.</strong> The Contractor may end this agreement by written notice if the Sub-Contractor fails to remedy a material breach within three (3) days of written notice of it, paying only for acceptable work completed to that date.</p>',
];

const numbered = (type: number, texts: readonly string[]): PublishedTerm[] =>
  texts.map((text, index) => ({ type, number: index + 1, text, video: '' }));

export const defaultTermsVersion1: readonly PublishedTerm[] = [
  ...numbered(0, clientTerms),
  ...numbered(1, subcontractorTerms),
];
