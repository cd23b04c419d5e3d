import { Stack, Switch } from '@mantine/core';
import { isConsumerContractWith, restrictedProductsRuleOf } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { fieldIds } from './fields';
import type { BuilderSetup } from './setup';

export interface RestrictedProductsSectionProps {
  setup: Pick<BuilderSetup, 'type' | 'project' | 'today'>;
  restrictedProducts: boolean;
  clientInitiatedContact: boolean;
  onChange: (change: { RestrictedProducts?: boolean; ClientInitiatedContact?: boolean }) => void;
  /** Why the last review stopped here: the client did not make the first contact. */
  error?: string | undefined;
}

/**
 * Issue 31 §5, Ontario's restricted products (O. Reg. 8/18): for a consumer contract in a province
 * with the rule, whether the contract includes a furnace, an air conditioner… (the Ministry's
 * disclosure statement then becomes its page 1) and, once it does, whether the client made the first
 * contact, which the statement records and without which the server refuses to send it.
 */
export function RestrictedProductsSection({
  setup,
  restrictedProducts,
  clientInitiatedContact,
  onChange,
  error,
}: RestrictedProductsSectionProps) {
  const { t } = useTranslation();
  const consumer = isConsumerContractWith(setup.type, setup.project.Clients);
  if (!restrictedProductsRuleOf({ province: setup.project.Province, day: setup.today, consumer })) {
    return null;
  }
  return (
    <Stack gap="sm">
      <Switch
        id={fieldIds.restrictedProducts}
        checked={restrictedProducts}
        onChange={(event) => onChange({ RestrictedProducts: event.currentTarget.checked })}
        label={t('contracts.restricted.products')}
        description={t('contracts.restricted.productsHint')}
      />
      {restrictedProducts && (
        <Switch
          id={fieldIds.clientInitiatedContact}
          checked={clientInitiatedContact}
          onChange={(event) => onChange({ ClientInitiatedContact: event.currentTarget.checked })}
          label={t('contracts.restricted.initiated')}
          description={t('contracts.restricted.initiatedHint')}
          error={error}
          ml="xl"
        />
      )}
    </Stack>
  );
}
