import { describe, expect, it } from 'vitest';
import { publicContractStatus, type ContractStatusFacts } from './contract-public-status.js';

const sent: ContractStatusFacts = {
  status: 'Sent',
  expiresOn: '2026-12-10',
  province: 'Ontario',
  signers: 2,
  signed: 1,
};
const at = new Date('2026-12-05T15:00:00Z');

describe('a contract’s status as integrations read it', () => {
  it('is sent while signatures are awaited, signed once all are given, sealed once stored signed', () => {
    expect(publicContractStatus(sent, at)).toBe('sent');
    expect(publicContractStatus({ ...sent, signed: 2 }, at)).toBe('signed');
    expect(publicContractStatus({ ...sent, status: 'Signed', signed: 2 }, at)).toBe('sealed');
  });

  it('is expired once the last day to sign has passed on the project’s clocks, not on that day', () => {
    expect(publicContractStatus(sent, new Date('2026-12-11T03:00:00Z'))).toBe('sent'); // Dec 10, 22:00 in Toronto
    expect(publicContractStatus(sent, new Date('2026-12-11T06:00:00Z'))).toBe('expired');
  });

  it('names the other stored statuses in lower case', () => {
    expect(publicContractStatus({ ...sent, status: 'Draft' }, at)).toBe('draft');
    expect(publicContractStatus({ ...sent, status: 'Declined' }, at)).toBe('declined');
    expect(publicContractStatus({ ...sent, status: 'Cancelled' }, at)).toBe('cancelled');
  });
});
