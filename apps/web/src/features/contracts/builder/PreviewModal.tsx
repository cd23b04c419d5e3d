import { useState } from 'react';
import { Alert, Box, Button, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconSend } from '@tabler/icons-react';
import type { SendRecipient } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/AppModal';
import classes from './PreviewModal.module.css';
import { SendConfirmation } from './SendConfirmation';
import type { Amendment } from './setup';

/** What sending an amendment does to the version it replaces, in words. */
const amendmentWords = {
  sent: 'contracts.amendmentOfSent',
  signed: 'contracts.amendmentOfSigned',
  declined: 'contracts.amendmentOfDeclined',
} as const satisfies Record<Amendment, string>;

/** A kept clause's tutorial video, numbered as the document numbers the clause. */
export interface ClauseVideo {
  number: number;
  url: string;
}

export interface PreviewModalProps {
  /** The rendered contract (preview's Data.Body); null while closed. */
  body: string | null;
  videos: readonly ClauseVideo[];
  downloading: boolean;
  onDownload: () => void;
  /** Sending an opened contract that was already sent makes an amendment (setup's amendmentOf). */
  amendment: Amendment | null;
  /** Who Send asks to sign, as the preview answered. */
  recipients: readonly SendRecipient[];
  sending: boolean;
  /** Sends, with the personal message and the code-before-opening choice of the confirmation. */
  onSend: (message: string, signingCode: boolean) => void;
  onClose: () => void;
}

/** Doc 3 §9: the phone layout starts below 768 px. */
const phoneQuery = '(max-width: 767px)';

/**
 * Doc 3 §2, §4: the rendered contract in a frame, with "Download PDF", Send and the modal's close
 * button. Send first opens its last check (SendConfirmation), whose own Send sends. The frame is sandboxed with no permissions: the server's HTML runs no
 * script, and no link in it can move this page. A clause's tutorial video plays beside it (DECISIONS
 * "Clause videos"). An amendment says what it does to the contract it replaces before it is sent.
 */
export function PreviewModal({
  body,
  videos,
  downloading,
  onDownload,
  amendment,
  recipients,
  sending,
  onSend,
  onClose,
}: PreviewModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(phoneQuery) ?? false;
  const [confirming, setConfirming] = useState(false);
  // Once sent (or closed), the next preview opens on the contract, not on its last check.
  if (body === null && confirming) setConfirming(false);
  const close = () => {
    setConfirming(false);
    onClose();
  };
  return (
    <AppModal
      opened={body !== null}
      onClose={close}
      title={t('contracts.previewTitle')}
      size="80rem"
      fullScreen={phone}
    >
      <Stack gap="sm">
        {videos.length > 0 && <ClauseVideos videos={videos} />}
        {/* Emptied while the modal fades out, the frame would navigate: a history entry that the
            builder's "go back" after Send would step back through instead of leaving the page. */}
        {body !== null && (
          <iframe className={classes.frame} title={t('contracts.previewFrame')} sandbox="" srcDoc={body} />
        )}
        {amendment && (
          <Alert color="blue" title={t('contracts.amendmentTitle')}>
            {t(amendmentWords[amendment])}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={onDownload}
            loading={downloading}
            leftSection={<IconDownload size={18} aria-hidden />}
          >
            {t('contracts.downloadPdf')}
          </Button>
          <Button onClick={() => setConfirming(true)} leftSection={<IconSend size={18} aria-hidden />}>
            {t('contracts.send')}
          </Button>
        </Group>
      </Stack>
      {/* Mounted with the preview: a sent contract's next preview starts without the last message. */}
      {body !== null && (
        <SendConfirmation
          opened={confirming}
          recipients={recipients}
          sending={sending}
          onSend={onSend}
          onCancel={() => setConfirming(false)}
        />
      )}
    </AppModal>
  );
}

/** Muted autoplay (what browsers allow) with controls; a choice of clause when several have one. */
function ClauseVideos({ videos }: { videos: readonly ClauseVideo[] }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(0);
  const video = videos[shown] ?? videos[0];
  if (!video) return null;
  return (
    <Box component="section" aria-label={t('contracts.previewVideos')}>
      <Stack gap={4}>
        {videos.length > 1 && (
          <Group gap={4}>
            {videos.map((item, index) => (
              <Button
                key={item.number}
                size="compact-sm"
                variant={index === shown ? 'filled' : 'default'}
                aria-pressed={index === shown}
                onClick={() => setShown(index)}
              >
                {t('contracts.showClauseVideo', { number: item.number })}
              </Button>
            ))}
          </Group>
        )}
        <Text size="sm" fw={500} id="contract-preview-video-label">
          {t('contracts.clauseVideo', { number: video.number })}
        </Text>
        <video
          key={video.url}
          className={classes.video}
          src={video.url}
          aria-labelledby="contract-preview-video-label"
          autoPlay
          muted
          controls
          playsInline
        />
      </Stack>
    </Box>
  );
}
