import { useState, type ReactNode } from 'react';
import { Button, Center, Divider, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../components/AppModal';
import { LoadError } from '../../components/LoadError';
import { ProblemAlert } from '../../components/ProblemAlert';
import type { CheckoutOrder, CheckoutPreview } from './api';
import { dateText, money, ratePercent, rateOfFraction, taxName } from './format';
import { useCheckout } from './useCheckout';

/** Doc 3 §9: the checkout modal is at most 500 px wide. */
const checkoutWidth = 500;

function Line({
  label,
  amount,
  note,
  strong,
}: {
  label: string;
  amount: string;
  note?: ReactNode;
  strong?: boolean;
}) {
  return (
    <div>
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Text fw={strong ? 700 : undefined} size={strong ? 'lg' : 'sm'}>
          {label}
        </Text>
        <Text fw={strong ? 700 : undefined} size={strong ? 'lg' : 'sm'} style={{ whiteSpace: 'nowrap' }}>
          {amount}
        </Text>
      </Group>
      {note}
    </div>
  );
}

/** The preview's amounts: price, discount and credit, each tax under the tax, and the total. */
function Amounts({ preview }: { preview: CheckoutPreview }) {
  const { t, i18n } = useTranslation();
  const cad = (cents: number) => money(cents, i18n.language);
  const less = (cents: number) => t('billing.checkout.less', { amount: cad(cents) });
  return (
    <Stack gap="xs" data-testid="checkout-amounts">
      <Text fw={700}>{preview.Name}</Text>
      <Line label={t('billing.checkout.amount')} amount={cad(preview.Amount)} />
      {preview.Discount > 0 && (
        <Line
          label={t('billing.checkout.discount')}
          amount={less(preview.Discount)}
          note={
            preview.PromotionStr && (
              <Text size="xs" c="dimmed">
                {preview.PromotionStr}
              </Text>
            )
          }
        />
      )}
      <Line
        label={t('billing.checkout.tax', { rate: rateOfFraction(preview.TaxRate, i18n.language) })}
        amount={cad(preview.Tax)}
        note={preview.TaxLines.map((line) => (
          <Group key={line.Name} justify="space-between" wrap="nowrap" pl="md">
            <Text size="xs" c="dimmed">
              {t('billing.checkout.taxLine', {
                name: taxName(line.Name, i18n.language),
                rate: ratePercent(line.Rate, i18n.language),
              })}
            </Text>
            <Text size="xs" c="dimmed">
              {cad(line.Amount)}
            </Text>
          </Group>
        ))}
      />
      {/* Credit pays part of the bill, taxes included. */}
      {preview.CreditUsed > 0 && (
        <Line label={t('billing.checkout.credit')} amount={less(preview.CreditUsed)} />
      )}
      <Divider />
      <Line label={t('billing.checkout.total')} amount={cad(preview.Total)} strong />
    </Stack>
  );
}

const day = 86_400_000;
/** Where the date goes in the sentence: a private-use character no catalogue text holds. */
const dateSlot = '\uE000';

/**
 * DECISIONS "Trial days are kept": a plan bought during a trial starts its first paid period when the
 * trial ends, and the checkout says so before Pay.
 */
function TrialKept({ trialEnd }: { trialEnd: string }) {
  const { t } = useTranslation();
  // The days left when the checkout opened: the count does not tick while it is open.
  const [openedAt] = useState(() => Date.now());
  const count = Math.max(1, Math.ceil((Date.parse(trialEnd) - openedAt) / day));
  // A date is read whole: it is set apart from the sentence so that it never breaks at its hyphens.
  const [before, after = ''] = t('billing.checkout.trialKept', { count, date: dateSlot }).split(dateSlot);
  return (
    <Text size="sm" data-testid="checkout-trial-kept">
      {before}
      <span style={{ whiteSpace: 'nowrap' }}>{dateText(trialEnd)}</span>
      {after}
    </Text>
  );
}

function CheckoutBody({ order, onClose }: { order: CheckoutOrder; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const checkout = useCheckout(order);
  const [code, setCode] = useState('');
  const { preview } = checkout;

  if (checkout.loading) {
    return (
      <Center mih={160} role="status" aria-label={t('app.loading')}>
        <Loader />
      </Center>
    );
  }
  if (!preview) {
    return (
      <LoadError
        title={t('billing.checkout.loadError')}
        error={new Error(checkout.loadError ?? t('errors.unknown'))}
        onRetry={checkout.retry}
      />
    );
  }
  return (
    <Stack gap="md">
      <Amounts preview={preview} />
      {preview.TrialEnd && <TrialKept trialEnd={preview.TrialEnd} />}
      {preview.IsPromotionAllowed && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (code.trim()) void checkout.apply(code);
          }}
        >
          <TextInput
            label={t('billing.checkout.promoLabel')}
            value={code}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              checkout.clearPromoError();
            }}
            error={checkout.promoError}
            maxLength={40}
            autoComplete="off"
            rightSectionWidth={88}
            rightSection={
              <Button
                type="submit"
                size="compact-sm"
                variant="light"
                loading={checkout.busy === 'applying'}
                disabled={!code.trim()}
              >
                {t('billing.checkout.apply')}
              </Button>
            }
          />
        </form>
      )}
      {checkout.payError && <ProblemAlert>{checkout.payError}</ProblemAlert>}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('billing.checkout.cancel')}
        </Button>
        <Button
          onClick={() => void checkout.pay()}
          loading={checkout.busy === 'paying'}
          disabled={checkout.busy === 'applying'}
        >
          {t('billing.checkout.pay', { total: money(preview.Total, i18n.language) })}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The checkout modal (doc 3 §2/§3): what the order costs, a promo code when the server allows one,
 * and Pay, which goes to the payment page.
 */
export function CheckoutModal({ order, onClose }: { order: CheckoutOrder | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppModal
      opened={order !== null}
      onClose={onClose}
      title={t('billing.checkout.title')}
      size={checkoutWidth}
    >
      {order && <CheckoutBody key={JSON.stringify(order)} order={order} onClose={onClose} />}
    </AppModal>
  );
}
