import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/FormSection';

/**
 * The account's data as a ZIP (issue 18 §4): a GET the session's cookie authorizes, as invoice PDFs
 * are, so the browser streams the archive straight to disk instead of holding it in the page.
 */
export const exportDataPath = '/api/identity/exportdata';

/** Settings → "Download my data". */
export function DownloadMyData() {
  const { t } = useTranslation();
  return (
    <FormSection title={t('settings.exportTitle')} lead={t('settings.exportLead')}>
      <Group>
        <Button
          component="a"
          href={exportDataPath}
          download
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden />}
        >
          {t('settings.exportButton')}
        </Button>
      </Group>
    </FormSection>
  );
}
