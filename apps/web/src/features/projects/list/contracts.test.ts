import { describe, expect, it } from 'vitest';
import type { ProjectContract } from './api';
import { contractState, countContracts, isBeingSealed, sealWaitMs, signers, stateColours } from './contracts';

const contract = (Status: string, overrides: Partial<ProjectContract> = {}): ProjectContract => ({
  Id: '11111111-1111-4111-8111-111111111111',
  Type: 1,
  Status,
  ...overrides,
});

const owner = {
  Type: 0,
  BusinessName: 'Pat Renovations',
  Name: 'Pat Smith',
  SignedTime: '2026-03-01T10:00:00Z',
};
const jane = (SignedTime: string | null) => ({ Type: 2, Name: 'Jane Doe', SignedTime });
const john = (SignedTime: string | null) => ({ Type: 2, Name: 'John Doe', SignedTime });

describe('a contract’s state', () => {
  it('reads each status the server sends, an expired unsigned one, and a sent one with some signatures', () => {
    expect(contractState(contract('Draft'))).toBe('draft');
    expect(contractState(contract('Signed'))).toBe('signed');
    // Its status stays Signed; the consumer cancelled it within the period (issue 31 §2).
    expect(contractState(contract('Signed', { ClientCancelledTime: '2026-03-05T14:00:00Z' }))).toBe(
      'cancelledByClient',
    );
    expect(contractState(contract('Cancelled'))).toBe('cancelled');
    expect(contractState(contract('Superseded'))).toBe('superseded');
    expect(contractState(contract('Sent', { Parties: [owner, jane(null)] }))).toBe('sent');
    expect(contractState(contract('Sent', { Parties: [owner, jane('2026-03-02'), john(null)] }))).toBe(
      'partlySigned',
    );
    expect(contractState(contract('Sent', { IsExpired: true, Parties: [owner, jane('2026-03-02')] }))).toBe(
      'expired',
    );
  });

  it('reads a recipient’s answer (issue 32 §2): a change asked for while it waits, and the decline', () => {
    const asked = {
      Kind: 'changeRequested',
      Name: 'Jane Doe',
      Text: 'June',
      Time: '2026-03-02T10:00:00Z',
    } as const;
    expect(
      contractState(contract('Sent', { Response: asked, Parties: [owner, jane(null), john('2026-03-02')] })),
    ).toBe('changesRequested');
    // Lapsed, it is expired whatever was asked.
    expect(contractState(contract('Sent', { Response: asked, IsExpired: true }))).toBe('expired');
    expect(contractState(contract('Declined', { Response: { ...asked, Kind: 'declined' } }))).toBe(
      'declined',
    );
    expect(contractState(contract('Declined'))).toBe('declined');
  });

  it('names the recipients who signed and those still to sign, never the contractor', () => {
    expect(signers(contract('Sent', { Parties: [owner, jane('2026-03-02'), john(null)] }))).toEqual({
      signed: ['Jane Doe'],
      waiting: ['John Doe'],
    });
    // A sub-contractor is named by its business when no person is given.
    expect(
      signers(
        contract('Sent', { Parties: [{ Type: 1, BusinessName: 'Sparky Electric', SignedTime: null }] }),
      ),
    ).toEqual({ signed: [], waiting: ['Sparky Electric'] });
  });

  it('colours states as DECISIONS says: draft grey, sent blue, partly signed and changes requested amber, signed green, cancelled, declined and expired red', () => {
    expect(stateColours).toMatchObject({
      draft: 'gray',
      sent: 'blue',
      partlySigned: 'orange',
      changesRequested: 'orange',
      signed: 'green',
      cancelledByClient: 'red',
      cancelled: 'red',
      declined: 'red',
      expired: 'red',
    });
  });

  it('counts the real states', () => {
    expect(
      countContracts([
        contract('Draft'),
        contract('Sent', { Parties: [owner, jane('2026-03-02'), john(null)] }),
        contract('Signed'),
        contract('Signed', { ClientCancelledTime: '2026-03-05T14:00:00Z' }),
        contract('Cancelled'),
        contract('Sent', { IsExpired: true }),
        contract('Declined'),
        contract('Sent', {
          Response: { Kind: 'changeRequested', Name: 'Jane Doe', Text: 'June', Time: '2026-03-02T10:00:00Z' },
        }),
      ]),
    ).toEqual({
      total: 8,
      draft: 1,
      sent: 0,
      partlySigned: 1,
      changesRequested: 1,
      signed: 1,
      cancelledByClient: 1,
      expired: 1,
      cancelled: 1,
      declined: 1,
      superseded: 0,
    });
  });
});

describe('isBeingSealed', () => {
  const now = Date.parse('2026-03-03T12:00:00Z');
  const signedAt = (time: string | null, Status = 'Sent') =>
    contract(Status, { Parties: [owner, jane('2026-03-03T11:59:00Z'), john(time)] });

  it('holds for a Sent contract every recipient signed, for a while after the last signature', () => {
    expect(isBeingSealed(signedAt('2026-03-03T11:59:30Z'), now)).toBe(true);
    expect(isBeingSealed(signedAt(null), now)).toBe(false);
    expect(isBeingSealed(signedAt('2026-03-03T11:59:30Z', 'Signed'), now)).toBe(false);
    // A seal that has not come after minutes is not waited for any more (a reload shows it later).
    expect(isBeingSealed(signedAt('2026-03-03T11:59:30Z'), now + sealWaitMs)).toBe(false);
    expect(isBeingSealed(contract('Sent', { Parties: [owner] }), now)).toBe(false);
  });
});
