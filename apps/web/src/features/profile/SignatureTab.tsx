import { useEffect, useId, useRef, type RefObject } from 'react';
import { Box, Button, FileButton, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconEraser, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { imageUrl } from './api';
import { useImageUpload } from './useImageUpload';
import { imageAccept } from './imageFiles';
import classes from './ProfilePage.module.css';
import { ProfileSection } from './ProfileSection';
import { SignaturePad, type SignaturePadHandle } from './SignaturePad';
import { fieldId } from './tabs';
import type { BusinessFormState } from './useBusinessForm';

export interface SignatureTabProps {
  form: BusinessFormState;
  padRef: RefObject<SignaturePadHandle | null>;
  /** The pad's drawing kept with Save Signature (a PNG data URL), uploaded when the profile is saved. */
  pending: string | null;
  onPendingChange: (dataUrl: string | null) => void;
  onDrawnChange: (drawn: boolean) => void;
  /** The tab is showing: its drawing area is scrolled clear of the sticky Save bar. */
  shown: boolean;
  /** No signature saved, drawn or uploaded yet: the section is highlighted like other mandatory ones. */
  missing: boolean;
  disabled?: boolean;
}

function SignatureImage({ src, alt, testId }: { src: string; alt: string; testId: string }) {
  return (
    <Image
      src={src}
      alt={alt}
      maw={320}
      h={120}
      fit="contain"
      radius="md"
      className={classes.preview}
      data-testid={testId}
    />
  );
}

/** Tab 3: the stored or new signature, an image upload, and the drawing pad (doc 1 §2). */
export function SignatureTab({
  form,
  padRef,
  pending,
  onPendingChange,
  onDrawnChange,
  shown,
  missing,
  disabled,
}: SignatureTabProps) {
  const { t } = useTranslation(['ui', 'messages']);
  const hintId = useId();
  const fieldError = form.errorText('Signature');
  const errorId = `${fieldId('Signature')}-error`;
  const stored = form.values.Signature;
  const resetFileRef = useRef<() => void>(null);
  const drawingRef = useRef<HTMLDivElement>(null);

  // At 1280×800 the sticky Save bar lay over the lower half of the pad, and strokes there were lost.
  // Shown, the pad and its buttons move just far enough to end above the bar (its scroll margin).
  useEffect(() => {
    if (!shown) return;
    const frame = requestAnimationFrame(() => drawingRef.current?.scrollIntoView({ block: 'nearest' }));
    return () => cancelAnimationFrame(frame);
  }, [shown]);
  const {
    upload,
    uploading,
    error: notice,
    setError: setNotice,
  } = useImageUpload((fileId) => {
    // The uploaded image replaces any drawing.
    form.setFile('Signature', fileId);
    onPendingChange(null);
    padRef.current?.clear();
  });
  const pickFile = (file: File | null) => {
    // The same file may be picked again after a refusal.
    resetFileRef.current?.();
    void upload(file);
  };

  const keepDrawing = () => {
    const pad = padRef.current;
    if (!pad || pad.isEmpty()) {
      setNotice(t('profilePage.padEmpty'));
      return;
    }
    setNotice(null);
    onPendingChange(pad.toDataURL());
    pad.clear();
    form.setError('Signature', undefined);
  };

  const message = notice ?? fieldError;

  return (
    <ProfileSection
      title={t('profilePage.signatureSection')}
      lead={t('profilePage.signatureLead')}
      missing={missing}
    >
      <Box>
        {pending ? (
          <Stack gap={4} align="flex-start">
            <SignatureImage
              src={pending}
              alt={t('profilePage.signaturePendingAlt')}
              testId="signature-preview"
            />
            <Text size="sm" c="dimmed">
              {t('profilePage.signaturePending')}
            </Text>
          </Stack>
        ) : stored ? (
          <SignatureImage
            src={imageUrl(stored)}
            alt={t('profilePage.signatureStoredAlt')}
            testId="signature-image"
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('profilePage.signatureNone')}
          </Text>
        )}
      </Box>

      <Group>
        <FileButton
          onChange={pickFile}
          accept={imageAccept}
          resetRef={resetFileRef}
          disabled={disabled || uploading}
          inputProps={{ 'aria-label': t('profilePage.signatureInput') }}
        >
          {(props) => (
            <Button
              {...props}
              id={fieldId('Signature')}
              variant="light"
              loading={uploading}
              leftSection={<IconUpload size={16} aria-hidden />}
              aria-describedby={message ? errorId : undefined}
            >
              {t('profilePage.signatureUpload')}
            </Button>
          )}
        </FileButton>
      </Group>

      <Stack gap="xs" ref={drawingRef} className={classes.aboveSaveBar}>
        <Title order={3} fz="h5">
          {t('profilePage.signatureDrawTitle')}
        </Title>
        <Text id={hintId} size="sm" c="dimmed">
          {t('profilePage.padHint')}
        </Text>
        <SignaturePad
          ref={padRef}
          label={t('profilePage.padLabel')}
          describedBy={hintId}
          onDrawnChange={onDrawnChange}
        />
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconEraser size={16} aria-hidden />}
            onClick={() => padRef.current?.clear()}
            disabled={disabled}
          >
            {t('profilePage.padClear')}
          </Button>
          <Button variant="light" onClick={keepDrawing} disabled={disabled}>
            {t('profilePage.padSave')}
          </Button>
        </Group>
      </Stack>

      {message && (
        <Text id={errorId} size="sm" c="red.8" role="alert">
          {message}
        </Text>
      )}
    </ProfileSection>
  );
}
