import { Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconClock } from '@tabler/icons-react';
import type { SigningContract } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { formatInstantDay } from './format';
import classes from './SigningPage.module.css';

interface SignerListProps {
  signers: SigningContract['Signers'];
  /** The recipient of this key, shown as "(you)". */
  signerName: string;
  /** When this visit signed: the recipient's line reads signed from then on. */
  signedAt: string | null;
}

/** Everyone who signs the contract and whether they have, in words as well as icons. */
export function SignerList({ signers, signerName, signedAt }: SignerListProps) {
  const { t, i18n } = useTranslation();
  return (
    <Stack component="ul" gap="xs" className={classes.plainList}>
      {signers.map((signer, index) => {
        const you = signer.Name === signerName;
        const signedTime = signer.SignedTime ?? (you ? signedAt : null);
        const name = you ? t('signing.signerYou', { name: signer.Name }) : signer.Name;
        return (
          <Group component="li" key={`${signer.Name}-${index}`} gap="sm" wrap="nowrap" align="flex-start">
            {signedTime ? (
              <IconCircleCheck size={22} aria-hidden className={classes.signedIcon} />
            ) : (
              <IconClock size={22} aria-hidden className={classes.waitingIcon} />
            )}
            <div>
              <Text component="span" display="block" fw={600}>
                {name}
              </Text>
              {signer.BusinessName && signer.BusinessName !== signer.Name && (
                <Text component="span" display="block" size="sm" fw={400}>
                  {signer.BusinessName}
                </Text>
              )}
              <Text component="span" display="block" size="sm" fw={400}>
                {signedTime
                  ? t('signing.signerSigned', { date: formatInstantDay(signedTime, i18n.language) })
                  : t('signing.signerWaiting')}
              </Text>
            </div>
          </Group>
        );
      })}
    </Stack>
  );
}
