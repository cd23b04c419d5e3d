import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** Sets the browser tab's title to "{title} · {product}". */
export function usePageTitle(title: string): void {
  const { t } = useTranslation();
  useDocumentTitle(t('app.pageTitle', { title }));
}
