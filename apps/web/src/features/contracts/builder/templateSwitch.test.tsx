import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { en } from '@tradepact/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeSignedInSession } from '../../../test/session';
import { inputIn } from '../../contacts/testing';
import {
  aContract,
  aTemplate,
  builderForm,
  builderServer,
  contractId,
  defaultTerms,
  dialogNamed,
  projectId,
  renderBuilder,
} from './testing';

const template = aTemplate();
const templateSelect = () => inputIn(document.body, /^Contract template/);
/** Each clause's words, without its number and its switch's label. */
const clauseTexts = () =>
  screen
    .getAllByRole('group', { name: /^Clause \d+$/ })
    .map((clause) => (clause.textContent ?? '').replace(/^Clause \d+(Keep Clause)?/, ''));

async function choose(user: UserEvent, name: string) {
  await user.click(templateSelect());
  await user.click(await screen.findByRole('option', { name }));
}

/** A stored draft on the custom template whose two clauses the contractor wrote themselves. */
async function draftWithOwnClauses() {
  builderServer({ contract: aContract({}, { TermsId: template.Id }), templates: [template] });
  renderBuilder(`/EditClientContract/${contractId}`);
  await builderForm();
  expect(clauseTexts()).toEqual(['Stored clause one.', 'Stored clause two.']);
}

describe('contract builder: choosing another template over clauses written', { timeout: 60_000 }, () => {
  beforeEach(() => storeSignedInSession());

  it('asks first, and keeps everything when the contractor keeps their clauses', async () => {
    const user = userEvent.setup();
    await draftWithOwnClauses();
    await choose(user, en.templateDefaultOption);
    const ask = await dialogNamed('Replace your clauses?');
    expect(ask).toHaveTextContent(
      'You wrote or changed 2 clauses. “Default Contract Template” has 2 clauses, which take the place of yours.',
    );
    await user.click(within(ask).getByRole('button', { name: 'Keep my clauses' }));
    expect(templateSelect()).toHaveValue(template.Tag);
    expect(clauseTexts()).toEqual(['Stored clause one.', 'Stored clause two.']);
  });

  it('replaces them with the template’s when asked to', async () => {
    const user = userEvent.setup();
    await draftWithOwnClauses();
    await choose(user, en.templateDefaultOption);
    const ask = await dialogNamed('Replace your clauses?');
    await user.click(within(ask).getByRole('button', { name: 'Replace them with the template’s' }));
    expect(templateSelect()).toHaveValue(en.templateDefaultOption);
    expect(clauseTexts()).toEqual(defaultTerms.map((term) => term.Text.replace(/<[^>]+>/g, '')));
  });

  it('puts the contractor’s own clauses after the template’s when they keep theirs too', async () => {
    const user = userEvent.setup();
    await draftWithOwnClauses();
    await choose(user, en.templateDefaultOption);
    const ask = await dialogNamed('Replace your clauses?');
    await user.click(within(ask).getByRole('button', { name: 'Use the template’s, then my 2' }));
    expect(clauseTexts()).toEqual([
      ...defaultTerms.map((term) => term.Text.replace(/<[^>]+>/g, '')),
      'Stored clause one.',
      'Stored clause two.',
    ]);
  });

  it('changes template at once when the clauses are the template’s as it put them', async () => {
    const user = userEvent.setup();
    builderServer({ templates: [template] });
    renderBuilder(`/MakeClientContract/${projectId}`);
    await builderForm();
    await choose(user, template.Tag);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(clauseTexts()).toEqual(['Site is left broom clean daily.', 'Warranty of one year on labour.']);
    await choose(user, en.templateDefaultOption);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(templateSelect()).toHaveValue(en.templateDefaultOption);
  });
});
