import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '@tradepact/shared';
import { contractsApi } from '@tradepact/shared/api-routes';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../i18n/switchLanguage';
import { storeSignedInSession } from '../../../test/session';
import { aClient, aSubcontractor } from '../../contacts/testing';
import {
  actions,
  aProject,
  builderForm,
  builderServer,
  dialogNamed,
  fillForReview,
  pressOk,
  projectId,
  renderBuilder,
  subcontractorId,
} from './testing';

const productsLabel =
  'This contract includes a furnace, air conditioner, air cleaner, water heater, water treatment device or duct cleaning';
const initiatedLabel = 'The client contacted me first to ask for this';
/** A switch's accessible name is its label followed by its description. */
const named = (label: string) => (name: string) => name.startsWith(label);
const productsSwitch = () => screen.queryByRole('switch', { name: named(productsLabel) });
const reviewButton = () => within(actions()).getByRole('button', { name: en.contractReviewButton });

describe("contract builder: Ontario's restricted products (issue 31 §5)", { timeout: 60_000 }, () => {
  beforeEach(() => storeSignedInSession());
  afterEach(() => switchLanguage('en'));

  it('offers the switch on an Ontario consumer contract, then the client’s first contact, and sends both', async () => {
    const user = userEvent.setup();
    const api = builderServer({ project: aProject({ Province: 'Ontario', Clients: [aClient()] }) });
    renderBuilder(`/MakeClientContract/${projectId}`);
    await builderForm();
    expect(productsSwitch()).not.toBeChecked();
    expect(screen.queryByRole('switch', { name: named(initiatedLabel) })).not.toBeInTheDocument();

    await user.click(productsSwitch() as HTMLElement);
    const initiated = screen.getByRole('switch', { name: named(initiatedLabel) });
    expect(initiated).not.toBeChecked();
    await user.click(initiated);
    await fillForReview(user);
    await user.click(reviewButton());
    await waitFor(() => expect(api.callsTo('POST', contractsApi.preview.path)).toHaveLength(1));
    const body = api.callsTo('POST', contractsApi.preview.path)[0]?.body as { Data: string };
    expect(JSON.parse(body.Data)).toMatchObject({ RestrictedProducts: true, ClientInitiatedContact: true });
  });

  it('stops the review at the first-contact switch, with Ontario’s rule, when the client did not call first', async () => {
    const user = userEvent.setup();
    const api = builderServer({ project: aProject({ Province: 'Ontario', Clients: [aClient()] }) });
    renderBuilder(`/MakeClientContract/${projectId}`);
    await builderForm();
    await user.click(productsSwitch() as HTMLElement);
    await fillForReview(user);
    await user.click(reviewButton());
    await pressOk(user, await dialogNamed(en.contractRestrictedProductsNotInitiated));
    const initiated = screen.getByRole('switch', { name: named(initiatedLabel) });
    await waitFor(() => expect(initiated).toHaveFocus());
    expect(initiated).toHaveAccessibleDescription(
      expect.stringContaining(
        'Ontario allows these products to be sold at the client’s home only when the client contacted you first.',
      ),
    );
    expect(api.callsTo('POST', contractsApi.preview.path)).toHaveLength(0);

    await user.click(initiated);
    expect(screen.queryByText(en.contractRestrictedProductsNotInitiated)).not.toBeInTheDocument();
  });

  it('offers nothing for a business client, a sub-contract or outside Ontario', async () => {
    for (const [path, project] of [
      [`/MakeClientContract/${projectId}`, aProject({ Clients: [aClient({ IsBusiness: true })] })],
      [
        `/MakeSubContract/${projectId}/${subcontractorId}`,
        aProject({ Clients: [aClient()], Subcontractors: [aSubcontractor({ Id: subcontractorId })] }),
      ],
      [`/MakeClientContract/${projectId}`, aProject({ Province: 'Quebec', Clients: [aClient()] })],
    ] as const) {
      builderServer({ project });
      const { unmount } = renderBuilder(path);
      await builderForm();
      expect(productsSwitch(), path).not.toBeInTheDocument();
      unmount();
    }
  });

  it('words the switches in French on a French page', async () => {
    const user = userEvent.setup();
    await switchLanguage('fr');
    builderServer({ project: aProject({ Province: 'Ontario', Clients: [aClient()] }) });
    renderBuilder(`/MakeClientContract/${projectId}`);
    await screen.findByRole('form', { name: 'Contrat' });
    await user.click(
      screen.getByRole('switch', {
        name: named(
          'Ce contrat comprend un appareil de chauffage, un climatiseur, un épurateur d’air, un chauffe-eau, un appareil de traitement de l’eau ou le nettoyage de conduits',
        ),
      }),
    );
    expect(
      screen.getByRole('switch', {
        name: named('Le client a communiqué avec moi en premier pour le demander'),
      }),
    ).toBeInTheDocument();
  });
});
