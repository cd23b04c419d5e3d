import { describe, expect, it, vi } from 'vitest';

/** A fresh copy of the app's i18n, as a page load starts it (the test setup loaded the shared one). */
async function freshI18n() {
  vi.resetModules();
  const { i18n, startLanguage } = await import('./index');
  await startLanguage('en');
  return i18n;
}

describe('the labels loaded with some pages only', () => {
  it('are not part of the labels the app starts with', async () => {
    const i18n = await freshI18n();
    expect(i18n.t('public.signIn')).toBe('Sign in');
    expect(i18n.exists('nav.myProjects')).toBe(false);
    expect(i18n.exists('projects.pageTitle')).toBe(false);
    expect(i18n.exists('guides.howWeWork.title')).toBe(false);
    expect(i18n.exists('templateNotFound', { ns: 'messages' })).toBe(false);
    expect(i18n.exists('signingDialogTitle', { ns: 'messages' })).toBe(true);
  });

  it('join namespace ui, the guides alone for the guide pages', async () => {
    const i18n = await freshI18n();
    const { loadGuidesLabels } = await import('./loadLabels');
    await loadGuidesLabels();
    expect(i18n.exists('guides.howWeWork.title')).toBe(true);
    expect(i18n.exists('nav.myProjects')).toBe(false);
    expect(i18n.t('public.signIn')).toBe('Sign in');
  });

  it('join their namespaces beside the public words once loaded, the guides left to their pages', async () => {
    const i18n = await freshI18n();
    const { loadSignedInLabels } = await import('./loadLabels');
    await loadSignedInLabels();
    expect(i18n.t('nav.myProjects')).toBe('My Projects');
    expect(i18n.exists('templateNotFound', { ns: 'messages' })).toBe(true);
    expect(i18n.exists('signingDialogTitle', { ns: 'messages' })).toBe(true);
    expect(i18n.exists('guides.howWeWork.title')).toBe(false);
    expect(i18n.exists('integrations.title')).toBe(false);
    expect(i18n.t('public.signIn')).toBe('Sign in');
  });
});
