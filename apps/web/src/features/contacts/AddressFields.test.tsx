import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AddressSuggestion } from '@tradepact/shared';
import { projectsApi } from '@tradepact/shared/api-routes';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../i18n/switchLanguage';
import { envelope, stubApi } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { storeSignedInSession } from '../../test/session';
import { AddressFields, type AddressValues } from './AddressFields';
import { inputIn } from './testing';

function Harness() {
  const [values, setValues] = useState<AddressValues>({
    Address: '',
    Unit: '',
    City: '',
    Province: '',
    PostalCode: '',
  });
  return (
    <AddressFields
      idPrefix="test-"
      values={values}
      onChange={(field, value) => setValues((previous) => ({ ...previous, [field]: value }))}
      onPick={(address) => setValues({ ...address })}
    />
  );
}

const suggestion: AddressSuggestion = {
  Address: '12 Elm Street',
  Unit: '3',
  City: 'Ottawa',
  Province: 'Ontario',
  PostalCode: 'K1A 0B1',
};

describe('address with suggestions', () => {
  it('asks nothing for one character, then asks once, 200 ms after the typing stops, and fills the address', async () => {
    const user = userEvent.setup();
    storeSignedInSession();
    const api = stubApi({ [`GET ${projectsApi.suggestAddress.path}`]: envelope([suggestion]) });
    renderWithProviders(<Harness />);
    const address = inputIn(document.body, 'Address');

    await user.type(address, 'E');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.callsTo('GET', projectsApi.suggestAddress.path)).toHaveLength(0);

    await user.type(address, 'lm');
    expect(api.callsTo('GET', projectsApi.suggestAddress.path)).toHaveLength(0);
    await waitFor(() => expect(api.callsTo('GET', projectsApi.suggestAddress.path)).toHaveLength(1));
    expect(api.callsTo('GET', projectsApi.suggestAddress.path)[0]?.url.searchParams.get('q')).toBe('Elm');

    await user.click(
      await screen.findByRole('option', { name: '12 Elm Street, 3, Ottawa, Ontario K1A 0B1' }),
    );

    expect(address).toHaveValue('12 Elm Street');
    expect(inputIn(document.body, 'Unit')).toHaveValue('3');
    expect(inputIn(document.body, 'City')).toHaveValue('Ottawa');
    expect(inputIn(document.body, 'Province')).toHaveValue('Ontario');
    expect(inputIn(document.body, 'Postal Code')).toHaveValue('K1A 0B1');
    // Filling the field is not typing: nothing more is asked.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.callsTo('GET', projectsApi.suggestAddress.path)).toHaveLength(1);
  });
});

describe('the province on a French page', () => {
  afterEach(async () => {
    await switchLanguage('en');
    document.cookie = 'lang=; path=/; max-age=0';
  });

  it('offers the provinces by their French names and shows the one picked so', async () => {
    await switchLanguage('fr');
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const province = inputIn(document.body, 'Province');

    await user.click(province);
    expect(await screen.findByRole('option', { name: 'Colombie-Britannique' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Québec' }));

    expect(province).toHaveValue('Québec');
  });
});
