import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en, formatMessage } from '@tradepact/shared';
import { contactsApi, projectsApi } from '@tradepact/shared/api-routes';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, stubApi } from '../../test/fetch';
import { storeSignedInSession } from '../../test/session';
import { contactsRoutes } from './routes';
import { aClient, aSubcontractor, renderPages, uuid } from './testing';

const refusal = formatMessage(en.subcontractorDeleteInUse, { name: 'Sparks Electric', project: 'Kitchen' });

function server() {
  return stubApi({
    [`GET ${contactsApi.clientList.path}`]: envelope([aClient()]),
    [`GET ${contactsApi.subcontractorList.path}`]: envelope([aSubcontractor()]),
    [`GET ${projectsApi.list.path}`]: envelope([]),
    [`DELETE ${contactsApi.clientDelete.path}`]: envelope(null, 200, en.clientDeleted),
    [`DELETE ${contactsApi.subcontractorDelete.path}`]: {
      Type: 400,
      Content: refusal,
      Data: null,
      Code: 'subcontractorDeleteInUse',
    },
  });
}

const renderContacts = () => renderPages(contactsRoutes, '/MyContacts');

describe('deleting a contact on My Contacts', { timeout: 40_000 }, () => {
  beforeEach(() => {
    notifications.clean();
    storeSignedInSession();
  });

  it('asks first, deletes the client, toasts Client Deleted! and reloads the lists', async () => {
    const user = userEvent.setup();
    const api = server();
    renderContacts();
    await user.click(await screen.findByRole('button', { name: 'Delete Jane Doe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this contact?' });
    expect(dialog).toHaveTextContent('Delete Jane Doe from your contacts?');
    expect(api.callsTo('DELETE', contactsApi.clientDelete.path)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(en.clientDeleted)).toBeInTheDocument();
    expect(api.callsTo('DELETE', contactsApi.clientDelete.path)[0]?.body).toEqual([uuid('1')]);
    await waitFor(() => expect(api.callsTo('GET', contactsApi.clientList.path)).toHaveLength(2));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Delete this contact?' })).not.toBeInTheDocument(),
    );
  });

  it('keeps the contact when the user says Keep', async () => {
    const user = userEvent.setup();
    const api = server();
    renderContacts();
    await user.click(await screen.findByRole('button', { name: 'Delete Sparks Electric' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this contact?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Delete this contact?' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo('DELETE', contactsApi.subcontractorDelete.path)).toHaveLength(0);
  });

  it("shows the server's refusal in the error toast and keeps the sub-contractor listed", async () => {
    const user = userEvent.setup();
    const api = server();
    renderContacts();
    await user.click(await screen.findByRole('button', { name: 'Delete Sparks Electric' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this contact?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.queryByText(en.subcontractorDeleted)).not.toBeInTheDocument();
    expect(api.callsTo('DELETE', contactsApi.subcontractorDelete.path)[0]?.body).toEqual([uuid('2')]);
    expect(await screen.findByRole('button', { name: 'Delete Sparks Electric' })).toBeInTheDocument();
  });
});
