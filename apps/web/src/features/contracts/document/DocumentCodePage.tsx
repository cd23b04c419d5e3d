import { Anchor, Button, Code, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { groupedDocumentCode, parseQrPayload } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../../../components/usePageTitle';
import { DocumentStatusPanel } from './DocumentStatusPanel';

/**
 * /C/<code>/P03-05: where the QR code printed on every page of a contract leads a phone that scans
 * it. It says what the page is and confirms the contract's number, its contractor's business name
 * and its status, so that whoever holds the paper knows it is genuine and current; the contract's
 * content stays with its parties, who sign in to see it.
 */
export function DocumentCodePage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const named = parseQrPayload(pathname);
  usePageTitle(t('documentCode.title'));

  return (
    <Container size="sm" py={{ base: 'xl', sm: 48 }}>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t('documentCode.title')}
          </Title>
          {named ? (
            <>
              <Text>{t('documentCode.page', { page: named.page, count: named.pageCount })}</Text>
              <DocumentStatusPanel code={named.code} />
              <Text>
                {t('documentCode.codeLabel')}{' '}
                <Code fz="md" style={{ whiteSpace: 'nowrap' }}>
                  {groupedDocumentCode(named.code)}
                </Code>
              </Text>
              <Text>{t('documentCode.explained')}</Text>
              <Anchor component={Link} to="/verify">
                {t('verify.documentVerifyLink')}
              </Anchor>
            </>
          ) : (
            <Text>{t('documentCode.unreadable')}</Text>
          )}
          <Group gap="sm">
            <Button component={Link} to="/login">
              {t('documentCode.signIn')}
            </Button>
            <Anchor component={Link} to="/">
              {t('notFound.back')}
            </Anchor>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
