import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContractPayments, Envelope } from '@tradepact/shared';
import { cardPaymentsApi, contractPaymentsApi } from '@tradepact/shared/api-routes';
import { call, dataOf } from '../../lib/http';

export type { ContractPayments, InvoiceSummary, ReceivableDto, RecordedPayment } from '@tradepact/shared';

export const contractPaymentsKey = (id: string) => ['app', 'contract', 'payments', id] as const;

/** A signed contract's payments (issue 33 §1); the view shows a failure itself. */
export function useContractPayments(id: string) {
  return useQuery({
    queryKey: contractPaymentsKey(id),
    queryFn: async ({ signal }) =>
      dataOf(await call(contractPaymentsApi.read, { id }, { signal, toast: false })),
    staleTime: 0,
  });
}

/**
 * The contractor's acts on a contract's payments: each answers the contract's payments as they now
 * are, which the view shows at once; a refusal shows as the error toast. `onChanged` runs after each
 * success (My Projects reads its "Paid $X of $Y" again).
 */
export function usePaymentActions(contractId: string, onChanged: () => void) {
  const queryClient = useQueryClient();
  const settle = (answer: Envelope<ContractPayments | null>) => {
    if (answer.Type === 200 && answer.Data) {
      queryClient.setQueryData(contractPaymentsKey(contractId), answer.Data);
      onChanged();
    }
    return answer;
  };
  return {
    issueInvoice: async (key: string) =>
      settle(await call(contractPaymentsApi.issueInvoice, { Id: contractId, Key: key })),
    confirmPayment: async (paymentId: string, amountCents: number) =>
      settle(
        await call(contractPaymentsApi.confirmPayment, { PaymentId: paymentId, AmountCents: amountCents }),
      ),
    recordPayment: async (invoiceId: string, method: 'etransfer' | 'other', amountCents: number) =>
      settle(
        await call(contractPaymentsApi.recordPayment, {
          InvoiceId: invoiceId,
          Method: method,
          AmountCents: amountCents,
        }),
      ),
    /** Refunds a card payment in part or in full; the payments are read again (its answer is the payment alone). */
    refundCard: async (paymentId: string, amountCents: number) => {
      const answer = await call(cardPaymentsApi.refund, { PaymentId: paymentId, AmountCents: amountCents });
      if (answer.Type === 200) {
        await queryClient.invalidateQueries({ queryKey: contractPaymentsKey(contractId) });
        onChanged();
      }
      return answer;
    },
  };
}

export type PaymentActions = ReturnType<typeof usePaymentActions>;

/** The invoice's PDF as issued (a GET the session's cookie authorizes). */
export const invoicePdfPath = (invoiceId: string) => `/api/app/invoice/pdf?id=${invoiceId}`;
