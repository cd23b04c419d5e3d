import { describe, expect, it } from 'vitest';
import type { Endpoint } from './endpoint.js';
import * as tables from './index.js';

/** Every endpoint of every `<feature>Api` table, as "table.name". */
const endpoints = Object.entries(tables)
  .filter(([name]) => name.endsWith('Api'))
  .flatMap(([table, entries]) =>
    Object.entries(entries as Record<string, Endpoint>).map(([name, e]) => [`${table}.${name}`, e] as const),
  );
const signedIn = endpoints.filter(([, e]) => e.access === 'signedIn');

describe('which endpoints an API key may call (issue 34 §1)', () => {
  it('is decided for every signed-in endpoint: the scope a key needs, or null for a signed-in person only', () => {
    expect(signedIn.length).toBeGreaterThan(50);
    expect(signedIn.filter(([, e]) => e.keyScope === undefined).map(([name]) => name)).toEqual([]);
  });

  it('is never given on a public endpoint: a key is refused there as anywhere it was not allowed', () => {
    expect(
      endpoints.filter(([, e]) => e.access === 'public' && 'keyScope' in e).map(([name]) => name),
    ).toEqual([]);
  });

  it('lets a key reach only the app endpoints that read projects, contracts and payments, and make and send contracts', () => {
    // The integrators' own /api/v1 endpoints exist for keys; of the app's, widening what a key reaches
    // is a decision to make here.
    const app = signedIn.filter(([, e]) => e.keyScope && !e.path.startsWith('/api/v1/'));
    const allowed = Object.fromEntries(app.map(([name, e]) => [name, e.keyScope]));
    expect(allowed).toEqual({
      'contactsApi.clientList': 'contracts:read',
      'contactsApi.subcontractorList': 'contracts:read',
      'contractsApi.saveDraft': 'contracts:send',
      'contractsApi.read': 'contracts:read',
      'contractsApi.preview': 'contracts:send',
      'contractsApi.readList': 'contracts:read',
      'contractsApi.expiredTime': 'contracts:read',
      'contractsApi.defaultTerms': 'contracts:read',
      'contractsApi.serviceTypes': 'contracts:read',
      'contractsApi.categories': 'contracts:read',
      'contractPaymentsApi.read': 'payments:read',
      'projectsApi.list': 'contracts:read',
      'projectsApi.page': 'contracts:read',
      'projectsApi.read': 'contracts:read',
      'contractLifeApi.create': 'contracts:send',
      'contractLifeApi.update': 'contracts:send',
      'contractLifeApi.resend': 'contracts:send',
      'contractLifeApi.originals': 'contracts:read',
      'contractLifeApi.deliveries': 'contracts:read',
      'templatesApi.readList': 'contracts:read',
    });
  });

  it('never lets a key manage keys or webhooks', () => {
    const integrations = signedIn.filter(([name]) => name.startsWith('integrationsApi.'));
    expect(integrations.length).toBeGreaterThan(0);
    expect(integrations.filter(([, e]) => e.keyScope !== null).map(([name]) => name)).toEqual([]);
  });
});
