import { Text } from '@mantine/core';
import { formatCad } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import type { ProjectContract } from './api';

/**
 * Which contract a line is: its number, with the amendment's revision, and its total with tax (the
 * document's 'Total' line, worked out by the server from the shared tax rules). A draft without a
 * price shows its number alone.
 */
export function ContractFigures({ contract }: { contract: ProjectContract }) {
  const { t, i18n } = useTranslation();
  if (contract.Number === undefined) return null;
  const number =
    (contract.Revision ?? 0) > 0
      ? t('projects.contractNumberAmended', { number: contract.Number, revision: contract.Revision })
      : t('projects.contractNumber', { number: contract.Number });
  const total =
    contract.TotalWithTax === null || contract.TotalWithTax === undefined
      ? ''
      : t('projects.contractTotalWithTax', {
          amount: formatCad(contract.TotalWithTax, `${i18n.language}-CA`),
        });
  return (
    <Text size="xs" data-testid="contract-figures">
      {number}
      {total && (
        <>
          {' · '}
          {/* An amount is read whole: never broken at its spaces on a phone. */}
          <span style={{ whiteSpace: 'nowrap' }}>{total}</span>
        </>
      )}
    </Text>
  );
}
