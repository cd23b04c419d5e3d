import { describe, expect, it } from 'vitest';
import { addDays, todayIn, type ContractStatus } from '@tradepact/shared';
import { contractStatusOf, invoiceShape } from './integrator-shapes.js';
import type { ContractRecord, InvoiceRecord, PaymentRecord } from './integrator.repository.js';

const now = new Date('2026-11-20T15:00:00Z');
const today = todayIn('Ontario', now);

const record = (
  status: ContractStatus,
  signing: { signers?: number; signed?: number; expiresOn?: string | null } = {},
): ContractRecord =>
  ({
    contract: { status, expiresOn: signing.expiresOn ?? null },
    projectProvince: 'Ontario',
    ownerProvince: 'Ontario',
    signers: signing.signers ?? 1,
    signed: signing.signed ?? 0,
  }) as ContractRecord;

describe('a contract’s public status', () => {
  it('is sent while signatures are awaited, until the end of its expiry day in the project’s province', () => {
    expect(contractStatusOf(record('Sent', { expiresOn: today }), now)).toBe('sent');
    expect(contractStatusOf(record('Sent', { signers: 2, signed: 1, expiresOn: today }), now)).toBe('sent');
    expect(contractStatusOf(record('Sent', { expiresOn: addDays(today, -1) }), now)).toBe('expired');
  });

  it('is signed once every signer signed and the seal is not made yet, even past its expiry', () => {
    expect(contractStatusOf(record('Sent', { signers: 2, signed: 2 }), now)).toBe('signed');
    expect(contractStatusOf(record('Sent', { signed: 1, expiresOn: addDays(today, -3) }), now)).toBe(
      'signed',
    );
  });

  it('names the product’s other statuses in the API’s words', () => {
    expect(contractStatusOf(record('Draft', { signers: 0 }), now)).toBe('draft');
    expect(contractStatusOf(record('Signed', { signed: 1 }), now)).toBe('sealed');
    expect(contractStatusOf(record('Declined'), now)).toBe('declined');
    expect(contractStatusOf(record('Cancelled'), now)).toBe('cancelled');
    expect(contractStatusOf(record('Superseded'), now)).toBe('superseded');
  });
});

describe('an invoice’s public status and what was paid', () => {
  const invoice = (dueOn: string): InvoiceRecord =>
    ({
      projectId: 'p',
      invoice: {
        id: 'i',
        payableCents: 113_000,
        dueOn,
        province: 'Ontario',
        issuedAt: now,
        disputedAt: null,
      },
    }) as InvoiceRecord;
  const payment = (status: string, amountCents: number, refundedCents = 0): PaymentRecord =>
    ({
      id: `${status}-${amountCents}`,
      method: 'etransfer',
      status,
      amountCents,
      refundedCents,
      createdAt: now,
      receivedAt: status === 'received' ? now : null,
    }) as PaymentRecord;

  it('counts what was received less refunds, not what is only reported', () => {
    const shape = invoiceShape(
      invoice(addDays(today, 5)),
      [payment('received', 100_000, 20_000), payment('reported', 13_000)],
      now,
    );
    expect(shape).toMatchObject({ PaidCents: 80_000, Status: 'partly_paid', TotalCents: 113_000 });
  });

  it('is issued, then paid, or overdue past its due day', () => {
    expect(invoiceShape(invoice(addDays(today, 5)), [], now).Status).toBe('issued');
    expect(invoiceShape(invoice(addDays(today, -1)), [], now).Status).toBe('overdue');
    expect(invoiceShape(invoice(addDays(today, -1)), [payment('received', 113_000)], now).Status).toBe(
      'paid',
    );
  });
});
