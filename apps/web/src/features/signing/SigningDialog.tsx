import { lazy, Suspense } from 'react';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/Dialog';
import type { SignaturePanelProps } from './SignaturePanel';

// The pad and signature_pad load apart from the page, which shows without them.
export const loadSignaturePanel = () => import('./SignaturePanel');
const SignaturePanel = lazy(async () => ({ default: (await loadSignaturePanel()).SignaturePanel }));

interface SigningDialogProps extends SignaturePanelProps {
  opened: boolean;
  signerName: string;
}

/**
 * 'Sign Your Contract Electronically Here' (doc 3 §2): a fixed dialog, the whole screen on a phone,
 * so that drawing never scrolls the page.
 */
export function SigningDialog({ opened, signerName, onCancel, onAgree }: SigningDialogProps) {
  const { t } = useTranslation(['ui', 'messages']);
  return (
    <Dialog opened={opened} title={t('messages:signingDialogTitle')} onClose={onCancel} fullScreenOnPhone>
      <Stack gap="sm">
        <Text size="sm">{t('signing.signingAs', { name: signerName })}</Text>
        <Suspense
          fallback={
            <Center mih={220} role="status">
              <Stack align="center" gap="xs">
                <Loader aria-hidden />
                <Text size="sm">{t('signing.dialogLoading')}</Text>
              </Stack>
            </Center>
          }
        >
          <SignaturePanel onCancel={onCancel} onAgree={onAgree} />
        </Suspense>
      </Stack>
    </Dialog>
  );
}
