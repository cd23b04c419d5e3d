import { useEffect, useState, type ReactNode } from 'react';
import { Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { LoadError } from '../../components/LoadError';
import { usePageTitle } from '../../components/usePageTitle';
import { pageQueryParameter } from '../../lib/pageQuery';
import { isRefusal, usePayPage } from './api';
import { InvoiceView } from './InvoiceView';
import { loadHowToPay } from './loadHowToPay';
import classes from './PayPage.module.css';

/** The page's column, the language switch at its top, as on the signing page. */
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
 * /Invoice?key=… (issue 33 §3): an invoice its key opens, paid without signing in. Back from the card
 * payment page the address carries `paid=1`. A refused key shows the server's message. The first
 * drawing is the same for every key (the loading state), so the build can draw it in advance.
 */
export function PayPage() {
  const { t } = useTranslation();
  usePageTitle(t('pay.pageTitle'));
  // The page is its own entry (payMain.tsx), without the router: its address never changes.
  const [key] = useState(() => pageQueryParameter('key'));
  const [backFromCard] = useState(() => pageQueryParameter('paid') === '1');
  const page = usePayPage(key, backFromCard);
  // The ways to pay download while the invoice is asked for, so they are there when it arrives.
  useEffect(() => {
    void loadHowToPay();
  }, []);

  // Once loaded, the invoice stays shown: a later check that fails (back from the card page) changes nothing.
  if (page.data) {
    return (
      <Column>
        <InvoiceView payKey={key} page={page.data} backFromCard={backFromCard} />
      </Column>
    );
  }
  return (
    <Column>
      <Title order={1} className={classes.heading}>
        {t('pay.pageTitle')}
      </Title>
      {page.isPending && (
        <Center mih="40vh">
          <Stack align="center" gap="sm" role="status">
            <Loader aria-hidden />
            <Text>{t('app.loading')}</Text>
          </Stack>
        </Center>
      )}
      {isRefusal(page.error) && (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <Group align="flex-start" wrap="nowrap" gap="sm">
            <IconCircleX size={28} aria-hidden color="var(--mantine-color-red-7)" style={{ flex: 'none' }} />
            <Stack gap="xs">
              <Text fw={600} size="lg" role="alert">
                {page.error.message}
              </Text>
              <Text>{t('pay.invalidHint')}</Text>
            </Stack>
          </Group>
        </Paper>
      )}
      {page.error && !isRefusal(page.error) && (
        <LoadError title={t('pay.loadErrorTitle')} error={page.error} onRetry={() => void page.refetch()} />
      )}
    </Column>
  );
}
