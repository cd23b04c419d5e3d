import { en, subcontractorProjectRules } from '@tradepact/shared';
import { describe, expect, it } from 'vitest';
import type { ProjectContract } from './api';
import { countContracts, latestContracts } from './contracts';
import { statusMoves } from './status';
import { emptySubcontractorValues } from '../../contacts/subcontractorValues';
import { checkSubcontractor } from './subcontractorForm';
import { addressLine, cutText, dateText } from './text';
import { aUserInfo } from '../../../test/session';
import { usageOf } from './usage';

describe('project list helpers', () => {
  it('cuts a text longer than the limit to the limit plus an ellipsis, and leaves shorter texts', () => {
    expect(cutText('a'.repeat(31), 30)).toBe(`${'a'.repeat(30)}…`);
    expect(cutText('a'.repeat(30), 30)).toBe('a'.repeat(30));
    expect(cutText('Renovations Plus', 10)).toBe('Renovation…');
    expect(cutText('', 10)).toBe('');
  });

  it('writes dates as YYYY-MM-DD and addresses without empty parts', () => {
    expect(dateText('2026-03-02T15:04:05Z')).toBe('2026-03-02');
    expect(dateText(null)).toBe('');
    expect(
      addressLine({ Address: '1 Main St', Unit: '', City: 'Ottawa', Province: '', PostalCode: '' }, 'en'),
    ).toBe('1 Main St, Ottawa');
  });

  it('offers the two moves other than the current status, with the spec’s questions', () => {
    expect(statusMoves(0).map((move) => [move.to, en[move.confirm]])).toEqual([
      [1, en.projectMoveToArchiveConfirm],
      [2, en.projectMoveToPendingConfirm],
    ]);
    expect(statusMoves(1).map((move) => move.to)).toEqual([0, 2]);
    expect(statusMoves(2).map((move) => move.to)).toEqual([1, 0]);
  });

  it('counts only the latest contract of each amendment chain', () => {
    const contract = (Id: string, Status: string, OriginalId: string | null = null): ProjectContract => ({
      Id,
      Status,
      Type: 1,
      OriginalId,
    });
    const latest = latestContracts([
      contract('a', 'Signed'),
      contract('b', 'Sent', 'a'),
      contract('c', 'Draft'),
    ]);
    expect(latest.map((item) => item.Id)).toEqual(['b', 'c']);
    expect(countContracts(latest)).toMatchObject({ total: 2, sent: 1, draft: 1, signed: 0 });
  });

  it('shows a usage banner for each kind with a limit, none on the free plan, until the quota window ends', () => {
    expect(usageOf(aUserInfo({ Subscription: { Plan: { Type: 2, Name: 'Monthly' } } }))).toBeNull();
    expect(
      usageOf(
        aUserInfo({
          Subscription: { Plan: { Type: 9, Name: 'Free' }, ClientContractQuota: 3, ClientContractUsed: 1 },
        }),
      ),
    ).toBeNull();
    expect(
      usageOf(
        aUserInfo({
          Subscription: {
            Plan: { Type: 2, Name: 'Monthly' },
            ClientContractQuota: 3,
            ClientContractUsed: 1,
            EndTime: '2026-05-01',
          },
        }),
      ),
    ).toEqual({
      client: { used: 1, quota: 3, bonus: 0, bonusUsed: 0 },
      subcontractor: null,
      until: '2026-05-01',
    });
    expect(
      usageOf(
        aUserInfo({
          Subscription: {
            Plan: { Type: 3, Name: 'Annual' },
            SubcontractorContractQuota: 10,
            SubcontractorContractUsed: 4,
            SubcontractorContractBonus: 5,
            SubcontractorContractBonusUsed: 2,
            QuotaEndTime: '2026-04-15',
            EndTime: '2027-01-15',
          },
        }),
      ),
    ).toEqual({
      client: null,
      subcontractor: { used: 4, quota: 10, bonus: 5, bonusUsed: 2 },
      until: '2026-04-15',
    });
  });

  it('checks the sub-contractor form with the shared rules, in their order', () => {
    expect(checkSubcontractor(emptySubcontractorValues).problem).toEqual({
      field: 'ContactFirstName',
      message: subcontractorProjectRules[0]!.message,
    });
    const checked = checkSubcontractor({
      ...emptySubcontractorValues,
      ContactFirstName: ' Sam ',
      ContactLastName: 'Sparks',
      Address: '5 Volt Road',
      City: 'Ottawa',
      Province: 'Ontario',
      PostalCode: 'k2p1l4',
      Email: 'SAM@sparky.example',
      Phone: '6135550199',
    });
    expect(checked.problem).toBeNull();
    expect(checked.form).toMatchObject({
      ContactFirstName: 'Sam',
      PostalCode: 'K2P 1L4',
      Email: 'sam@sparky.example',
    });
  });
});
