import { defaultTermsVersion1 } from './default-terms-v1.js';
import type { PublishedTerm } from './publish.js';

/**
 * Client terms added by version 2, so that every problem of the how-we-work page (doc 3 §1) is
 * answered by a published clause. Numbers continue after version 1's, whose terms stay unchanged:
 * an account that accepted version 1 is shown exactly these as New (doc 1 §3 "Term change").
 */
const addedClientTerms: readonly { number: number; text: string }[] = [
  {
    number: 11,
    text: "<p><strong>Non-solicitation.</strong> While the work is under way and for six (6) months after it is completed, the Client will not hire, or contract directly with, any employee or sub-contractor the Contractor brought to the property, for work of the kind covered by this agreement, without the Contractor's written consent. This does not stop the Client from hiring anyone who answers a public advertisement or whom the Client already knew before this agreement.</p>",
  },
  {
    number: 12,
    text: '<p><strong>Material price escalation.</strong> The price is based on material prices on the date this agreement is signed. If the cost of a major material (for example lumber, steel, copper, drywall or roofing) rises by more than ten percent (10%) before it is bought for the work, the Contractor may ask to pass on the increase above that ten percent by showing the Client the supplier’s written prices before and after. The Client may accept the increase, choose a less costly material of comparable quality, or remove the affected item from the work. Price decreases are passed on in the same way.</p>',
  },
  {
    number: 13,
    text: '<p><strong>Entire agreement.</strong> This agreement, its payment terms and its attached schedules are the whole agreement between the Client and the Contractor for this work. They replace any earlier quote, estimate, conversation or message about it. They can only be changed in writing, as described under change orders.</p>',
  },
  {
    number: 14,
    text: "<p><strong>Confidentiality.</strong> The Contractor will keep private what it learns about the Client's home, household, security and finances while doing the work, and will not share it except with its workers and suppliers who need it for the work, or as the law requires. The Client will likewise not share the Contractor's pricing, drawings or quotes with other contractors, except with professional advisers or the Client's insurer or lender.</p>",
  },
  {
    number: 15,
    text: "<p><strong>Photographs.</strong> The Contractor may photograph and film the work before, during and after it for its records. With the Client's permission under this clause, the Contractor may also show those images in its portfolio, website and social media, provided they show no people's faces, no house number, street name or other detail that reveals the address, and no personal belongings or documents. The Client may withdraw this permission for future use at any time by writing to the Contractor.</p>",
  },
  {
    number: 16,
    text: '<p><strong>Site access.</strong> The Client will give the Contractor and its workers safe access to the work areas on working days from 7:30 a.m. to 6:00 p.m., or during the hours the municipality allows if they are shorter, and will supply water and electricity at no charge. The Client will keep pets and children away from the work areas and put away or protect valuables, fragile items and furniture near them before work starts. Time lost because access is not given is treated as a delay caused by the Client.</p>',
  },
  {
    number: 17,
    text: "<p><strong>Joint and several liability.</strong> When more than one person signs this agreement as the Client, each of them is responsible for all of the Client's obligations, including the full amount owing, and not only for a share of them. A notice given by the Contractor to any one of them is notice to all of them.</p>",
  },
];

/**
 * The order of the client terms in version 2, by number: price escalation beside change orders, site
 * access beside the schedule, and the entire-agreement clause last before the governing law.
 */
const clientOrder: readonly number[] = [1, 2, 12, 3, 4, 16, 5, 6, 7, 8, 9, 11, 14, 15, 17, 13, 10];

function clientTermsV2(): PublishedTerm[] {
  const byNumber = new Map<number, PublishedTerm>([
    ...defaultTermsVersion1.filter((term) => term.type === 0).map((term) => [term.number, term] as const),
    ...addedClientTerms.map((term) => [term.number, { type: 0, ...term, video: '' }] as const),
  ]);
  return clientOrder.map((number) => {
    const term = byNumber.get(number);
    if (!term) throw new Error(`client term ${number} has no text`);
    return term;
  });
}

/**
 * Version 2 of the default contract terms: every term of version 1 with its number and text, and the
 * client clauses the how-we-work page needs (poaching, price rises, entire agreement,
 * confidentiality, photos, site access, joint liability). Seeded at startup when the version in force
 * is below 2 (default-terms.seed.ts).
 */
export const defaultTermsVersion2: readonly PublishedTerm[] = [
  ...clientTermsV2(),
  ...defaultTermsVersion1.filter((term) => term.type === 1),
];
