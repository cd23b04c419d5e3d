import { useEffect, type ReactNode } from 'react';
import { Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDay } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LanguageSwitch } from '../../../components/LanguageSwitch';
import { LoadError } from '../../../components/LoadError';
import { usePageTitle } from '../../../components/usePageTitle';
import { chosenLanguage, showLanguage } from '../../../i18n/switchLanguage';
import { isRefusal, useClientCancellation, type ClientCancellation } from './api';
import { CancelForm } from './CancelForm';
import { CancelledNotice } from './CancelledNotice';
import { ContractFacts } from './ContractFacts';
import classes from './CancelPage.module.css';

function Column({ children }: { children: ReactNode }) {
  return (
    <Stack className={classes.column}>
      <Group justify="flex-end">
        <LanguageSwitch size="sm" />
      </Group>
      {children}
    </Stack>
  );
}

/** The page speaks the contract's language, unless the reader chose one with the switch. */
function useContractLanguage(language: ClientCancellation['Language'] | undefined) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (language && !chosenLanguage() && i18n.language !== language) void showLanguage(language);
  }, [language, i18n]);
}

/**
 * /CancelAgreement?key=… (issue 31 §2): a consumer cancels a signed contract within the period to cancel,
 * from the completion email's link, without signing in. It shows what is cancelled and the last day,
 * takes an optional reason and a clear confirmation; once cancelled, the time it was recorded. A
 * refused key (no right to cancel, the period ended) shows only the server's words.
 */
export function CancelPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('cancel.pageTitle'));
  const [params] = useSearchParams();
  const code = params.get('key') ?? '';
  const cancellation = useClientCancellation(code);
  useContractLanguage(cancellation.data?.Language);

  if (cancellation.isSuccess) {
    const contract = cancellation.data;
    return (
      <Column>
        <Title order={1} className={classes.heading}>
          {contract.CancelledTime
            ? t('cancel.doneTitle')
            : t('cancel.heading', { business: contract.BusinessName })}
        </Title>
        {contract.CancelledTime ? (
          <CancelledNotice contract={contract} />
        ) : (
          <Text>
            {t('cancel.lead', {
              name: contract.SignerName,
              date: formatDay(contract.LastDay, `${i18n.language}-CA`),
            })}
          </Text>
        )}
        <ContractFacts contract={contract} />
        {!contract.CancelledTime && <CancelForm code={code} contract={contract} />}
        <Text size="sm" c="dimmed">
          {t('cancel.notAdvice')}
        </Text>
      </Column>
    );
  }
  return (
    <Column>
      <Title order={1} className={classes.heading}>
        {t('cancel.pageTitle')}
      </Title>
      {cancellation.isPending && (
        <Center mih="30vh">
          <Loader aria-label={t('app.loading')} />
        </Center>
      )}
      {cancellation.isError &&
        (isRefusal(cancellation.error) ? (
          <Paper withBorder p="md" role="alert">
            <Text fw={600}>{cancellation.error.message}</Text>
          </Paper>
        ) : (
          <LoadError
            title={t('cancel.loadErrorTitle')}
            error={cancellation.error}
            onRetry={() => void cancellation.refetch()}
          />
        ))}
    </Column>
  );
}
