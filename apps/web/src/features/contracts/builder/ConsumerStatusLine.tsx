import { Text } from '@mantine/core';
import { isConsumerContractWith, languageOf, provinceName } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import type { BuilderSetup } from './setup';

/**
 * Whether the province's consumer rules apply to the contract (issue 31 §1), a quiet line under the
 * parties so the contractor sees which it is before the rules' blocks build on it: a client contract
 * is a consumer contract unless every client is marked a business; a sub-contract never is.
 */
export function ConsumerStatusLine({ setup }: { setup: Pick<BuilderSetup, 'type' | 'project'> }) {
  const { t, i18n } = useTranslation();
  const consumer = isConsumerContractWith(setup.type, setup.project.Clients);
  return (
    <Text size="sm" c="dimmed">
      {consumer
        ? t('contracts.consumerContract', {
            province: provinceName(setup.project.Province, languageOf(i18n.language)),
          })
        : t('contracts.businessContract')}
    </Text>
  );
}
