import { Button, Text } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDay } from './format';
import classes from './SigningPage.module.css';

interface SignBarProps {
  /** YYYY-MM-DD: the last day it may be signed. */
  expiry: string;
  /** The reader has reached the signature once: the bar's button then signs. */
  reviewed: boolean;
  onReview: () => void;
  onSign: () => void;
}

/**
 * The bar at the bottom of the screen while the signature is out of sight (issue 32 §1): "Review and
 * sign" takes the reader to what signing means and the Sign button; once they have been there, it
 * opens the pad itself, within a thumb's reach wherever they are in the contract.
 */
export function SignBar({ expiry, reviewed, onReview, onSign }: SignBarProps) {
  const { t, i18n } = useTranslation();
  return (
    <div role="region" aria-label={t('signing.signBarLabel')} className={classes.signBar}>
      <div className={classes.signBarInner}>
        <Text size="sm" className={classes.signBarText}>
          {t('signing.signByDate', { date: formatDay(expiry, i18n.language) })}
        </Text>
        <Button
          size="md"
          className={classes.signBarButton}
          leftSection={reviewed ? <IconSignature aria-hidden /> : undefined}
          onClick={reviewed ? onSign : onReview}
        >
          {reviewed ? t('signing.signButton') : t('signing.reviewAndSign')}
        </Button>
      </div>
    </div>
  );
}
