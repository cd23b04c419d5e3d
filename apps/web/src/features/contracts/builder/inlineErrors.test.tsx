import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '@tradepact/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSignedInSession } from '../../../test/session';
import {
  actions,
  builderForm,
  builderServer,
  commencement,
  completion,
  dateInput,
  dialogNamed,
  pasteInto,
  pressOk,
  projectId,
  renderBuilder,
  typeDate,
} from './testing';

const reviewButton = () => within(actions()).getByRole('button', { name: en.contractReviewButton });

describe('contract builder: the field a save stopped at', { timeout: 60_000 }, () => {
  beforeEach(() => storeSignedInSession());
  afterEach(() => vi.restoreAllMocks());

  it('is marked invalid with the message under it and scrolled to, besides the dialog; editing it takes the message away', async () => {
    const user = userEvent.setup();
    const scrolled: Element[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    builderServer();
    renderBuilder(`/MakeClientContract/${projectId}`);
    await builderForm();

    await user.click(reviewButton());
    await pressOk(user, await dialogNamed(en.contractCommencementRequiredReview));
    const start = dateInput(/^Commencement Date/);
    await waitFor(() => expect(start).toHaveFocus());
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(start).toHaveAccessibleDescription(expect.stringContaining(en.contractCommencementRequiredReview));
    expect(scrolled.at(-1)).toBe(start);

    await typeDate(user, /^Commencement Date/, commencement);
    expect(dateInput(/^Commencement Date/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(en.contractCommencementRequiredReview)).not.toBeInTheDocument();

    await typeDate(user, /^Completion Date/, completion);
    await user.click(reviewButton());
    await pressOk(user, await dialogNamed(en.contractScopeRequired));
    const scope = screen.getByRole('textbox', { name: /^Scope of Services/ });
    await waitFor(() => expect(scope).toHaveFocus());
    expect(scope).toHaveAttribute('aria-invalid', 'true');
    expect(scope).toHaveAccessibleDescription(expect.stringContaining(en.contractScopeRequired));
    expect(scrolled.at(-1)).toBe(scope);

    await pasteInto(user, scope, 'Install new cabinets.');
    expect(scope).not.toHaveAttribute('aria-invalid', 'true');
  });
});
