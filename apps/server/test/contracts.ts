import { contractFormSchema, contractTypes, type ContractStatus } from '@tradepact/shared';
import { sql } from 'drizzle-orm';
import { contracts } from '../src/db/schema/index.js';
import type { TestApp } from './test-app.js';

/** A contract row as the contract builder would leave it, for the rules that read contracts. */
export async function insertContract(
  t: TestApp,
  contract: {
    ownerId: string;
    projectId: string;
    status: ContractStatus;
    subcontractorId?: string;
    originalId?: string;
    revision?: number;
    /** The form's price before tax; without it the form is empty (no price). */
    totalCost?: number;
    /** The form's whole payment schedule, where the test reads more than its price. */
    payment?: Record<string, unknown>;
  },
): Promise<string> {
  const { totalCost, payment, ...columns } = contract;
  const [row] = await t.services.database.db
    .insert(contracts)
    .values({
      ...columns,
      ...((totalCost !== undefined || payment) && {
        data: contractFormSchema.parse({ Payment: payment ?? { TotalCost: totalCost } }),
      }),
      number: sql`(select coalesce(max(number), 0) + 1 from contracts where owner_id = ${contract.ownerId})`,
      type: columns.subcontractorId ? contractTypes.subcontractor : contractTypes.client,
      signedAt: contract.status === 'Signed' ? new Date() : null,
      // The database refuses a Signed contract without its sealed PDF.
      sealedPdfKey: contract.status === 'Signed' ? 'test/sealed.pdf' : null,
    })
    .returning({ id: contracts.id });
  if (!row) throw new Error('contract insert returned nothing');
  return row.id;
}
