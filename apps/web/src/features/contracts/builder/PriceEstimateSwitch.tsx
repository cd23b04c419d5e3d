import { Switch } from '@mantine/core';
import { citationIn, isConsumerContractWith, languageOf, ruleInForce } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import type { BuilderSetup } from './setup';

export interface PriceEstimateSwitchProps {
  setup: Pick<BuilderSetup, 'type' | 'project' | 'today'>;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * Issue 31 §5: "This price is an estimate". The contract then says so; for a consumer in a province
 * whose record caps the final price over an estimate (Ontario, CPA s. 10), it says by how much at most
 * without the client's agreement, and the switch's hint says it first.
 */
export function PriceEstimateSwitch({ setup, checked, onChange }: PriceEstimateSwitchProps) {
  const { t, i18n } = useTranslation();
  const cap = isConsumerContractWith(setup.type, setup.project.Clients)
    ? ruleInForce(setup.project.Province, 'estimateCap', setup.today)
    : undefined;
  return (
    <Switch
      label={t('contracts.estimate.label')}
      description={
        cap
          ? t('contracts.estimate.capHint', {
              percent: cap.data.percent,
              ...citationIn(cap, languageOf(i18n.language)),
            })
          : t('contracts.estimate.hint')
      }
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      data-testid="price-estimate"
    />
  );
}
