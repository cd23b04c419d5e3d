import { useEffect } from 'react';
import { Switch } from '@mantine/core';
import { contractTypes } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import type { BuilderSetup } from './setup';

/**
 * Issue 32 §4: a client contract's clients may sign one after the other, in the project's order, each
 * sent the link once the one before has signed. Shown only with two clients or more; a value left from
 * an earlier setup is cleared (the server clears it too).
 */
export function SigningOrderSwitch({
  setup,
  value,
  onChange,
}: {
  setup: Pick<BuilderSetup, 'type' | 'project'>;
  value: boolean;
  onChange: (signInOrder: boolean) => void;
}) {
  const { t } = useTranslation();
  const clients = setup.project.Clients;
  const applies = setup.type === contractTypes.client && clients.length > 1;
  useEffect(() => {
    if (!applies && value) onChange(false);
  }, [applies, value, onChange]);
  if (!applies) return null;
  const names = clients.map((client) => `${client.FirstName} ${client.LastName}`.trim());
  return (
    <Switch
      checked={value}
      onChange={(event) => onChange(event.currentTarget.checked)}
      label={t('contracts.signInOrder')}
      description={t('contracts.signInOrderHint', { names: names.join(', ') })}
    />
  );
}
