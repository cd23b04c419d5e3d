import { expect } from 'vitest';

/** The video's captions track and source, as the page and the modal must both have them. */
export function expectHowToVideo(scope: HTMLElement) {
  const video = scope.querySelector('video');
  expect(video).not.toBeNull();
  expect(video).toHaveAttribute('controls');
  expect(video).toHaveAttribute('preload', 'metadata');
  expect(video).toHaveAttribute('poster', '/how-to/poster.jpg');
  expect(video?.querySelector('source')).toHaveAttribute('src', '/how-to/how-to.webm');
  const track = video?.querySelector('track');
  expect(track).toHaveAttribute('kind', 'captions');
  expect(track).toHaveAttribute('srclang', 'en');
  expect(track).toHaveAttribute('src', '/how-to/how-to.en.vtt');
  expect(track).toHaveAttribute('default');
}
