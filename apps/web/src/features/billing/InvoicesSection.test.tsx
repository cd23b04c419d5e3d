import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '@tradepact/shared';
import { billingApi } from '@tradepact/shared/api-routes';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, jsonResponse, stubApi, type FetchCall } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { storeSignedInSession } from '../../test/session';
import { setViewportWidth } from '../../test/viewport';
import { InvoicesSection } from './InvoicesSection';
import { anInvoice, routeOf } from './testing';

/** 23 invoices, newest first, served a page at a time as the server does. */
function invoiceServer() {
  const all = Array.from({ length: 23 }, (_, index) => anInvoice(23 - index));
  return stubApi({
    [routeOf(billingApi.invoices)]: (call: FetchCall) => {
      const { pageIndex, pageSize } = call.body as { pageIndex: number; pageSize: number };
      const rows = all.slice((pageIndex - 1) * pageSize, pageIndex * pageSize);
      return jsonResponse(envelope({ Rows: rows, Total: all.length }));
    },
  });
}

const invoiceNumbers = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('invoices', () => {
  beforeEach(() => storeSignedInSession());

  it('shows 10 invoices a page and asks the server for each page', async () => {
    const user = userEvent.setup();
    const api = invoiceServer();
    renderWithProviders(<InvoicesSection />);

    await screen.findByRole('table');
    expect(invoiceNumbers()).toHaveLength(10);
    expect(invoiceNumbers()[0]).toBe('INV-00023');
    const pages = screen.getByRole('navigation', { name: 'Invoice pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));

    await waitFor(() => expect(invoiceNumbers()).toEqual(['INV-00003', 'INV-00002', 'INV-00001']));
    expect(api.callsTo('POST', billingApi.invoices.path).map((call) => call.body)).toEqual([
      { pageIndex: 1, pageSize: 10 },
      { pageIndex: 3, pageSize: 10 },
    ]);
  });

  it('shows each row’s date, total and PDF link', async () => {
    invoiceServer();
    renderWithProviders(<InvoicesSection />);
    await screen.findByRole('table');
    const [first] = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    const row = within(first as HTMLElement);
    expect(row.getByText('2026-05-01')).toBeInTheDocument();
    expect(row.getByText('$33.34')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Download invoice INV-00023 (PDF)' })).toHaveAttribute(
      'href',
      `/api/app/billing/invoicepdf?id=${anInvoice(23).Id}`,
    );
  });

  it.each([
    [1, 'Paid', 0, en.billingPaymentCompleteTip],
    [2, 'Failed', 0, en.billingPaymentFailedTip],
    [3, 'Refunded', 3334, en.billingRefundInitiatedTip],
    [4, 'Partly refunded', 1250, '$12.50 refund was initiated.'],
  ])('explains status %i (%s) in its tooltip', async (Status, StatusStr, Refund, tip) => {
    const user = userEvent.setup();
    stubApi({
      [routeOf(billingApi.invoices)]: envelope({
        Rows: [anInvoice(1, { Status, StatusStr, Refund })],
        Total: 1,
      }),
    });
    renderWithProviders(<InvoicesSection />);

    await user.hover(await screen.findByText(StatusStr));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(tip);
  });

  it('shows cards on a phone', async () => {
    setViewportWidth(360);
    invoiceServer();
    renderWithProviders(<InvoicesSection />);
    const list = await screen.findByRole('list', { name: 'Invoices' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when there is no invoice yet', async () => {
    stubApi({ [routeOf(billingApi.invoices)]: envelope({ Rows: [], Total: 0 }) });
    renderWithProviders(<InvoicesSection />);
    expect(await screen.findByText('You have no invoices yet.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Invoice pages' })).not.toBeInTheDocument();
  });
});
