import type { Language } from '@tradepact/shared';

/** The five steps of the how-to guide (doc 1 §2, doc 3 §2), in the order the video shows them. */
export const howToStepKeys = ['Profile', 'Project', 'Agreement', 'Send', 'Payments'] as const;
export type HowToStepKey = (typeof howToStepKeys)[number];

/** The screen each step's link opens. */
export const howToStepLinks: Record<HowToStepKey, string> = {
  Profile: '/MyProfile/0',
  Project: '/MyProjects',
  Agreement: '/ContractTemplate',
  Send: '/MyProjects',
  Payments: '/MyProjects',
};

/**
 * Files recorded by scripts/record-how-to.mjs into apps/web/public/how-to/ (served as they are);
 * re-recording them keeps the names.
 */
export const howToMedia = {
  video: '/how-to/how-to.webm',
  /** The caption track in a language, cue for cue with the others. */
  captions: (language: Language) => `/how-to/how-to.${language}.vtt`,
  poster: '/how-to/poster.jpg',
  still: (key: HowToStepKey) => `/how-to/step-${key.toLowerCase()}.jpg`,
} as const;
