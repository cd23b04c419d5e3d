import { contractLifeApi } from '@tradepact/shared/api-routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshSubscriptionStatusEvent } from '../../../lib/storage';
import { envelope, jsonResponse, said, stubApi } from '../../../test/fetch';
import { storeSignedInSession } from '../../../test/session';
import { sendContract, type ContractSaveBody } from './api';
import { contractId, projectId } from './testing';

/** What the builder sends; the stubbed server reads none of it. */
const body = { Id: contractId, ProjectId: projectId } as unknown as ContractSaveBody;

describe('sendContract', () => {
  const changed = vi.fn();
  afterEach(() => window.removeEventListener(refreshSubscriptionStatusEvent, changed));

  it('says the account’s figures changed after a send and after an amendment, not after a refusal', async () => {
    storeSignedInSession();
    window.addEventListener(refreshSubscriptionStatusEvent, changed);
    let refuse = false;
    const answer = () =>
      refuse ? jsonResponse(said('contractScopeRequired'), 400) : jsonResponse(envelope({ Id: contractId }));
    stubApi({
      [`${contractLifeApi.create.method} ${contractLifeApi.create.path}`]: answer,
      [`${contractLifeApi.update.method} ${contractLifeApi.update.path}`]: answer,
    });

    expect((await sendContract(body, false)).Type).toBe(200);
    expect(changed).toHaveBeenCalledTimes(1);
    expect((await sendContract(body, true)).Type).toBe(200);
    expect(changed).toHaveBeenCalledTimes(2);

    refuse = true;
    expect((await sendContract(body, true)).Type).toBe(400);
    expect(changed).toHaveBeenCalledTimes(2);
  });
});
