import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showLanguage } from '../../i18n/switchLanguage';
import { envelope, jsonResponse, stubApi } from '../../test/fetch';
import { setViewportWidth } from '../../test/viewport';
import { aSummary, anArticle, never, renderPublicBlog, siteCalls } from './testing';

const recent = Array.from({ length: 7 }, (_, index) => aSummary(index + 1));
const articleUrl = `${window.location.origin}/Blog/deposits-and-payment-schedules`;

function stubArticle() {
  return stubApi({ [siteCalls.read]: envelope(anArticle()), [siteCalls.recent]: envelope(recent) });
}

describe('a public blog article', { timeout: 15_000 }, () => {
  it('shows the trail, the date, the photo with its credit and the text, and names the page', async () => {
    const api = stubArticle();
    renderPublicBlog('/Blog/deposits-and-payment-schedules');

    const title = await screen.findByRole('heading', { level: 1, name: 'Deposits & payment schedules' });
    const article = title.closest('article');
    if (!article) throw new Error('no article');
    const trail = within(article).getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(trail).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/Blog');
    expect(within(trail).getByText('Deposits & payment schedules')).toHaveAttribute('aria-current', 'page');
    expect(within(article).getByText(/^Published on/)).toHaveTextContent('Published on 2026-03-02');
    const photo = within(article).getByRole('img', { name: 'Deposits & payment schedules' });
    expect(photo).toHaveAttribute('src', '/api/common/image/deposits-and-payment-schedules?width=1200');
    expect(photo).toHaveAttribute('width', '1200');
    expect(photo).toHaveAttribute('height', '675');
    expect(within(article).getByText('Illustration: Tradepact, CC BY 4.0')).toBeInTheDocument();
    expect(within(article).getByRole('heading', { level: 2, name: 'Ask for a deposit' })).toBeInTheDocument();

    await waitFor(() => expect(document.title).toMatch(/^Deposits & payment schedules/));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'How much to ask up front, and when.',
    );
    expect(api.callsTo('GET', '/api/site/readarticle')[0]?.url.searchParams.get('id')).toBe(
      'deposits-and-payment-schedules',
    );
  });

  it('shares the article’s address on Facebook, X, by email and as a copied link', async () => {
    const user = userEvent.setup();
    stubArticle();
    renderPublicBlog('/Blog/deposits-and-payment-schedules');
    const share = await screen.findByRole('region', { name: 'Share this article' });
    const encoded = encodeURIComponent(articleUrl);

    expect(within(share).getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
    );
    const x = new URL(within(share).getByRole('link', { name: 'Share on X' }).getAttribute('href') ?? '');
    expect(x.searchParams.get('url')).toBe(articleUrl);
    expect(x.searchParams.get('text')).toBe('Deposits & payment schedules');
    const email = within(share).getByRole('link', { name: 'Share by email' }).getAttribute('href') ?? '';
    const fields = new URLSearchParams(email.replace(/^mailto:\?/, ''));
    expect(fields.get('subject')).toBe('Deposits & payment schedules');
    expect(fields.get('body')).toContain(articleUrl);

    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(share).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(articleUrl);
    expect(await within(share).findByRole('button', { name: 'Link copied' })).toBeInTheDocument();
  });

  it('offers the phone’s share sheet on a phone that has one', async () => {
    const user = userEvent.setup();
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    setViewportWidth(360);
    stubArticle();
    renderPublicBlog('/Blog/deposits-and-payment-schedules');

    await user.click(await screen.findByRole('button', { name: 'Share…' }));
    expect(share).toHaveBeenCalledWith({ title: 'Deposits & payment schedules', url: articleUrl });
  });

  it('does not offer a share sheet on a wide screen', async () => {
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share: vi.fn() }));
    stubArticle();
    renderPublicBlog('/Blog/deposits-and-payment-schedules');

    await screen.findByRole('region', { name: 'Share this article' });
    expect(screen.queryByRole('button', { name: 'Share…' })).not.toBeInTheDocument();
  });

  it('lists the 6 newest other articles under it, not its versions in other languages', async () => {
    const api = stubApi({
      [siteCalls.read]: envelope(
        anArticle({
          Id: 3,
          Translations: [{ Id: 8, Slug: 'acomptes', Language: 'fr', ReadIn: 'Lire en français' }],
        }),
      ),
      [siteCalls.recent]: envelope([aSummary(8, { Language: 'fr' }), ...recent]),
    });
    renderPublicBlog('/Blog/deposits-and-payment-schedules');

    const section = await screen.findByRole('region', { name: 'Recent articles' });
    await within(section).findByRole('heading', { level: 3, name: 'Article number 1' });
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([1, 2, 4, 5, 6, 7].map((id) => `Article number ${id}`));
    expect(api.callsTo('GET', '/api/site/readarticlerecent')[0]?.url.searchParams.get('count')).toBe('8');
  });

  it('shows skeletons while the article loads', async () => {
    stubApi({ [siteCalls.read]: never, [siteCalls.recent]: never });
    renderPublicBlog('/Blog/deposits-and-payment-schedules');

    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('says an unknown article is not there, with the way back to the blog', async () => {
    stubApi({
      [siteCalls.read]: () => jsonResponse(envelope(null, 404, 'Not found'), 404),
      [siteCalls.recent]: envelope(recent),
    });
    renderPublicBlog('/Blog/no-such-article');

    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', '/Blog');
  });

  describe('in two languages', () => {
    afterEach(() => showLanguage('en'));

    it('links to its versions in other languages, each worded and marked in its own', async () => {
      stubApi({
        [siteCalls.read]: envelope(
          anArticle({
            Translations: [
              { Id: 8, Slug: 'acomptes-et-calendrier', Language: 'fr', ReadIn: 'Lire en français' },
            ],
          }),
        ),
        [siteCalls.recent]: envelope(recent),
      });
      renderPublicBlog('/Blog/deposits-and-payment-schedules');

      const link = await screen.findByRole('link', { name: 'Lire en français' });
      expect(link).toHaveAttribute('href', '/Blog/acomptes-et-calendrier');
      expect(link).toHaveAttribute('lang', 'fr');
      expect(link).toHaveAttribute('hreflang', 'fr-CA');
      // Its own words are the page's language: nothing marked.
      expect(screen.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang');
    });

    it('offers no other language when the article has none', async () => {
      stubApi({ [siteCalls.read]: envelope(anArticle()), [siteCalls.recent]: envelope(recent) });
      renderPublicBlog('/Blog/deposits-and-payment-schedules');

      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByRole('link', { name: /Lire en|Read in/ })).not.toBeInTheDocument();
    });

    it('marks the title, photo and text of an article in another language than the page’s', async () => {
      await showLanguage('fr');
      stubApi({
        [siteCalls.read]: envelope(
          anArticle({
            Translations: [{ Id: 8, Slug: 'acomptes', Language: 'fr', ReadIn: 'Lire en français' }],
          }),
        ),
        [siteCalls.recent]: envelope([aSummary(1), aSummary(2, { Language: 'fr', Title: 'Avenants' })]),
      });
      renderPublicBlog('/Blog/deposits-and-payment-schedules');

      const title = await screen.findByRole('heading', { level: 1, name: 'Deposits & payment schedules' });
      expect(title).toHaveAttribute('lang', 'en');
      const article = title.closest('article')!;
      expect(within(article).getByRole('img', { name: 'Deposits & payment schedules' })).toHaveAttribute(
        'lang',
        'en',
      );
      expect(
        within(article).getByRole('heading', { level: 2, name: 'Ask for a deposit' }).closest('[lang]'),
      ).toHaveAttribute('lang', 'en');
      // The page's own words are not.
      expect(
        within(article)
          .getByText(/^Publié le/)
          .closest('[lang]'),
      ).toBe(document.documentElement);
      const section = await screen.findByRole('region', { name: 'Articles récents' });
      expect(
        await within(section).findByRole('heading', { level: 3, name: 'Article number 1' }),
      ).toHaveAttribute('lang', 'en');
      expect(within(section).getByRole('heading', { level: 3, name: 'Avenants' })).not.toHaveAttribute(
        'lang',
      );
    });
  });
});
