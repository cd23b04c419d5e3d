import type { Language } from '@tradepact/shared';
import { expect } from 'vitest';

/**
 * The video's source and caption tracks, as the page and the modal must both have them: a track per
 * language, each labelled in the page's language, the page's own on by default.
 */
export function expectHowToVideo(scope: HTMLElement, pageLanguage: Language = 'en') {
  const video = scope.querySelector('video');
  expect(video).not.toBeNull();
  expect(video).toHaveAttribute('controls');
  expect(video).toHaveAttribute('preload', 'metadata');
  expect(video).toHaveAttribute('poster', '/how-to/poster.jpg');
  expect(video?.querySelector('source')).toHaveAttribute('src', '/how-to/how-to.webm');
  const tracks = [...(video?.querySelectorAll('track') ?? [])].map((track) => ({
    kind: track.getAttribute('kind'),
    srclang: track.getAttribute('srclang'),
    label: track.getAttribute('label'),
    src: track.getAttribute('src'),
    default: track.hasAttribute('default'),
  }));
  const labels = pageLanguage === 'fr' ? ['Anglais', 'Français'] : ['English', 'French'];
  expect(tracks).toEqual([
    {
      kind: 'captions',
      srclang: 'en',
      label: labels[0],
      src: '/how-to/how-to.en.vtt',
      default: pageLanguage === 'en',
    },
    {
      kind: 'captions',
      srclang: 'fr',
      label: labels[1],
      src: '/how-to/how-to.fr.vtt',
      default: pageLanguage === 'fr',
    },
  ]);
}
