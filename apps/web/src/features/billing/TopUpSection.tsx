import { useId, useState } from 'react';
import { Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { maxTopUpQuantity } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import type { CheckoutOrder, SubscriptionInfo } from './api';

type TopUp = SubscriptionInfo['TopUps'][number];

function TopUpRow({ product, onBuy }: { product: TopUp; onBuy: (order: CheckoutOrder) => void }) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState(1);
  return (
    <Group justify="space-between" align="flex-end" gap="sm" data-testid={`topup-${product.Type}`}>
      <Stack gap={0} style={{ flex: '1 1 200px' }}>
        <Text fw={600}>{product.Name}</Text>
        <Text size="sm" c="dimmed">
          {t('billing.topUp.price', { price: product.PriceStr })}
        </Text>
      </Stack>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <NumberInput
          label={t('billing.topUp.quantity')}
          aria-label={t('billing.topUp.quantityOf', { name: product.Name })}
          value={quantity}
          onChange={(value) => setQuantity(typeof value === 'number' ? value : 1)}
          min={1}
          max={maxTopUpQuantity}
          clampBehavior="strict"
          allowDecimal={false}
          allowNegative={false}
          w={96}
        />
        <Button
          onClick={() => onBuy({ kind: 'topup', type: product.Type, quantity: Math.max(1, quantity) })}
          aria-label={t('billing.topUp.buyOf', { name: product.Name })}
        >
          {t('billing.topUp.buy')}
        </Button>
      </Group>
    </Group>
  );
}

/** The top-up box (doc 3 §2/§9): extra agreements of each kind, bought at the checkout. */
export function TopUpSection({
  products,
  onBuy,
}: {
  products: readonly TopUp[];
  onBuy: (order: CheckoutOrder) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  if (products.length === 0) return null;
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="h3" id={titleId}>
            {t('billing.topUp.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('billing.topUp.lead')}
          </Text>
        </Stack>
        {products.map((product) => (
          <TopUpRow key={product.Type} product={product} onBuy={onBuy} />
        ))}
      </Stack>
    </Paper>
  );
}
