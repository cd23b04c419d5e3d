import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ContractList } from './ContractList';

const contract = (Id: string, Type: number, Status: string) => ({
  Id,
  Type,
  Status,
  CreatedDate: '2026-11-20',
  Data: { ScopeOfServices: `Scope of ${Id}` },
});

describe('ContractList', () => {
  it('reopens a draft in the builder’s edit screen of its kind, and offers no edit once sent', () => {
    renderWithProviders(
      <ContractList
        contracts={[
          contract('11111111-1111-4111-8111-111111111111', 1, 'Draft'),
          contract('22222222-2222-4222-8222-222222222222', 0, 'Draft'),
          contract('33333333-3333-4333-8333-333333333333', 1, 'Sent'),
        ]}
        empty=""
        editLinks
      />,
    );

    const links = screen.getAllByRole('link', { name: 'Edit' }).map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/EditClientContract/11111111-1111-4111-8111-111111111111',
      '/EditSubContract/22222222-2222-4222-8222-222222222222',
    ]);
  });

  it('offers no edit in a party’s view', () => {
    renderWithProviders(
      <ContractList contracts={[contract('11111111-1111-4111-8111-111111111111', 1, 'Draft')]} empty="" />,
    );
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });
});
