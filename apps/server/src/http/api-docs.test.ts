import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contractPaymentsApi,
  contractsApi,
  integrationsApi,
  profileApi,
  projectsApi,
} from '@tradepact/shared';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** What these tests read of the document. */
interface Operation {
  security?: Record<string, string[]>[];
  description?: string;
  'x-scope'?: string;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, object> };
}

let t: TestApp;
let document: Document;
beforeAll(async () => {
  t = await createTestApp();
  document = t.app.swagger() as unknown as Document;
});
afterAll(async () => {
  await t?.close();
});

const operation = (method: string, path: string): Operation => {
  const found = document.paths[path]?.[method.toLowerCase()];
  if (!found) throw new Error(`${method} ${path} is not in the document`);
  return found;
};

describe('the OpenAPI document (issue 34 §1)', () => {
  it('describes the API key as a bearer scheme of its own', () => {
    expect(document.components.securitySchemes.apiKey).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'tp_…',
    });
  });

  it.each([
    [projectsApi.list, 'contracts:read'],
    [contractsApi.saveDraft, 'contracts:send'],
    [contractPaymentsApi.read, 'payments:read'],
    [{ method: 'GET', path: '/api/app/contract/pdf' }, 'contracts:read'],
  ])('lets a key call $path, naming the scope it needs', (e, scope) => {
    const found = operation(e.method, e.path);
    expect(found.security).toEqual([{ bearer: [] }, { apiKey: [] }]);
    expect(found['x-scope']).toBe(scope);
    expect(found.description).toContain(`\`${scope}\``);
  });

  it.each([profileApi.read, integrationsApi.createKey, { method: 'GET', path: '/api/identity/exportdata' }])(
    'leaves the key off $path, which only a person may call',
    (e) => {
      const found = operation(e.method, e.path);
      expect(found.security).toEqual([{ bearer: [] }]);
      expect(found['x-scope']).toBeUndefined();
    },
  );
});
