import { renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en, limits, type AcceptableContent, type EulaAcceptance, type TermChange } from '@tradepact/shared';
import { contentApi } from '@tradepact/shared/api-routes';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, jsonResponse, said, stubApi, type FetchCall } from '../../test/fetch';
import { renderRoute } from '../../test/render';
import { storeSignedInSession } from '../../test/session';
import { usePostSignInPopupsBusy } from './postSignInBusy';

const eulaTitle = 'End User License Agreement';
const termsTitle = 'Terms Changed';

function eula(overrides: Partial<EulaAcceptance> = {}): EulaAcceptance {
  return {
    Content: '<h2>Licence</h2><p>Use the product fairly.</p>',
    Version: 3,
    PublishedDate: '2026-01-05',
    Accepted: false,
    AcceptedDate: null,
    ...overrides,
  };
}

function announcement(overrides: Partial<AcceptableContent> = {}): AcceptableContent {
  return {
    Content: '<p>Templates now include a <strong>warranty</strong> clause.</p>',
    Version: 7,
    PublishedDate: '2026-02-01',
    Accepted: false,
    ...overrides,
  };
}

function term(overrides: Partial<TermChange>): TermChange {
  return {
    Type: 0,
    Number: 1,
    Text: '<p>Text</p>',
    Video: '',
    IsNew: false,
    IsDeleted: false,
    Original: null,
    Sort: 1,
    Version: 5,
    ...overrides,
  };
}

const changes: TermChange[] = [
  term({ Type: 0, Number: 4, Sort: 4, IsNew: true, Text: '<p>Warranty of one year on labour.</p>' }),
  term({
    Type: 0,
    Number: 2,
    Sort: 2,
    Text: '<p>Payment is due within 15 days.</p>',
    Original: { Text: '<p>Payment is due within 30 days.</p>' },
  }),
  term({ Type: 1, Number: 9, Sort: 9, IsDeleted: true, Text: '<p>The sub-contractor brings a ladder.</p>' }),
];

const accepted = {
  [`GET ${contentApi.eulaRead.path}`]: envelope(eula({ Accepted: true })),
  [`GET ${contentApi.announcementRead.path}`]: envelope(null),
  [`GET ${contentApi.termChanges.path}`]: envelope([]),
};

/** The popups come with the lazily loaded signed-in shell: on a loaded machine that takes over 1 s. */
function dialogNamed(name: string) {
  return screen.findByRole('dialog', { name }, { timeout: 10_000 });
}

