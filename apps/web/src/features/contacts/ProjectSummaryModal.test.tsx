import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '@tradepact/shared';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ProjectSummaryModal, type ContactContract } from './ProjectSummaryModal';

const kitchen = { Id: '11111111-1111-4111-8111-111111111111', Name: 'Kitchen', Status: 0 };
const deck = { Id: '22222222-2222-4222-8222-222222222222', Name: 'Deck', Status: 1 };
const jane = (SignedTime: string | null) => ({ Type: 2, Name: 'Jane Doe', SignedTime });
const john = { Type: 2, Name: 'John Doe', SignedTime: null };

let counter = 0;
function aContract(Status: string, overrides: Partial<ContactContract> = {}): ContactContract {
  counter += 1;
  return {
    Id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    Type: 1,
    Status,
    Data: { ProjectId: kitchen.Id, CommencementDate: `2026-04-${String(counter).padStart(2, '0')}` },
    ...overrides,
  };
}

/** The rows of the table, each as its cells' text. */
const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('Project Summary', () => {
  it('names each contract by its number and revision, with its total with tax', () => {
    const contracts = [
      aContract('Signed', { Number: 12, Revision: 0, TotalWithTax: 1_130_000 }),
      aContract('Sent', { Number: 12, Revision: 2, TotalWithTax: 56_500 }),
      aContract('Draft', { Number: 13, Revision: 0, TotalWithTax: null }),
    ];
    renderWithProviders(
      <ProjectSummaryModal
        target={{ name: 'Jane Doe', projects: [kitchen], contracts }}
        onClose={() => undefined}
      />,
    );

    expect(rows().map(([project]) => project)).toEqual([
      `KitchenContract No. 12 · $11,300.00 with taxStarts ${contracts[0]!.Data!.CommencementDate}`,
      `KitchenContract No. 12, amendment 2 · $565.00 with taxStarts ${contracts[1]!.Data!.CommencementDate}`,
      `KitchenContract No. 13Starts ${contracts[2]!.Data!.CommencementDate}`,
    ]);
  });

  it('lists one row per contract with its project, commencement date and state, coloured with its word', () => {
    const contracts = [
      aContract('Draft'),
      aContract('Sent', { Parties: [jane(null)] }),
      aContract('Sent', { Parties: [jane('2026-03-03'), john] }),
      aContract('Signed', { Data: { ProjectId: deck.Id, CommencementDate: '2026-04-04' } }),
      aContract('Cancelled'),
      aContract('Sent', { IsExpired: true }),
    ];
    renderWithProviders(
      <ProjectSummaryModal
        target={{ name: 'Jane Doe', projects: [kitchen, deck], contracts }}
        onClose={() => undefined}
      />,
    );

    expect(rows()).toEqual([
      [`KitchenStarts ${contracts[0]!.Data!.CommencementDate}`, en.contractDraftLabel],
      [`KitchenStarts ${contracts[1]!.Data!.CommencementDate}`, en.contractStatusSent],
      [`KitchenStarts ${contracts[2]!.Data!.CommencementDate}`, en.contractStatusPartlySigned],
      [`DeckStarts ${contracts[3]!.Data!.CommencementDate}`, en.contractStatusSigned],
      [`KitchenStarts ${contracts[4]!.Data!.CommencementDate}`, en.contractStatusCancelled],
    ]);
    const colourOf = (word: string) =>
      screen.getByText(word).closest('[data-state]')?.getAttribute('style') ?? '';
    expect(colourOf(en.contractDraftLabel)).toContain('--mantine-color-gray');
    expect(colourOf(en.contractStatusSent)).toContain('--mantine-color-blue');
    expect(colourOf(en.contractStatusPartlySigned)).toContain('--mantine-color-orange');
    expect(colourOf(en.contractStatusSigned)).toContain('--mantine-color-green');
    expect(colourOf(en.contractStatusCancelled)).toContain('--mantine-color-red');
  });

  it('pages 5 contracts at a time, the expired one on page 2 in red', async () => {
    const user = userEvent.setup();
    const contracts = [
      ...Array.from({ length: 5 }, () => aContract('Draft')),
      aContract('Sent', { IsExpired: true }),
    ];
    renderWithProviders(
      <ProjectSummaryModal
        target={{ name: 'Jane Doe', projects: [kitchen], contracts }}
        onClose={() => undefined}
      />,
    );
    expect(rows()).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    const expired = screen.getByText(en.contractExpiredLabel).closest('[data-state]');
    expect(expired?.getAttribute('style')).toContain('--mantine-color-red');
  });

  it('shows a contact without contracts its projects and their status', () => {
    renderWithProviders(
      <ProjectSummaryModal
        target={{ name: 'Jane Doe', projects: [kitchen, deck] }}
        onClose={() => undefined}
      />,
    );
    expect(rows()).toEqual([
      ['Kitchen', 'Current'],
      ['Deck', 'Archived/Finished'],
    ]);
  });
});
