import { AspectRatio } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { howToMedia } from './howToSteps';

/** The instructional video with its English captions on by default (DECISIONS "How-to video"). */
export function HowToVideo() {
  const { t } = useTranslation();
  return (
    <AspectRatio
      ratio={16 / 9}
      bg="dark.9"
      style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
    >
      <video
        controls
        preload="metadata"
        poster={howToMedia.poster}
        aria-label={t('guides.howTo.videoLabel')}
        style={{ width: '100%', height: '100%' }}
      >
        <source src={howToMedia.video} type="video/webm" />
        <track
          kind="captions"
          srcLang="en"
          label={t('guides.howTo.captionsLabel')}
          src={howToMedia.captions}
          default
        />
        {t('guides.howTo.noVideo')}
      </video>
    </AspectRatio>
  );
}
