import { useTranslation } from 'react-i18next';
import classes from './SkipLink.module.css';

export const mainContentId = 'main-content';

/** First focusable element of every layout: jumps over the header and navigation. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className={classes.skipLink} href={`#${mainContentId}`}>
      {t('app.skipToContent')}
    </a>
  );
}
