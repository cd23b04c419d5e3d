import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en, type WritingHelpKind } from '@tradepact/shared';
import { writingHelpApi } from '@tradepact/shared/api-routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, jsonResponse, stubApi } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { storeSignedInSession } from '../../test/session';
import { WritingHelpButtons } from './WritingHelpButtons';

const both = { Improve: true, SpellCheck: true };

function server({
  options = both,
  improve = envelope({ Text: '<p>Remove and dispose of the existing kitchen cabinets.</p>' }) as unknown,
  spellCheck = envelope({
    Text: '<p>You will <span style="color:red">receive</span> the <span style="color:red">plywood</span>.</p>',
  }) as unknown,
} = {}) {
  return stubApi({
    [`GET ${writingHelpApi.options.path}`]: envelope(options),
    [`POST ${writingHelpApi.improve.path}`]: improve,
    [`POST ${writingHelpApi.spellCheck.path}`]: spellCheck,
  });
}

/** A field holding `initial`, with the buttons, showing what it holds. */
function Field({ initial, kind }: { initial: string; kind: WritingHelpKind }) {
  const [text, setText] = useState(initial);
  return (
    <>
      <WritingHelpButtons text={text} kind={kind} name="clause 1" onAccept={setText} />
      <output data-testid="field">{text}</output>
    </>
  );
}

const field = () => screen.getByTestId('field');
const improveButton = () => screen.findByRole('button', { name: 'Improve the wording of clause 1 with AI' });
const spellButton = () => screen.findByRole('button', { name: 'Check the spelling of clause 1' });

describe('WritingHelpButtons', () => {
  beforeEach(() => storeSignedInSession());
  afterEach(() => vi.restoreAllMocks());

  it('shows the text before and the suggestion after, and accepting puts the suggestion in the field', async () => {
    const user = userEvent.setup();
    const api = server();
    renderWithProviders(<Field initial="remove kitchen cabnets" kind="scope" />);

    await user.click(await improveButton());
    const dialog = await screen.findByRole('dialog', { name: 'Suggested wording' });
    expect(within(dialog).getByRole('region', { name: 'Before' })).toHaveTextContent(
      'remove kitchen cabnets',
    );
    expect(within(dialog).getByRole('region', { name: 'After' })).toHaveTextContent(
      'Remove and dispose of the existing kitchen cabinets.',
    );
    expect(api.callsTo('POST', writingHelpApi.improve.path)[0]?.body).toEqual({
      text: 'remove kitchen cabnets',
      kind: 'scope',
    });

    await user.click(within(dialog).getByRole('button', { name: en.aiUseSuggestion }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field()).toHaveTextContent(/^Remove and dispose of the existing kitchen cabinets\.$/);
  });

  it('marks the corrections of a spell check in red, and accepting keeps their words without the marks', async () => {
    const user = userEvent.setup();
    server();
    renderWithProviders(<Field initial="<p>You will recieve the plywod.</p>" kind="clause" />);

    await user.click(await spellButton());
    const dialog = await screen.findByRole('dialog', { name: 'Spelling corrections' });
    const after = within(dialog).getByRole('region', { name: 'After' });
    const marks = Array.from(after.querySelectorAll('span')).filter((span) =>
      span.className.includes('correction'),
    );
    expect(marks.map((mark) => mark.textContent)).toEqual(['receive', 'plywood']);
    expect(within(dialog).getByText('Corrections are shown in red and underlined.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: en.aiAcceptSuggestions }));
    await waitFor(() => expect(field()).toHaveTextContent('<p>You will receive the plywood.</p>'));
  });

  it('shows the loader while the server works, and hides it once the answer came', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    server({ improve: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderWithProviders(<Field initial="<p>Pay on time.</p>" kind="clause" />);

    await user.click(await improveButton());
    expect(screen.getByText('Loading, please wait…')).toBeInTheDocument();
    answer(jsonResponse(envelope({ Text: '<p>Pay within 30 days.</p>' })));
    expect(await screen.findByRole('dialog', { name: 'Suggested wording' })).toBeInTheDocument();
    expect(screen.queryByText('Loading, please wait…')).not.toBeInTheDocument();
  });

  it('changes nothing on Cancel', async () => {
    const user = userEvent.setup();
    server();
    renderWithProviders(<Field initial="<p>You will recieve the plywod.</p>" kind="clause" />);

    await user.click(await spellButton());
    const dialog = await screen.findByRole('dialog', { name: 'Spelling corrections' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field()).toHaveTextContent('<p>You will recieve the plywod.</p>');
  });

  it("shows 'Failed to get AI suggestions. Please try again.' when improving fails", async () => {
    const user = userEvent.setup();
    server({ improve: () => jsonResponse(envelope(null, 502, 'Bad gateway'), 502) });
    renderWithProviders(<Field initial="<p>Pay on time.</p>" kind="clause" />);

    await user.click(await improveButton());
    const dialog = await screen.findByRole('dialog', { name: en.aiSuggestionsFailed });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field()).toHaveTextContent('<p>Pay on time.</p>');
  });

  it("shows the server's reason when the day's limit is reached", async () => {
    const user = userEvent.setup();
    const reason = 'You have used the writing help 100 times today. It is available again tomorrow.';
    server({ improve: () => jsonResponse(envelope(null, 429, reason), 429) });
    renderWithProviders(<Field initial="<p>Pay on time.</p>" kind="clause" />);

    await user.click(await improveButton());
    expect(await screen.findByRole('dialog', { name: reason })).toBeInTheDocument();
  });

  it('only logs a failed spell check', async () => {
    const user = userEvent.setup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = server({ spellCheck: () => jsonResponse(envelope(null, 500, 'Internal error'), 500) });
    renderWithProviders(<Field initial="<p>You will recieve it.</p>" kind="clause" />);

    await user.click(await spellButton());
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(api.callsTo('POST', writingHelpApi.spellCheck.path)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the spell check finds nothing to correct', async () => {
    const user = userEvent.setup();
    server({ spellCheck: envelope({ Text: '<p>All is well.</p>' }) });
    renderWithProviders(<Field initial="<p>All is well.</p>" kind="clause" />);

    await user.click(await spellButton());
    const dialog = await screen.findByRole('dialog', { name: 'No corrections found' });
    expect(dialog).toHaveTextContent('We found no spelling mistakes in this text.');
    expect(screen.queryByRole('dialog', { name: 'Spelling corrections' })).not.toBeInTheDocument();
  });

  it('hides Improve when the server offers no AI provider', async () => {
    const api = server({ options: { Improve: false, SpellCheck: true } });
    renderWithProviders(<Field initial="<p>Pay on time.</p>" kind="clause" />);

    expect(await spellButton()).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Improve the wording/ })).not.toBeInTheDocument();
    expect(api.callsTo('GET', writingHelpApi.options.path)).toHaveLength(1);
  });

  it('disables both buttons while the text is empty', async () => {
    server();
    renderWithProviders(<Field initial="<p></p>" kind="clause" />);

    expect(await spellButton()).toBeDisabled();
    expect(await improveButton()).toBeDisabled();
  });
});
