import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '@tradepact/shared';
import { signingApi } from '@tradepact/shared/api-routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, said } from '../../test/fetch';
import { ContractContents } from './ContractContents';
import {
  aSigningContract,
  dialogNamed,
  installBrowserStandIns,
  renderSigningPage,
  signingKey,
  signingServer,
} from './testing';

/**
 * jsdom has no IntersectionObserver: this one is told by the test when the element it watches (the
 * signature's part of the page) comes into view or leaves it.
 */
function installViewWatcher() {
  const watchers: { callback: IntersectionObserverCallback; element: Element }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        watchers.push({ callback: this.callback, element });
      }
      disconnect() {}
    },
  );
  return (inView: boolean) =>
    act(() => {
      for (const { callback, element } of watchers) {
        callback([{ isIntersecting: inView, target: element } as IntersectionObserverEntry], {} as never);
      }
    });
}

describe('guided signing on a phone (issue 32 §1)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    installBrowserStandIns();
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('keeps "Review and sign" at the bottom of the screen; once the signature was seen, the bar signs', async () => {
    const user = userEvent.setup();
    const scrolled = vi.spyOn(window, 'scrollTo');
    const signatureInView = installViewWatcher();
    signingServer();
    renderSigningPage();

    const bar = within(await screen.findByRole('region', { name: 'Signing' }));
    expect(bar.getByText('Sign by March 31, 2026')).toBeInTheDocument();
    await user.click(bar.getByRole('button', { name: 'Review and sign' }));
    // It takes the reader to what signing means and the Sign button, and the focus with them.
    expect(scrolled).toHaveBeenCalled();
    expect(document.activeElement).toHaveAttribute('id', 'signature');

    // With the Sign button in sight the bar steps aside; scrolled back up, it signs.
    await signatureInView(true);
    expect(screen.queryByRole('region', { name: 'Signing' })).not.toBeInTheDocument();
    await signatureInView(false);
    const signBar = within(screen.getByRole('region', { name: 'Signing' }));
    await user.click(signBar.getByRole('button', { name: 'Sign the contract' }));
    expect(await dialogNamed(en.signingDialogTitle)).toBeInTheDocument();
  });

  it('numbers the signers when they sign in order, and says who signs next', async () => {
    signingServer({
      contract: aSigningContract({
        InOrder: true,
        Signers: [
          { Name: 'Jane Doe', BusinessName: '', SignedTime: null },
          { Name: 'John Doe', BusinessName: '', SignedTime: null },
          { Name: 'Jim Doe', BusinessName: '', SignedTime: null },
        ],
      }),
    });
    renderSigningPage();

    const card = within(await screen.findByRole('region', { name: 'Contract No. 42' }));
    const signers = card.getAllByRole('listitem').map((item) => item.textContent);
    expect(signers).toEqual([
      '1. Jane Doe (you)Not signed yet',
      '2. John DoeSigns next, once the one before has signed',
      '3. Jim DoeSigns later, in this order',
    ]);
  });

  it('shows no bar and no "Go to signature" to a signer back on their link', async () => {
    installViewWatcher();
    signingServer({ contract: aSigningContract({ SignedTime: '2026-03-02T15:30:00Z' }) });
    renderSigningPage();

    await screen.findByRole('heading', { level: 1, name: 'Your contract with Pat Renovations' });
    expect(screen.queryByRole('region', { name: 'Signing' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to signature' })).not.toBeInTheDocument();
  });

  it('says the copy is on its way, not that it will come once everyone signed, when this signature was the last', async () => {
    signingServer({
      contract: aSigningContract({
        SignedTime: '2026-03-03T10:00:00Z',
        Signers: [
          { Name: 'Jane Doe', BusinessName: '', SignedTime: '2026-03-03T10:00:00Z' },
          { Name: 'John Doe', BusinessName: '', SignedTime: '2026-03-02T15:30:00Z' },
        ],
      }),
    });
    renderSigningPage();

    const consent = within(await screen.findByRole('region', { name: 'Signing electronically' }));
    expect(consent.getByText(/the sealed copy is being prepared/)).toBeInTheDocument();
    expect(consent.queryByText(/Once everyone has signed/)).not.toBeInTheDocument();
  });

  it("leads an amended contract's old link to the new version sent to the same reader", async () => {
    const api = signingServer({
      routes: {
        [`GET ${signingApi.preview.path}`]: said('signingContractSuperseded', 410),
        [`GET ${signingApi.newVersion.path}`]: envelope({ Key: 'n3w-k3y' }),
      },
    });
    renderSigningPage();

    const dialog = within(await dialogNamed(en.dialogErrorTitle));
    expect(dialog.getByRole('alert')).toHaveTextContent(en.signingContractSuperseded);
    expect(dialog.getByRole('link', { name: 'Open the new version' })).toHaveAttribute(
      'href',
      '/Signature?key=n3w-k3y',
    );
    expect(api.callsTo('GET', signingApi.newVersion.path)[0]?.url.searchParams.get('code')).toBe(signingKey);
  });

  it('asks for no new version when the contract was withdrawn', async () => {
    const api = signingServer({
      routes: { [`GET ${signingApi.preview.path}`]: said('signingContractCancelled', 410) },
    });
    renderSigningPage();

    const dialog = within(await dialogNamed(en.dialogErrorTitle));
    expect(dialog.getByRole('alert')).toHaveTextContent(en.signingContractCancelled);
    expect(dialog.queryByRole('link', { name: 'Open the new version' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', signingApi.newVersion.path)).toHaveLength(0);
  });
});

describe("an amendment's changes (issue 32 §5)", { timeout: 30_000 }, () => {
  it('lists what the amendment changes above the document, each before and after, in the reader’s words', async () => {
    signingServer({
      contract: aSigningContract({
        Revision: 2,
        Changes: [
          { Kind: 'completionDate', Before: '2026-05-15', After: '2026-06-01' },
          { Kind: 'totalCost', Before: 1_000_000, After: 1_100_050 },
          {
            Kind: 'paymentLine',
            Number: 3,
            Percent: false,
            Before: null,
            After: { Name: '2026-06-01', Amount: 100_000 },
          },
          { Kind: 'paymentMode', Before: 'date', After: 'percentage' },
          { Kind: 'clause', Before: 'Warranty. One year.', After: null },
          { Kind: 'schedule', Before: null, After: { Title: 'Schedule B', Name: 'Layout.png' } },
        ],
      }),
    });
    renderSigningPage();

    const changes = within(await screen.findByRole('region', { name: 'What this amendment changes' }));
    expect(
      changes.getByText(
        'Compared with the version before it (Amendment 1 to Contract No. 42). Everything else stays as it was.',
      ),
    ).toBeInTheDocument();
    const items = changes.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Completion dateWas May 15, 2026Now June 1, 2026',
      'Price before taxWas $10,000.00Now $11,000.50',
      'Payment 3Added June 1, 2026: $1,000.00',
      'How payments are scheduledWas On set datesNow As percentages of the price',
      'ClauseRemoved Warranty. One year.',
      'ScheduleAdded Schedule B: Layout.png',
    ]);
  });

  it('says so when an amendment changes none of the terms', async () => {
    signingServer({ contract: aSigningContract({ Revision: 1 }) });
    renderSigningPage();
    const changes = within(await screen.findByRole('region', { name: 'What this amendment changes' }));
    expect(
      changes.getByText(
        'This amendment changes none of the terms of the version before it (Contract No. 42).',
      ),
    ).toBeInTheDocument();
  });
});

describe("the contract's table of contents", () => {
  it("lists the document's sections and jumps to the one chosen", async () => {
    const user = userEvent.setup();
    const jumped: number[] = [];
    render(
      <ContractContents headings={['Parties', 'Work', 'Payment']} onJump={(index) => jumped.push(index)} />,
    );

    await user.click(screen.getByText('Contents'));
    await user.click(screen.getByRole('button', { name: 'Payment' }));
    expect(jumped).toEqual([2]);
  });

  it('shows no contents for a document of one section', () => {
    const { container } = render(<ContractContents headings={['Parties']} onJump={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
