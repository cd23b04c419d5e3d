import { AspectRatio } from '@mantine/core';
import { languageOf, languages } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { howToMedia } from './howToSteps';

/**
 * The instructional video with a caption track per language, the page's on by default (DECISIONS
 * "How-to video"); the player's menu offers the others.
 */
export function HowToVideo() {
  const { t, i18n } = useTranslation();
  const pageLanguage = languageOf(i18n.language);
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
        {languages.map((language) => (
          <track
            key={language}
            kind="captions"
            srcLang={language}
            label={t(`guides.howTo.captionTracks.${language}`)}
            src={howToMedia.captions(language)}
            default={language === pageLanguage}
          />
        ))}
        {t('guides.howTo.noVideo')}
      </video>
    </AspectRatio>
  );
}
