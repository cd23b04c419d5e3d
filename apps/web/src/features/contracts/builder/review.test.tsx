import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '@tradepact/shared';
import { contractsApi } from '@tradepact/shared/api-routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, said } from '../../../test/fetch';
import { storeSignedInSession } from '../../../test/session';
import { previewPdfPath } from './api';
import {
  aContract,
  actions,
  builderForm,
  builderServer,
  commencement,
  completion,
  contractId,
  dateInput,
  dialogNamed,
  fillForReview,
  pasteInto,
  pressOk,
  projectId,
  renderBuilder,
  typeDate,
} from './testing';

const reviewButton = () => within(actions()).getByRole('button', { name: en.contractReviewButton });

describe('contract builder: Review Contract', { timeout: 60_000 }, () => {
  beforeEach(() => {
    storeSignedInSession();
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('checks a review in the order of doc 3 §5 with the review wording, then asks for a fully scheduled payment', async () => {
    const user = userEvent.setup();
    const api = builderServer();
    renderBuilder(`/MakeClientContract/${projectId}`);
    await builderForm();

    const expectProblem = async (message: string, field: () => HTMLElement) => {
      await user.click(reviewButton());
      await pressOk(user, await dialogNamed(message));
      await waitFor(() => expect(field()).toHaveFocus());
    };

    await expectProblem(en.contractCommencementRequiredReview, () => dateInput(/^Commencement Date/));
    await typeDate(user, /^Commencement Date/, commencement);
    await expectProblem(en.contractCompletionRequired, () => dateInput(/^Completion Date/));
    await typeDate(user, /^Completion Date/, completion);
    const scope = () => screen.getByRole('textbox', { name: /^Scope of Services/ });
    await expectProblem(en.contractScopeRequired, scope);
    await pasteInto(user, scope(), 'Install new cabinets.');
    // Doc 3 §5: the create-for-client screen words the missing total as a draft does.
    const total = () => screen.getByRole('textbox', { name: /^Total Cost/ });
    await expectProblem(en.paymentTermsRequired, total);
    await pasteInto(user, total(), '10000');
    await user.click(reviewButton());
    await pressOk(user, await dialogNamed(en.paymentRemainingNotZero));

    expect(api.callsTo('POST', contractsApi.preview.path)).toHaveLength(0);
  });

  it('asks for the total cost in the review wording on an edit screen', async () => {
    const user = userEvent.setup();
    builderServer({ contract: aContract({}, { Payment: { TotalCost: 0 } }) });
    renderBuilder(`/EditClientContract/${contractId}`);
    await builderForm();
    await user.click(reviewButton());
    await pressOk(user, await dialogNamed(en.paymentTotalCostRequired));
  });

  it('titles the demo builder’s alerts Failed, with the message beneath', async () => {
    const user = userEvent.setup();
    builderServer();
    renderBuilder(`/MakeClientContractDemo/${projectId}`);
    await builderForm();
    await user.click(reviewButton());
    const dialog = await dialogNamed(en.dialogFailedTitle);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(en.contractCommencementRequiredReview);
  });

  it('previews the contract in a sandboxed frame with its clause video, and downloads the PDF of the same request', async () => {
    const user = userEvent.setup();
    const api = builderServer();
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:contract');
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = vi.fn();
      },
    );
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    renderBuilder(`/MakeClientContract/${projectId}`);
    await builderForm();
    await fillForReview(user);
    await user.click(reviewButton());

    const modal = await dialogNamed('Contract preview');
    const frame = within(modal).getByTitle('The contract as your recipient will see it');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', '<h1>Service Agreement</h1>');
    expect(within(modal).getByLabelText('Video for clause 1')).toHaveAttribute(
      'src',
      'https://videos.example/late.mp4',
    );
    // A new contract is not an amendment: nothing is said about one.
    expect(within(modal).queryByText('This sends an amendment')).not.toBeInTheDocument();

    await user.click(within(modal).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(downloads).toEqual(['Contract 12.pdf']));
    const [preview] = api.callsTo('POST', contractsApi.preview.path);
    const [pdf] = api.callsTo('POST', previewPdfPath);
    expect(pdf?.body).toEqual(preview?.body);
    expect(pdf?.headers.get('authorization')).toBe('Bearer access-valid');
    expect(createObjectURL.mock.calls[0]?.[0]).toMatchObject({ type: 'application/pdf' });
    expect(api.callsTo('POST', contractsApi.saveDraft.path)).toHaveLength(0);

    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Contract preview' })).not.toBeInTheDocument(),
    );
  });

  it('shows a refused preview, and a refused download, titled with the server’s Content', async () => {
    const user = userEvent.setup();
    let previews = 0;
    builderServer({
      routes: {
        [`POST ${contractsApi.preview.path}`]: () => {
          previews += 1;
          return previews === 1
            ? jsonResponse(said('contractProjectNotCurrent'), 400)
            : jsonResponse({ Type: 200, Content: '', Data: { Body: '<p>Agreement</p>', Recipients: [] } });
        },
        [`POST ${previewPdfPath}`]: () => jsonResponse(said('commonNotFound', 404), 404),
      },
    });
    renderBuilder(`/MakeClientContract/${projectId}`);
    await builderForm();
    await fillForReview(user);
    await user.click(reviewButton());
    await pressOk(user, await dialogNamed(en.contractProjectNotCurrent));

    await user.click(reviewButton());
    const modal = await dialogNamed('Contract preview');
    await user.click(within(modal).getByRole('button', { name: 'Download PDF' }));
    await pressOk(user, await dialogNamed(en.commonNotFound));
  });
});
