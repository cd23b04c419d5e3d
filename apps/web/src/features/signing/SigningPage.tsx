import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { LoadError } from '../../components/LoadError';
import { usePageTitle } from '../../components/usePageTitle';
import { navigateTo } from '../../lib/navigation';
import { pageQueryParameter } from '../../lib/pageQuery';
import { hasCode, type SigningCodeNeeded } from '@tradepact/shared';
import { loadSigningCodeLabels } from '../../i18n/loadLabels';
import { isRefusal, useNewVersionKey, useSigningContract } from './api';
import { ContractView } from './ContractView';
import { MessageDialog } from './SignDialogs';
import classes from './SigningPage.module.css';

// A contract sent with a code before opening shows a card instead (issue 32 §4): its code and words
// load apart, so that a contract without one pays nothing for them.
const CodeCard = lazy(async () => {
  const [card] = await Promise.all([import('./code/CodeCard'), loadSigningCodeLabels()]);
  return { default: card.CodeCard };
});

/**
 * The page's column: a comfortable reading width on a wide screen, the whole width on a phone; the
 * language switch at its top, as on every public page.
 */
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

/**
 * /Signature?key=… (doc 3 §2): the contract a signing key opens, read and signed without signing in.
 * A refused key shows only the server's message, and OK goes home (doc 3 §8). The first drawing is
 * the same for every key (the loading state), so the build can draw it in advance.
 */
export function SigningPage() {
  const { t } = useTranslation(['ui', 'messages']);
  usePageTitle(t('signing.pageTitle'));
  // The page is its own entry (signingMain.tsx), without the router: its address never changes.
  const [code] = useState(() => pageQueryParameter('key'));
  const contract = useSigningContract(code);
  const refusal = contract.isError && isRefusal(contract.error) ? contract.error : null;
  const newVersion = useNewVersionKey(
    code,
    refusal !== null && hasCode(refusal.envelope, 'signingContractSuperseded'),
  );
  const codeNeeded =
    refusal && hasCode(refusal.envelope, 'signingCodeRequired')
      ? (refusal.envelope.Data as SigningCodeNeeded)
      : null;
  const loading = (
    <Center mih="40vh">
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden />
        <Text>{t('messages:signingLoading')}</Text>
      </Stack>
    </Center>
  );

  if (contract.isSuccess) {
    return (
      <Column>
        <ContractView code={code} contract={contract.data} />
      </Column>
    );
  }
  return (
    <Column>
      <Title order={1} className={classes.heading}>
        {t('signing.pageTitle')}
      </Title>
      {contract.isPending && loading}
      {codeNeeded && (
        <Suspense fallback={loading}>
          <CodeCard code={code} needed={codeNeeded} onOpened={() => contract.refetch()} />
        </Suspense>
      )}
      {contract.isError && !isRefusal(contract.error) && (
        <LoadError
          title={t('signing.loadErrorTitle')}
          error={contract.error}
          onRetry={() => void contract.refetch()}
        />
      )}
      <MessageDialog
        // A replaced contract's message waits for the new version's link, so that it shows once, whole.
        message={refusal && !codeNeeded && !newVersion.isFetching ? refusal.message : null}
        title={t('messages:dialogErrorTitle')}
        onClose={() => navigateTo('/')}
        alert
        action={
          newVersion.data
            ? {
                label: t('signing.newVersionOpen'),
                href: `/Signature?key=${encodeURIComponent(newVersion.data)}`,
              }
            : undefined
        }
      />
    </Column>
  );
}
