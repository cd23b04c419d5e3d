import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it, expect } from 'vitest';
import { requireOrSkip } from '../../../../test/require-or-skip.js';
import { en as catalogue, ourContractMessages, ourMessages, specMessages as en } from './en.js';

type Key = keyof typeof en;

// packages/shared/src/messages/ -> ../../../../ is the repo root; the spec sits beside the repo in ../shared/spec
const specDir = fileURLToPath(new URL('../../../../../shared/spec/', import.meta.url));
const skipWithoutSpec = requireOrSkip(existsSync(specDir), `The specification (${specDir})`);

function readSpec(): string[] {
  return readdirSync(specDir)
    .filter((name) => /^\d{3}_.*\.txt$/.test(name))
    .sort()
    .map((name) => readFileSync(join(specDir, name), 'utf8'));
}

const hasPlaceholder = (text: string): boolean => /\{\w+\}/.test(text);

/**
 * Entries that are not in the spec word for word: one variant of a family the spec writes with
 * alternatives or a placeholder, or a spec variable (N, $X, {local time}) renamed to a {name}
 * placeholder. `spec` must occur in a document; applying `replace` to it must give the entry.
 */
const derived: Partial<Record<Key, { spec: string; replace: [string, string][] }>> = {
  projectRoleSubcontractor: {
    spec: 'You are a {Sub-Contractor|Client}',
    replace: [['{Sub-Contractor|Client}', 'Sub-Contractor']],
  },
  projectRoleClient: {
    spec: 'You are a {Sub-Contractor|Client}',
    replace: [['{Sub-Contractor|Client}', 'Client']],
  },
  projectFormClientBlock: { spec: 'Client/Homeowner N', replace: [[' N', ' {number}']] },
  projectMoveToArchiveConfirm: {
    spec: 'Are you sure you want to move this project to archive/current/pending?',
    replace: [['archive/current/pending', 'archive']],
  },
  projectMoveToCurrentConfirm: {
    spec: 'Are you sure you want to move this project to archive/current/pending?',
    replace: [['archive/current/pending', 'current']],
  },
  projectMoveToPendingConfirm: {
    spec: 'Are you sure you want to move this project to archive/current/pending?',
    replace: [['archive/current/pending', 'pending']],
  },
  subcontractorFirstNameMandatory: {
    spec: '{Field} Field is mandatory',
    replace: [['{Field}', 'First Name']],
  },
  subcontractorLastNameMandatory: { spec: '{Field} Field is mandatory', replace: [['{Field}', 'Last Name']] },
  subcontractorAddressMandatory: { spec: '{Field} Field is mandatory', replace: [['{Field}', 'Address']] },
  subcontractorCityMandatory: { spec: '{Field} Field is mandatory', replace: [['{Field}', 'City']] },
  subcontractorProvinceMandatory: { spec: '{Field} Field is mandatory', replace: [['{Field}', 'Province']] },
  subcontractorPostalCodeMandatory: {
    spec: '{Field} Field is mandatory',
    replace: [['{Field}', 'Postal Code']],
  },
  subcontractorBusinessEmailMandatory: {
    spec: '{Field} Field is mandatory',
    replace: [['{Field}', 'Business Email']],
  },
  subcontractorBusinessPhoneMandatory: {
    spec: '{Field} Field is mandatory',
    replace: [['{Field}', 'Business Phone Number']],
  },
  projectFormNameRequired: { spec: 'Please enter ...', replace: [['...', 'the project name']] },
  paymentReminderScheduled: {
    spec: 'Schedule reminder is now saved. Your reminder will be sent at the following date and time - {local time}',
    replace: [['{local time}', '{localTime}']],
  },
  uploadOneFileOnly: {
    spec: 'You can only select 1 files，but you slelected N.',
    replace: [[' N.', ' {count}.']],
  },
  billingRefundAmountTip: { spec: '$X refund was initiated.', replace: [['$X', '${amount}']] },
  // Doc 1 §5: "'Please enter a valid mobile number.' followed by a sample ten-digit number".
  registerPhoneInvalid: {
    spec: 'Please enter a valid mobile number.',
    replace: [['number.', 'number. Ex. {phone}']],
  },
};

const specEntries = Object.entries(en) as [Key, string][];

describe('en message catalogue', () => {
  it.skipIf(skipWithoutSpec)('finds the three specification documents', () => {
    expect(readSpec()).toHaveLength(3);
  });

  // A spec message is always quoted in the documents, so the check looks for 'text' with its
  // quotes: a short text such as 'new' or 'NA' must not pass by matching inside another word.
  const notQuotedInSpec = (withPlaceholder: boolean): string[] => {
    const docs = readSpec();
    return specEntries
      .filter(([key, text]) => hasPlaceholder(text) === withPlaceholder && !(key in derived))
      .filter(([, text]) => !docs.some((doc) => doc.includes(`'${text}'`)))
      .map(([key, text]) => `${key}: ${text}`);
  };

  it.skipIf(skipWithoutSpec)('copies every spec message without a placeholder word for word', () => {
    expect(notQuotedInSpec(false)).toEqual([]);
  });

  it.skipIf(skipWithoutSpec)('copies every spec message with a placeholder word for word', () => {
    expect(notQuotedInSpec(true)).toEqual([]);
  });

  it.skipIf(skipWithoutSpec)('derives each variant from a family the spec contains', () => {
    const docs = readSpec();
    for (const [key, rule] of Object.entries(derived) as [
      Key,
      { spec: string; replace: [string, string][] },
    ][]) {
      expect(
        docs.some((doc) => doc.includes(`'${rule.spec}'`)),
        `${key}: spec text not found`,
      ).toBe(true);
      const expected = rule.replace.reduce((text, [from, to]) => text.split(from).join(to), rule.spec);
      expect(en[key], key).toBe(expected);
    }
  });

  it('keeps our messages apart from the spec’s: no key in both', () => {
    expect(Object.keys(ourMessages).filter((key) => key in en)).toEqual([]);
    expect(Object.keys(ourContractMessages).filter((key) => key in en || key in ourMessages)).toEqual([]);
  });

  it('has no two keys holding the same text', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const [key, text] of Object.entries(catalogue)) {
      const other = seen.get(text);
      if (other) duplicates.push(`${other} and ${key}: ${text}`);
      else seen.set(text, key);
    }
    expect(duplicates).toEqual([]);
  });

  it('writes placeholders as {name}', () => {
    const bad = Object.entries(catalogue)
      .filter(([, text]) => (text.match(/\{[^}]*\}/g) ?? []).some((p) => !/^\{\w+\}$/.test(p)))
      .map(([key]) => key);
    expect(bad).toEqual([]);
  });

  it('keeps the keys the rest of the product relies on', () => {
    expect(en.identityVerificationRequired).toBe('Identity Verification Required');
    expect(en.accountNotActivated).toBe('Your account has not been activated yet.');
    expect(en.noChangesMade).toBe('No changes made');
    expect(en.uploadImageInvalid).toBe('Please upload a proper image file');
    expect(ourMessages.commonServerError).toContain('{requestId}');
  });
});
