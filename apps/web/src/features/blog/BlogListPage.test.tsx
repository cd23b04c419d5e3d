import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, jsonResponse, stubApi } from '../../test/fetch';
import { aSummary, never, pageOf, renderPublicBlog, siteCalls } from './testing';

const articles = (count: number) => Array.from({ length: count }, (_, index) => aSummary(index + 1));
const [method = '', path = ''] = siteCalls.page.split(' ');

describe('the public blog list', { timeout: 15_000 }, () => {
  it('shows 12 skeleton cards while the articles load', async () => {
    stubApi({ [siteCalls.page]: never });
    renderPublicBlog('/Blog');

    const loading = await screen.findByRole('status', { name: 'Loading articles…' });
    expect(loading.childElementCount).toBe(12);
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
  });

  it('asks for the first 20 articles by id, ascending, and shows each as a card', async () => {
    const api = stubApi({ [siteCalls.page]: pageOf(articles(3)) });
    renderPublicBlog('/Blog');

    const card = (await screen.findByRole('heading', { level: 2, name: 'Article number 2' })).closest(
      'article',
    );
    if (!card) throw new Error('no card');
    expect(within(card).getByRole('link', { name: 'Article number 2' })).toHaveAttribute(
      'href',
      '/Blog/article-2',
    );
    const photo = within(card).getByRole('img', { name: 'Article number 2' });
    expect(photo).toHaveAttribute('src', '/api/common/image/article-2?width=560');
    expect(within(card).getByText('2026-03-02')).toHaveAttribute('datetime', '2026-03-02T15:00:00Z');
    expect(within(card).queryByText('new')).not.toBeInTheDocument();
    expect(api.callsTo(method, path)[0]?.body).toEqual({
      pageIndex: 1,
      pageSize: 20,
      sortConditions: [{ sortField: 'Id', listSortDirection: 0 }],
      searchWords: '',
    });
  });

  it('marks the title and description of a card in another language than the page’s', async () => {
    stubApi({
      [siteCalls.page]: pageOf([aSummary(1), aSummary(2, { Title: 'Les acomptes', Language: 'fr' })]),
    });
    renderPublicBlog('/Blog');

    const french = await screen.findByRole('heading', { level: 2, name: 'Les acomptes' });
    expect(french).toHaveAttribute('lang', 'fr');
    expect(within(french.closest('article')!).getByText('What article 2 is about.')).toHaveAttribute(
      'lang',
      'fr',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Article number 1' })).not.toHaveAttribute('lang');
  });

  it('searches the words typed when Enter is pressed, and keeps them in the address', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [siteCalls.page]: pageOf([aSummary(1, { Title: 'Change orders' }), aSummary(2, { Title: 'Deposits' })]),
    });
    const { router } = renderPublicBlog('/Blog');
    await screen.findByRole('heading', { name: 'Deposits' });

    await user.type(screen.getByRole('searchbox', { name: 'Search the blog' }), ' change {Enter}');

    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Deposits' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Change orders' })).toBeInTheDocument();
    expect(api.callsTo(method, path).at(-1)?.body).toMatchObject({ searchWords: 'change', pageIndex: 1 });
    expect(router.state.location.search).toBe('?q=change');
  });

  it('searches with the button, and Back shows the list and the box as they were', async () => {
    const user = userEvent.setup();
    stubApi({
      [siteCalls.page]: pageOf([aSummary(1, { Title: 'Change orders' }), aSummary(2, { Title: 'Deposits' })]),
    });
    const { router } = renderPublicBlog('/Blog?q=change');
    await screen.findByRole('heading', { name: 'Change orders' });
    const box = screen.getByRole('searchbox', { name: 'Search the blog' });
    expect(box).toHaveValue('change');

    await user.clear(box);
    await user.type(box, 'deposit');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('heading', { name: 'Deposits' });
    expect(router.state.location.search).toBe('?q=deposit');

    await router.navigate(-1);
    await screen.findByRole('heading', { name: 'Change orders' });
    expect(screen.getByRole('searchbox', { name: 'Search the blog' })).toHaveValue('change');
  });

  it('pages through the articles 20 at a time', async () => {
    const user = userEvent.setup();
    const api = stubApi({ [siteCalls.page]: pageOf(articles(45)) });
    const { router } = renderPublicBlog('/Blog');
    await screen.findByRole('heading', { name: 'Article number 20' });
    expect(screen.getAllByRole('article')).toHaveLength(20);

    const pages = await screen.findByRole('navigation', { name: 'Blog pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));

    await screen.findByRole('heading', { name: 'Article number 45' });
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(api.callsTo(method, path).at(-1)?.body).toMatchObject({ pageIndex: 3, pageSize: 20 });
    expect(router.state.location.search).toBe('?page=3');
  });

  it('says when no article matches, with a way back to all of them', async () => {
    stubApi({ [siteCalls.page]: pageOf(articles(3)) });
    renderPublicBlog('/Blog?q=zebra');

    expect(await screen.findByText('No article matches “zebra”. Try other words.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all articles' })).toHaveAttribute('href', '/Blog');
  });

  it('shows a failed load in place, with a retry', async () => {
    stubApi({ [siteCalls.page]: () => jsonResponse(envelope(null, 500, 'The server is unwell.'), 500) });
    renderPublicBlog('/Blog');

    expect(await screen.findByText('The articles could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The server is unwell.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
