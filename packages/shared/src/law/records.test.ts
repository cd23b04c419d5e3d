import { describe, expect, it } from 'vitest';
import { contractTypes } from '../contracts.js';
import {
  citationIn,
  consumerCancellationApplies,
  isConsumerContract,
  isConsumerContractWith,
  lawRecords,
  recordsInForce,
  ruleInForce,
  type LawRecord,
} from './index.js';

const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const label = (record: LawRecord) => `${record.province} ${record.rule} from ${record.from}`;

describe('lawRecords', () => {
  it.each(lawRecords.map((record) => [label(record), record] as const))(
    '%s names its statute, section and source, with valid dates',
    (_, record) => {
      expect(record.statute.trim()).not.toBe('');
      expect(record.section.trim()).not.toBe('');
      expect(record.source).toMatch(/^https?:\/\/[^\s]+$/);
      for (const other of record.otherSources ?? []) expect(other).toMatch(/^https?:\/\/[^\s]+$/);
      expect(isDay(record.from)).toBe(true);
      if (record.to !== undefined) {
        expect(isDay(record.to)).toBe(true);
        expect(record.to >= record.from).toBe(true);
      }
    },
  );

  it('never has two records of one province and rule in force on the same day', () => {
    const overlaps: string[] = [];
    lawRecords.forEach((record, index) => {
      for (const other of lawRecords.slice(index + 1)) {
        if (record.province !== other.province || record.rule !== other.rule) continue;
        const endsBeforeOther = record.to !== undefined && record.to < other.from;
        const startsAfterOther = other.to !== undefined && other.to < record.from;
        if (!endsBeforeOther && !startsAfterOther) overlaps.push(`${label(record)} / ${label(other)}`);
      }
    });
    expect(overlaps).toEqual([]);
  });

  it('sources the Sunday/holiday rule of every cancellation rule that has one', () => {
    for (const record of lawRecords) {
      if (record.rule !== 'consumerCancellation' || !record.data.lastDay) continue;
      expect(record.data.lastDay.source, label(record)).toMatch(/^https?:\/\//);
      expect(record.data.lastDay.section.trim(), label(record)).not.toBe('');
    }
  });

  it.each(lawRecords.map((record) => [label(record), record] as const))(
    '%s is cited to a French reader in French words',
    (_, record) => {
      const citations = [
        record,
        ...(record.rule === 'consumerCancellation' && record.data.lastDay ? [record.data.lastDay] : []),
      ];
      for (const cited of citations) {
        const french = citationIn(cited, 'fr');
        // "s. 17", "ss. 41–43": the English abbreviations of a section, never in a French sentence.
        expect(french.section).not.toMatch(/\bss?\. /);
        expect(french.section.trim()).not.toBe('');
        expect(citationIn(cited, 'en')).toEqual({ statute: cited.statute, section: cited.section });
      }
      // Quebec's laws are French; Ontario's and New Brunswick's are enacted in both languages: their
      // official French title. Elsewhere English is the statute's only official language.
      if (['Quebec', 'Ontario', 'New Brunswick'].includes(record.province)) {
        expect(citationIn(record, 'fr').statute).toMatch(/^(Loi|Règlement|Charte)\b/);
      } else {
        expect(citationIn(record, 'fr').statute).toBe(record.statute);
      }
    },
  );

  it('cites Quebec’s right to cancel as the Act’s French text does', () => {
    expect(citationIn(ruleInForce('Quebec', 'consumerCancellation', '2026-05-10')!, 'fr')).toEqual({
      statute: 'Loi sur la protection du consommateur (RLRQ, c. P-40.1)',
      section: 'art. 58 et 59 (contrats conclus par un commerçant itinérant)',
    });
  });

  it('covers the cooling-off rule in Ontario, Quebec, British Columbia and Alberta', () => {
    for (const province of ['Ontario', 'Quebec', 'British Columbia', 'Alberta']) {
      expect(ruleInForce(province, 'consumerCancellation', '2026-05-10')?.data.days, province).toBe(10);
    }
  });
});

describe('recordsInForce', () => {
  it('answers the rules of the province on the day', () => {
    const rules = recordsInForce('Quebec', '2026-05-10').map((record) => record.rule);
    expect(rules).toEqual(
      expect.arrayContaining([
        'consumerCancellation',
        'cancellationStatement',
        'frenchFirst',
        'noArbitrationWaiver',
      ]),
    );
    expect(rules).not.toContain('holdback');
  });

  it('answers nothing for an unknown province', () => {
    expect(recordsInForce('Atlantis', '2026-05-10')).toEqual([]);
  });

  it("leaves out a rule before its first day: Quebec's French first from 2023-06-01", () => {
    expect(ruleInForce('Quebec', 'frenchFirst', '2023-05-31')).toBeUndefined();
    expect(ruleInForce('Quebec', 'frenchFirst', '2023-06-01')?.section).toBe('s. 55');
  });
});

describe('ruleInForce', () => {
  it("takes Ontario's prompt payment as it changed on 2026-01-01: invoices deemed proper after 7 days", () => {
    const before = ruleInForce('Ontario', 'promptPayment', '2025-12-31')?.data;
    const after = ruleInForce('Ontario', 'promptPayment', '2026-01-01')?.data;
    expect(before).toMatchObject({
      payDays: 28,
      nonPaymentNoticeDays: 14,
      downstreamDays: 7,
      deemedProperDays: null,
    });
    expect(after).toMatchObject({
      payDays: 28,
      nonPaymentNoticeDays: 14,
      downstreamDays: 7,
      deemedProperDays: 7,
    });
  });

  it("starts Ontario's annual holdback release on 2026-01-01, beside the 10 % holdback", () => {
    expect(ruleInForce('Ontario', 'holdbackAnnualRelease', '2025-12-31')).toBeUndefined();
    expect(ruleInForce('Ontario', 'holdbackAnnualRelease', '2026-01-01')?.section).toBe('s. 26.1');
    expect(ruleInForce('Ontario', 'holdback', '2026-01-01')?.data.percent).toBe(10);
  });
});

describe('isConsumerContract', () => {
  it('treats a client contract as a consumer contract unless the client is a business', () => {
    expect(isConsumerContract({ type: contractTypes.client })).toBe(true);
    expect(isConsumerContract({ type: contractTypes.client, clientIsBusiness: false })).toBe(true);
    expect(isConsumerContract({ type: contractTypes.client, clientIsBusiness: true })).toBe(false);
  });

  it('never treats a sub-contract as a consumer contract', () => {
    expect(isConsumerContract({ type: contractTypes.subcontractor })).toBe(false);
    expect(isConsumerContract({ type: contractTypes.subcontractor, clientIsBusiness: false })).toBe(false);
  });
});

describe('isConsumerContractWith', () => {
  const consumer = { IsBusiness: false };
  const business = { IsBusiness: true };

  it('makes a client contract a consumer contract unless every client is a business', () => {
    expect(isConsumerContractWith(contractTypes.client, [consumer])).toBe(true);
    expect(isConsumerContractWith(contractTypes.client, [business, consumer])).toBe(true);
    expect(isConsumerContractWith(contractTypes.client, [business])).toBe(false);
    expect(isConsumerContractWith(contractTypes.client, [business, business])).toBe(false);
  });

  it('keeps a client contract with no client yet a consumer contract', () => {
    expect(isConsumerContractWith(contractTypes.client, [])).toBe(true);
  });

  it('never makes a sub-contract a consumer contract, whoever the clients are', () => {
    expect(isConsumerContractWith(contractTypes.subcontractor, [consumer])).toBe(false);
    expect(isConsumerContractWith(contractTypes.subcontractor, [])).toBe(false);
  });
});

describe('consumerCancellationApplies', () => {
  it.each([
    ['Ontario', 5000, false],
    ['Ontario', 5001, true],
    ['Alberta', 2500, false],
    ['Alberta', 2501, true],
    ['Prince Edward Island', 9999, false],
    ['Prince Edward Island', 10000, true],
    ['Quebec', 1, true],
  ] as const)('%s at %i cents: %s', (province, cents, applies) => {
    expect(consumerCancellationApplies(province, '2026-05-10', cents) !== undefined).toBe(applies);
  });

  it('answers nothing where the province has no verified rule', () => {
    expect(consumerCancellationApplies('Manitoba', '2026-05-10', 1_000_000)).toBeUndefined();
  });
});
