import { Button, CopyButton, Text } from '@mantine/core';
import { IconCircleCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './PayPage.module.css';

/**
 * A value the client types into their bank's app (the e-Transfer address, the reference), shown as a
 * field with a button that copies it, so nothing is mistyped.
 */
export function CopyValue({ value, copyLabel }: { value: string; copyLabel: string }) {
  const { t } = useTranslation();
  return (
    <div className={classes.copyValue}>
      <Text component="span" className={classes.copyText}>
        {value}
      </Text>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button
            variant={copied ? 'light' : 'subtle'}
            color={copied ? 'green' : undefined}
            onClick={copy}
            aria-label={copyLabel}
            leftSection={
              copied ? <IconCircleCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />
            }
            className={`${classes.touch} ${classes.copyButton}`}
          >
            {t(copied ? 'pay.copied' : 'pay.copy')}
          </Button>
        )}
      </CopyButton>
    </div>
  );
}
