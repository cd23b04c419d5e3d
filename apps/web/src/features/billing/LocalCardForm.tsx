import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ProblemAlert } from '../../components/ProblemAlert';
import { useSaving } from '../../components/useSaving';
import { payLocally, type LocalPaymentSession } from './api';
import { cardNumberText, cvcText, digitsOf, expiryText } from './cardInput';
import { money } from './format';

/**
 * The card side of the local payment page: card number, MM/YY, CVC and the name on the card. Pay
 * sends them; the server answers where to go next, or why the card was refused (shown on the form).
 */
export function LocalCardForm({ session }: { session: LocalPaymentSession }) {
  const { t, i18n } = useTranslation();
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '', name: '' });
  const [refusal, setRefusal] = useState<string | null>(null);
  const { saving, isSaving, whileSaving } = useSaving();
  // Paid: the button stays busy until the browser has left for the next page.
  const [leaving, setLeaving] = useState(false);
  const set = (field: keyof typeof card, value: string) => {
    setCard((previous) => ({ ...previous, [field]: value }));
    setRefusal(null);
  };

  const pay = () =>
    whileSaving(async () => {
      const answer = await payLocally({
        Id: session.Id,
        CardNumber: digitsOf(card.number),
        Expiry: card.expiry,
        Cvc: card.cvc,
        Name: card.name.trim(),
      });
      if (answer.Type === 200) {
        setLeaving(true);
        window.location.assign(answer.Data.Url);
        return;
      }
      setRefusal(answer.Content || t('errors.unknown'));
    });

  const payLabel =
    session.Total > 0
      ? t('billing.local.pay', { total: money(session.Total, i18n.language) })
      : t('billing.local.saveCard');

  return (
    <form
      aria-label={t('billing.local.cardForm')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!isSaving() && !leaving) void pay();
      }}
    >
      <Stack gap="md">
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            {t('billing.local.email')}
          </Text>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {session.Email}
          </Text>
        </Stack>
        <TextInput
          label={t('billing.local.cardNumber')}
          placeholder="1234 1234 1234 1234"
          value={card.number}
          onChange={(event) => set('number', cardNumberText(event.currentTarget.value))}
          inputMode="numeric"
          autoComplete="cc-number"
          required
        />
        <Group grow gap="sm" align="flex-start">
          <TextInput
            label={t('billing.local.expiry')}
            placeholder={t('billing.local.expiryPlaceholder')}
            value={card.expiry}
            onChange={(event) => set('expiry', expiryText(event.currentTarget.value))}
            inputMode="numeric"
            autoComplete="cc-exp"
            required
          />
          <TextInput
            label={t('billing.local.cvc')}
            placeholder="123"
            value={card.cvc}
            onChange={(event) => set('cvc', cvcText(event.currentTarget.value))}
            inputMode="numeric"
            autoComplete="cc-csc"
            required
          />
        </Group>
        <TextInput
          label={t('billing.local.name')}
          value={card.name}
          onChange={(event) => set('name', event.currentTarget.value)}
          autoComplete="cc-name"
          maxLength={100}
          required
        />
        {refusal && <ProblemAlert testId="card-refusal">{refusal}</ProblemAlert>}
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={saving || leaving}
          leftSection={<IconLock size={18} aria-hidden />}
        >
          {payLabel}
        </Button>
      </Stack>
    </form>
  );
}
