import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../lib/toast';
import { AmountForm } from './AmountForm';
import type { PaymentActions, RecordedPayment } from './api';
import type { PaymentWords } from './format';

/** Received in green, refused greyed, the others (waiting on someone) amber. */
const stateColours: Record<RecordedPayment['Status'], string> = {
  received: 'green.9',
  cancelled: 'dimmed',
  reported: 'accent.9',
  pending: 'accent.9',
};

/**
 * The payments made on one invoice (issue 33 §3). One the client reported (an e-Transfer they say they
 * sent) waits for the contractor: "Confirm received", with its amount prefilled and correctable, or
 * "Not received", which refuses it (an amount of 0) after asking. A card payment received may be
 * refunded, in part or in full (Stripe gives it back to the card or account it came from).
 */
export function PaymentList({
  payments,
  timeZone,
  words,
  actions,
}: {
  payments: readonly RecordedPayment[];
  timeZone: string;
  words: PaymentWords;
  actions: PaymentActions;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [refunding, setRefunding] = useState<string | null>(null);
  if (payments.length === 0) return null;

  /** What one payment was: its method (a card's last digits), amount and day. */
  const described = (payment: RecordedPayment) =>
    t('contractPayments.payments.line', {
      method:
        payment.Method === 'card' && payment.CardLast4
          ? t('contractPayments.payments.card', { last4: payment.CardLast4 })
          : t(`contractPayments.payments.method.${payment.Method}`),
      amount: words.money(payment.AmountCents),
      day: words.dayOf(payment.Time, timeZone),
    });

  const refuse = (payment: RecordedPayment) =>
    modals.openConfirmModal({
      title: t('contractPayments.confirm.refuseTitle'),
      children: (
        <Text size="sm">
          {t('contractPayments.confirm.refuseText', { amount: words.money(payment.AmountCents) })}
        </Text>
      ),
      labels: { confirm: t('contractPayments.confirm.refuseConfirm'), cancel: t('contractPayments.cancel') },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': t('app.close') },
      // Above the payments' dialog.
      zIndex: 400,
      onConfirm: () =>
        void (async () => {
          const answer = await actions.confirmPayment(payment.Id, 0);
          if (answer.Type === 200) toastSuccess(answer.Content || t('contractPayments.confirm.refused'));
        })(),
    });

  return (
    <Stack gap={4}>
      <Text size="xs" fw={600}>
        {t('contractPayments.payments.title')}
      </Text>
      {payments.map((payment) => (
        <Stack key={payment.Id} gap={4} data-testid="recorded-payment">
          <Text size="sm">
            {described(payment)}
            {' · '}
            <Text span size="sm" c={stateColours[payment.Status]} fw={600}>
              {t(`contractPayments.payments.state.${payment.Status}`)}
            </Text>
            {payment.RefundedCents > 0 && (
              <>
                {' · '}
                {t('contractPayments.payments.refunded', { amount: words.money(payment.RefundedCents) })}
              </>
            )}
          </Text>
          {payment.Status === 'reported' &&
            (confirming === payment.Id ? (
              <AmountForm
                label={t('contractPayments.confirm.amount')}
                description={t('contractPayments.confirm.amountHint')}
                initialCents={payment.AmountCents}
                submitLabel={t('contractPayments.confirm.submit')}
                onCancel={() => setConfirming(null)}
                onSubmit={async (cents) => {
                  const answer = await actions.confirmPayment(payment.Id, cents);
                  if (answer.Type !== 200) return false;
                  toastSuccess(answer.Content || t('contractPayments.confirm.done'));
                  return true;
                }}
              />
            ) : (
              <Group gap="xs">
                <Button
                  size="xs"
                  onClick={() => setConfirming(payment.Id)}
                  aria-label={t('contractPayments.confirm.buttonFor', {
                    amount: words.money(payment.AmountCents),
                  })}
                >
                  {t('contractPayments.confirm.button')}
                </Button>
                <Button size="xs" variant="default" onClick={() => refuse(payment)}>
                  {t('contractPayments.confirm.refuse')}
                </Button>
              </Group>
            ))}
          {payment.Method === 'card' &&
            payment.Status === 'received' &&
            payment.RefundedCents < payment.AmountCents &&
            (refunding === payment.Id ? (
              <AmountForm
                label={t('contractPayments.refund.amount')}
                description={t('contractPayments.refund.amountHint')}
                initialCents={payment.AmountCents - payment.RefundedCents}
                submitLabel={t('contractPayments.refund.submit')}
                onCancel={() => setRefunding(null)}
                onSubmit={async (cents) => {
                  const answer = await actions.refundCard(payment.Id, cents);
                  if (answer.Type !== 200) return false;
                  toastSuccess(answer.Content || t('contractPayments.refund.done'));
                  setRefunding(null);
                  return true;
                }}
              />
            ) : (
              <Button
                size="xs"
                variant="default"
                w="fit-content"
                onClick={() => setRefunding(payment.Id)}
                aria-label={t('contractPayments.refund.buttonFor', {
                  amount: words.money(payment.AmountCents),
                })}
              >
                {t('contractPayments.refund.button')}
              </Button>
            ))}
        </Stack>
      ))}
    </Stack>
  );
}
