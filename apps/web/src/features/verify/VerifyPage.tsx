import { Alert, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/usePageTitle';
import { useVerifyPdf } from './api';
import { PdfDropzone } from './PdfDropzone';
import { VerifyResult } from './VerifyResult';

/**
 * /verify: anyone drops a PDF and learns whether it is exactly a contract this product sealed. The
 * server computes the file's SHA-256 and looks it up among the sealed files' fingerprints.
 */
export function VerifyPage() {
  const { t } = useTranslation();
  usePageTitle(t('verify.title'));
  const check = useVerifyPdf();
  const fileName = check.variables?.name ?? '';

  return (
    <Container size="sm" px={{ base: 'sm', sm: 'md' }} py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('verify.title')}
          </Title>
          <Text>{t('verify.lead')}</Text>
        </Stack>
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
          <Stack gap="md">
            <PdfDropzone onFile={(file) => check.mutate(file)} checking={check.isPending} />
            <div aria-live="polite">
              {check.isPending && <Text size="sm">{t('verify.checking', { fileName })}</Text>}
              {check.isSuccess && <VerifyResult answer={check.data} fileName={fileName} />}
              {check.isError && (
                <Alert color="red" variant="light" title={t('verify.failedTitle')}>
                  {check.error.message}
                </Alert>
              )}
            </div>
          </Stack>
        </Paper>
        <Stack gap="xs" component="section" aria-labelledby="verify-meaning">
          <Title order={2} fz="lg" id="verify-meaning">
            {t('verify.meaningTitle')}
          </Title>
          <Text size="sm">{t('verify.meaning')}</Text>
        </Stack>
      </Stack>
    </Container>
  );
}
