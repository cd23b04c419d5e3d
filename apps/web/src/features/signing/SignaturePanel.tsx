import { useId, useRef, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconEraser, IconKeyboard, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { dataUrlToBlob } from '../profile/api';
import { SignaturePad, type SignaturePadHandle } from '../profile/SignaturePad';
import type { SignatureInput } from './api';
import { TypedSignature } from './TypedSignature';
import classes from './SigningPage.module.css';

/** Doc 3 §9: the phone layout starts below 768 px. */
const phoneQuery = '(max-width: 767px)';

export interface SignaturePanelProps {
  onCancel: () => void;
  /** A signature was given: the page asks for confirmation, then sends it. */
  onAgree: (input: SignatureInput) => void;
}

/**
 * Inside the signing dialog (doc 3 §2): the pad and its hint, Clear, Cancel and Agree. Typing the
 * full name is the pad's alternative for those who cannot draw (keyboard, screen reader). An empty
 * pad is refused with 'Please Provide your signature!' (doc 3 §5).
 */
export function SignaturePanel({ onCancel, onAgree }: SignaturePanelProps) {
  const { t } = useTranslation(['ui', 'messages']);
  const phone = useMediaQuery(phoneQuery) ?? false;
  const hintId = useId();
  const noticeId = useId();
  const padRef = useRef<SignaturePadHandle>(null);
  const [typing, setTyping] = useState(false);
  const [typedName, setTypedName] = useState('');
  const [notice, setNotice] = useState<string | null>(null);

  const clear = () => {
    padRef.current?.clear();
    setTypedName('');
    setNotice(null);
  };

  const agree = () => {
    if (typing) {
      const name = typedName.trim();
      if (!name) return setNotice(t('messages:signingTypedNameRequired'));
      return onAgree({ kind: 'typed', name });
    }
    const pad = padRef.current;
    if (!pad || pad.isEmpty()) return setNotice(t('messages:signingSignatureRequired'));
    onAgree({ kind: 'drawn', png: dataUrlToBlob(pad.toDataURL()) });
  };

  const switchMethod = () => {
    setTyping((value) => !value);
    setNotice(null);
  };

  return (
    <Stack gap="sm">
      {typing ? (
        <TypedSignature value={typedName} onChange={setTypedName} />
      ) : (
        <>
          <Text id={hintId}>{t('messages:signingPadHint')}</Text>
          <SignaturePad
            ref={padRef}
            label={t('signing.padLabel')}
            describedBy={notice ? `${hintId} ${noticeId}` : hintId}
            onDrawnChange={(drawn) => drawn && setNotice(null)}
            height={phone ? 260 : 220}
          />
        </>
      )}
      {notice && (
        <Text id={noticeId} role="alert" c="red.8" fw={600}>
          {notice}
        </Text>
      )}
      <Button
        variant="subtle"
        className={classes.touch}
        leftSection={typing ? <IconPencil size={18} aria-hidden /> : <IconKeyboard size={18} aria-hidden />}
        onClick={switchMethod}
        style={{ alignSelf: 'flex-start' }}
      >
        {typing ? t('signing.padDrawInstead') : t('signing.padTypeInstead')}
      </Button>
      <Group justify="space-between" gap="sm" mt="xs">
        <Button
          variant="default"
          className={classes.touch}
          leftSection={<IconEraser size={18} aria-hidden />}
          onClick={clear}
        >
          {t('signing.padClear')}
        </Button>
        <Group gap="sm">
          <Button variant="default" className={classes.touch} onClick={onCancel}>
            {t('signing.padCancel')}
          </Button>
          <Button className={classes.touch} onClick={agree}>
            {t('signing.padAgree')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