describe('popups after sign-in', () => {
  beforeEach(() => {
    storeSignedInSession();
  });

  it('shows the EULA until accepted and Accept stays disabled until the box is ticked', async () => {
    const user = userEvent.setup();
    const api = stubApi({ ...accepted, [`GET ${contentApi.eulaRead.path}`]: envelope(eula()) });
    renderRoute('/MyProjects');

    const dialog = await dialogNamed(eulaTitle);
    expect(within(dialog).getByRole('heading', { name: 'Licence' })).toBeInTheDocument();
    const accept = within(dialog).getByRole('button', { name: 'Accept' });
    expect(accept).toBeDisabled();

    // Neither Escape nor a close button gets rid of it.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: eulaTitle })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();

    const box = within(dialog).getByRole('checkbox', { name: en.eulaAgreeCheckbox });
    await user.click(box);
    expect(accept).toBeEnabled();
    await user.click(box);
    expect(accept).toBeDisabled();
    await user.click(box);
    await user.click(accept);

    await waitFor(() => expect(screen.queryByRole('dialog', { name: eulaTitle })).not.toBeInTheDocument());
    expect(api.callsTo('POST', contentApi.eulaAccept.path).map((call) => call.body)).toEqual([
      { Version: 3 },
    ]);
  });

  it('Decline signs out: logout called, storage cleared, at the home page', async () => {
    const user = userEvent.setup();
    const api = stubApi({ ...accepted, [`GET ${contentApi.eulaRead.path}`]: envelope(eula()) });
    const { router } = renderRoute('/MyProjects');

    const dialog = await dialogNamed(eulaTitle);
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.callsTo('POST', '/api/auth/logout')[0]?.body).toEqual({ refreshToken: 'refresh-valid' });
    expect(api.callsTo('POST', contentApi.eulaAccept.path)).toHaveLength(0);
    expect(window.localStorage.length).toBe(0);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: eulaTitle })).not.toBeInTheDocument());
  });

  it('accepting the EULA then shows the announcement; Okay accepts it', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      ...accepted,
      [`GET ${contentApi.eulaRead.path}`]: envelope(eula()),
      [`GET ${contentApi.announcementRead.path}`]: envelope(announcement()),
    });
    renderRoute('/MyProjects');

    const eulaDialog = await dialogNamed(eulaTitle);
    // One popup at a time: the announcement is read only once the EULA is accepted.
    expect(api.callsTo('GET', contentApi.announcementRead.path)).toHaveLength(0);
    await user.click(within(eulaDialog).getByRole('checkbox', { name: en.eulaAgreeCheckbox }));
    await user.click(within(eulaDialog).getByRole('button', { name: 'Accept' }));

    const dialog = await dialogNamed('Announcement');
    expect(screen.queryByRole('dialog', { name: eulaTitle })).not.toBeInTheDocument();
    expect(within(dialog).getByText('warranty')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Okay' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Announcement' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo('POST', contentApi.announcementAccept.path).map((call) => call.body)).toEqual([
      { Version: 7 },
    ]);
  });

  it('shows the term changes 1 s later, labelled New, Deleted or Changed and grouped by client and sub-contractor', async () => {
    const times: Record<string, number> = {};
    const at = (name: string, answer: unknown) => (call: FetchCall) => {
      times[name] = Date.now();
      void call;
      return jsonResponse(answer);
    };
    stubApi({
      ...accepted,
      [`GET ${contentApi.announcementRead.path}`]: at('announcement', envelope(null)),
      [`GET ${contentApi.termChanges.path}`]: at('changes', envelope(changes)),
    });
    renderRoute('/MyProjects');

    await waitFor(() => expect(times.announcement).toBeDefined());
    expect(screen.queryByRole('dialog', { name: termsTitle })).not.toBeInTheDocument();

    const dialog = await screen.findByRole('dialog', { name: termsTitle }, { timeout: 4000 });
    expect((times.changes ?? 0) - (times.announcement ?? 0)).toBeGreaterThanOrEqual(
      limits.termsChangedDelayMs - 20,
    );

    const client = within(dialog).getByRole('region', { name: 'Default client contract terms' });
    const sub = within(dialog).getByRole('region', { name: 'Default sub-contractor contract terms' });
    const clientItems = within(client).getAllByRole('listitem');
    // Sorted by Sort: term 2 (changed) before term 4 (new).
    expect(clientItems.map((item) => within(item).getByText(/^(New|Deleted|Changed)$/).textContent)).toEqual([
      'Changed',
      'New',
    ]);
    expect(within(clientItems[0]!).getByText('Term 2')).toBeInTheDocument();
    const original = within(clientItems[0]!).getByText('Payment is due within 30 days.');
    expect(original.closest('del')).not.toBeNull();
    expect(within(clientItems[0]!).getByText('Payment is due within 15 days.').closest('del')).toBeNull();
    expect(within(clientItems[1]!).getByText('Warranty of one year on labour.')).toBeInTheDocument();

    const subItems = within(sub).getAllByRole('listitem');
    expect(subItems).toHaveLength(1);
    expect(within(subItems[0]!).getByText('Deleted')).toBeInTheDocument();
    expect(within(subItems[0]!).getByText('The sub-contractor brings a ladder.')).toBeInTheDocument();
  });

  it('omits an empty group; Understood posts acceptchanges with the version and closes', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      ...accepted,
      [`GET ${contentApi.termChanges.path}`]: envelope(changes.slice(0, 2)),
    });
    renderRoute('/MyProjects');

    const dialog = await screen.findByRole('dialog', { name: termsTitle }, { timeout: 4000 });
    expect(within(dialog).queryByRole('region', { name: /sub-contractor/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Understood' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: termsTitle })).not.toBeInTheDocument());
    expect(api.callsTo('POST', contentApi.termAcceptChanges.path).map((call) => call.body)).toEqual([
      { Version: 5 },
    ]);
  });

  it('Decline on the term changes signs out', async () => {
    const user = userEvent.setup();
    const api = stubApi({ ...accepted, [`GET ${contentApi.termChanges.path}`]: envelope(changes) });
    const { router } = renderRoute('/MyProjects');

    const dialog = await screen.findByRole('dialog', { name: termsTitle }, { timeout: 4000 });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.callsTo('POST', '/api/auth/logout')).toHaveLength(1);
    expect(api.callsTo('POST', contentApi.termAcceptChanges.path)).toHaveLength(0);
    expect(window.localStorage.length).toBe(0);
  });

  it('shows no popup when everything is accepted', async () => {
    const api = stubApi(accepted);
    renderRoute('/MyProjects');

    await waitFor(() => expect(api.callsTo('GET', contentApi.termChanges.path)).toHaveLength(1), {
      timeout: 4000,
    });
    await screen.findByRole('navigation', { name: 'Sidebar' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('GET', contentApi.eulaRead.path)).toHaveLength(1);
    expect(api.callsTo('GET', contentApi.announcementRead.path)).toHaveLength(1);
  });

  it('reloads the EULA when accepting answers 409, with the box unticked again', async () => {
    const user = userEvent.setup();
    let reads = 0;
    const api = stubApi({
      ...accepted,
      [`GET ${contentApi.eulaRead.path}`]: () => {
        reads += 1;
        return jsonResponse(
          envelope(reads === 1 ? eula() : eula({ Version: 4, Content: '<h2>Licence, second edition</h2>' })),
        );
      },
      [`POST ${contentApi.eulaAccept.path}`]: (call: FetchCall) =>
        (call.body as { Version?: number }).Version === 3
          ? jsonResponse(said('contentChanged', 409), 409)
          : jsonResponse(envelope(null)),
    });
    renderRoute('/MyProjects');

    const dialog = await dialogNamed(eulaTitle);
    await user.click(within(dialog).getByRole('checkbox', { name: en.eulaAgreeCheckbox }));
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));

    expect(
      await within(dialog).findByRole('heading', { name: 'Licence, second edition' }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('heading', { name: 'Licence' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent(en.contentChanged);
    expect(within(dialog).getByRole('checkbox', { name: en.eulaAgreeCheckbox })).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Accept' })).toBeDisabled();

    await user.click(within(dialog).getByRole('checkbox', { name: en.eulaAgreeCheckbox }));
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: eulaTitle })).not.toBeInTheDocument());
    expect(api.callsTo('POST', contentApi.eulaAccept.path).map((call) => call.body)).toEqual([
      { Version: 3 },
      { Version: 4 },
    ]);
  });

  it('shows no EULA popup when it cannot be read, and goes on with the announcement', async () => {
    stubApi({
      ...accepted,
      [`GET ${contentApi.eulaRead.path}`]: () => jsonResponse(envelope(null, 500, 'Server trouble'), 500),
      [`GET ${contentApi.announcementRead.path}`]: envelope(announcement()),
    });
    renderRoute('/MyProjects');

    expect(await dialogNamed('Announcement')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: eulaTitle })).not.toBeInTheDocument();
    expect(await screen.findByText('Server trouble')).toBeInTheDocument();
  });

  it('tells other popups to wait until the sequence is over', async () => {
    const user = userEvent.setup();
    const busy = renderHook(() => usePostSignInPopupsBusy());
    stubApi({ ...accepted, [`GET ${contentApi.eulaRead.path}`]: envelope(eula()) });
    renderRoute('/MyProjects');

    const dialog = await dialogNamed(eulaTitle);
    expect(busy.result.current).toBe(true);
    await user.click(within(dialog).getByRole('checkbox', { name: en.eulaAgreeCheckbox }));
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));

    // Still checking: the term changes come 1 s after the EULA.
    expect(busy.result.current).toBe(true);
    await waitFor(() => expect(busy.result.current).toBe(false), { timeout: 4000 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
