import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { en } from '@tradepact/shared';
import { profileApi } from '@tradepact/shared/api-routes';
import { switchLanguage } from '../../i18n/switchLanguage';
import { envelope, jsonResponse, stubApi } from '../../test/fetch';
import { storeSignedInSession } from '../../test/session';
import type { Business } from './api';
import { completeBusiness, renderProfile } from './testing';

// jsdom has no canvas: an empty pad stands in for signature_pad.
vi.mock('signature_pad', () => ({
  default: class {
    isEmpty = () => true;
    clear() {}
    toData = () => [];
    fromData() {}
    addEventListener() {}
    removeEventListener() {}
    off() {}
  },
}));

/** The API of a profile that is read as `business` and stored as sent. */
function profileServer(business: Business) {
  let stored = business;
  return stubApi({
    [`GET ${profileApi.read.path}`]: () => jsonResponse(envelope(stored)),
    [`PUT ${profileApi.update.path}`]: ({ body }: { body: unknown }) => {
      stored = { ...stored, ...(body as Partial<Business>) };
      return jsonResponse(envelope(stored, 200, en.profileSaved));
    },
  });
}

beforeAll(() => import('./ProfilePage'));
afterEach(() => switchLanguage('en'));

describe('profile: the RBQ licence and OPC permit numbers (issue 31 §3)', { timeout: 20_000 }, () => {
  it('are optional fields of Business info, saved as the RBQ writes the licence', async () => {
    const user = userEvent.setup();
    storeSignedInSession();
    const api = profileServer(completeBusiness());
    renderProfile('/MyProfile/0');

    expect(await screen.findByRole('heading', { name: 'Licences and permits' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('RBQ licence number'));
    await user.paste('5678 123401');
    await user.click(screen.getByLabelText('OPC itinerant merchant permit number'));
    await user.paste('ab 123456');
    await user.click(screen.getByLabelText('Alberta prepaid contracting licence number'));
    await user.paste('b  98765');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(en.profileSaved)).toBeInTheDocument();
    expect(api.callsTo('PUT', profileApi.update.path)[0]?.body).toMatchObject({
      RbqLicence: '5678-1234-01',
      OpcPermit: 'AB 123456',
      AlbertaPrepaidLicence: 'B 98765',
    });
  });

  it('refuse a licence that is not 10 digits, saying how it is written, and save nothing', async () => {
    const user = userEvent.setup();
    storeSignedInSession();
    const api = profileServer(completeBusiness());
    renderProfile('/MyProfile/0');

    await user.click(await screen.findByLabelText('RBQ licence number'));
    await user.paste('5678-1234');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByTestId('profile-problem')).toHaveTextContent(en.profileRbqLicenceInvalid);
    expect(api.callsTo('PUT', profileApi.update.path)).toHaveLength(0);
  });

  it('read in French', async () => {
    storeSignedInSession();
    profileServer(completeBusiness({ RbqLicence: '5678-1234-01' }));
    await switchLanguage('fr');
    renderProfile('/MyProfile/0');

    expect(await screen.findByLabelText('Numéro de licence RBQ')).toHaveValue('5678-1234-01');
    expect(screen.getByLabelText('Numéro de permis de commerçant itinérant de l’OPC')).toHaveValue('');
    expect(screen.getByRole('heading', { name: 'Licences et permis' })).toBeInTheDocument();
  });
});

describe('profile: the QST number', { timeout: 20_000 }, () => {
  it('is an optional field of Business info, saved as Revenu Québec writes it', async () => {
    const user = userEvent.setup();
    storeSignedInSession();
    const api = profileServer(completeBusiness());
    renderProfile('/MyProfile/0');

    await user.click(await screen.findByLabelText('QST Number'));
    await user.paste('1234 567 890 tq 0001');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(en.profileSaved)).toBeInTheDocument();
    expect(api.callsTo('PUT', profileApi.update.path)[0]?.body).toMatchObject({
      QstNumber: '1234567890TQ0001',
    });
  });

  it('refuses a number that is not 10 digits, TQ and 4 digits, saying how it is written, and saves nothing', async () => {
    const user = userEvent.setup();
    storeSignedInSession();
    const api = profileServer(completeBusiness());
    renderProfile('/MyProfile/0');

    await user.click(await screen.findByLabelText('QST Number'));
    await user.paste('1234567890RT0001');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByTestId('profile-problem')).toHaveTextContent(en.profileQstNumberInvalid);
    expect(api.callsTo('PUT', profileApi.update.path)).toHaveLength(0);
  });
});
