import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writingHelpApi } from '@tradepact/shared/api-routes';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope } from '../../../test/fetch';
import { storeSignedInSession } from '../../../test/session';
import { aClient } from '../../contacts/testing';
import { aProject, builderForm, builderServer, pasteInto, projectId, renderBuilder } from './testing';

/** The builder on a project whose clients read `languages`, with the writing help offered. */
function builderFor(languages: ('en' | 'fr')[], province = 'Quebec') {
  const clients = languages.map((Language, index) => aClient({ Id: `${index + 1}`.repeat(8), Language }));
  return builderServer({
    project: aProject({ Province: province, Clients: clients }),
    routes: {
      [`GET ${writingHelpApi.options.path}`]: envelope({ Improve: false, SpellCheck: true }),
      [`POST ${writingHelpApi.spellCheck.path}`]: envelope({
        Text: 'Pose du <span style="color:red">gypse</span>',
      }),
    },
  });
}

async function checkScope(text: string) {
  const user = userEvent.setup();
  renderBuilder(`/MakeClientContract/${projectId}`);
  const form = await builderForm();
  await pasteInto(user, within(form).getByRole('textbox', { name: /^Scope of Services/ }), text);
  await user.click(
    await screen.findByRole('button', { name: 'Check the spelling of the scope of services' }),
  );
}

describe('contract builder: the writing help is told the contract language', { timeout: 60_000 }, () => {
  beforeEach(() => storeSignedInSession());

  it("sends the contract's French (its clients') with the scope to check", async () => {
    const api = builderFor(['fr']);
    await checkScope('Pose du gipse');
    await screen.findByRole('dialog', { name: 'Spelling corrections' });
    expect(api.callsTo('POST', writingHelpApi.spellCheck.path)[0]?.body).toEqual({
      text: 'Pose du gipse',
      language: 'fr',
    });
  });

  it('sends French for Quebec clients who read different languages, as the contract is sent', async () => {
    const api = builderFor(['en', 'fr']);
    await checkScope('Pose du gipse');
    await screen.findByRole('dialog', { name: 'Spelling corrections' });
    expect(api.callsTo('POST', writingHelpApi.spellCheck.path)[0]?.body).toMatchObject({ language: 'fr' });
  });
});
