import type { ReactNode } from 'react';
import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatPhone } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import type { SigningContract } from './api';
import { formatDay } from './format';
import { Section } from './Section';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={600}>
        {children}
      </Text>
    </div>
  );
}

/** Who sent the contract and how to reach them, its number and the last day to sign. */
export function SenderSection({ contract }: { contract: SigningContract }) {
  const { t, i18n } = useTranslation();
  return (
    <Section title={t('signing.facts')}>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm" m={0}>
        <Fact label={t('signing.sentBy')}>
          <Stack gap={0} component="span">
            <span>{contract.BusinessName}</span>
            {contract.ContractorName && (
              <Text component="span" fw={400}>
                {contract.ContractorName}
              </Text>
            )}
          </Stack>
        </Fact>
        <Fact label={t('signing.contractNumber')}>
          {t('signing.contractNumberValue', { number: contract.Number })}
        </Fact>
        {contract.ContractorPhone && (
          <Fact label={t('signing.phone')}>
            <Anchor href={`tel:${contract.ContractorPhone}`} inherit>
              {formatPhone(contract.ContractorPhone, i18n.language)}
            </Anchor>
          </Fact>
        )}
        {contract.ContractorEmail && (
          <Fact label={t('signing.email')}>
            <Anchor href={`mailto:${contract.ContractorEmail}`} inherit style={{ overflowWrap: 'anywhere' }}>
              {contract.ContractorEmail}
            </Anchor>
          </Fact>
        )}
        <Fact label={t('signing.signBy')}>{formatDay(contract.ExpiredTime, i18n.language)}</Fact>
      </SimpleGrid>
    </Section>
  );
}
