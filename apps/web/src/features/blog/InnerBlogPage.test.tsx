import { act, screen, waitFor, within } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { authApi } from '@tradepact/shared/api-routes';
import { beforeEach, describe, expect, it } from 'vitest';
import { setStored } from '../../lib/storage';
import { envelope, jsonResponse, stubApi, type FetchCall } from '../../test/fetch';
import { renderRoute } from '../../test/render';
import { aUserInfo, storeSignedInSession } from '../../test/session';
import { appCalls, aSummary, anArticle, pageOf, renderInnerBlog, routeOf } from './testing';

const userInfo = routeOf(authApi.userInfo);
const unread = [aSummary(1), aSummary(2, { IsRead: false, Title: 'Change orders' })];

describe('the in-app blog', { timeout: 15_000 }, () => {
  beforeEach(() => {
    storeSignedInSession();
  });

  it('marks the articles the contractor has not opened as new, and leads to them in the app', async () => {
    const api = stubApi({ [appCalls.page]: pageOf(unread) });
    renderInnerBlog('/InnerBlog');

    const fresh = (await screen.findByRole('heading', { level: 2, name: 'Change orders' })).closest(
      'article',
    );
    const read = screen.getByRole('heading', { level: 2, name: 'Article number 1' }).closest('article');
    if (!fresh || !read) throw new Error('no cards');
    expect(within(fresh).getByText('new')).toBeInTheDocument();
    expect(within(read).queryByText('new')).not.toBeInTheDocument();
    expect(within(fresh).getByRole('link', { name: 'Change orders' })).toHaveAttribute(
      'href',
      '/InnerBlog/2',
    );
    expect(api.callsTo('POST', '/api/site/readarticlepage')).toHaveLength(0);
  });

  it('opens an article through the in-app call, which marks it read, with the trail back to the list', async () => {
    const api = stubApi({
      [appCalls.read]: envelope(anArticle({ Id: 2, IsRead: true })),
      [appCalls.recent]: envelope([aSummary(1), aSummary(4, { IsRead: false })]),
    });
    renderInnerBlog('/InnerBlog/2');

    await screen.findByRole('heading', { level: 1, name: 'Deposits & payment schedules' });
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/InnerBlog');
    expect(api.callsTo('GET', '/api/app/blog/read')[0]?.url.searchParams.get('id')).toBe('2');
    const recent = await screen.findByRole('region', { name: 'Recent articles' });
    expect(await within(recent).findByRole('link', { name: 'Article number 4' })).toHaveAttribute(
      'href',
      '/InnerBlog/4',
    );
    // The share links give the public address, which anyone can open.
    const share = screen.getByRole('region', { name: 'Share this article' });
    expect(within(share).getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent('/Blog/deposits-and-payment-schedules')),
    );
  });

  it.each([
    ['the list', '/InnerBlog'],
    ['an article', '/InnerBlog/2'],
  ])('reads the sidebar’s NEW badge again with %s, so that the two agree', async (_name, path) => {
    setStored('user', aUserInfo({ Metadata: { UnreadBlog: 2 } }));
    const api = stubApi({
      [appCalls.page]: pageOf(unread),
      [appCalls.read]: envelope(anArticle({ Id: 2 })),
      [appCalls.recent]: envelope(unread),
      [userInfo]: envelope(aUserInfo({ Metadata: { UnreadBlog: 0 } })),
    });
    renderRoute(path);

    const sidebar = await screen.findByRole('navigation', { name: 'Sidebar' });
    await waitFor(() => expect(within(sidebar).getByRole('link', { name: 'Blog' })).toBeInTheDocument());
    expect(within(sidebar).queryByText('new')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/auth/userinfo').length).toBeGreaterThan(0);
  });

  it('keeps the NEW badge while the blog has not answered', async () => {
    setStored('user', aUserInfo({ Metadata: { UnreadBlog: 2 } }));
    stubApi({
      [appCalls.page]: () => new Promise<Response>(() => undefined),
      [userInfo]: envelope(aUserInfo({ Metadata: { UnreadBlog: 0 } })),
    });
    renderRoute('/InnerBlog');

    const sidebar = await screen.findByRole('navigation', { name: 'Sidebar' });
    expect(within(sidebar).getByRole('link', { name: 'Blog new' })).toBeInTheDocument();
  });

  it('asks the marks and the badge again when the window comes back into focus: an article published meanwhile shows on both', async () => {
    setStored('user', aUserInfo({ Metadata: { UnreadBlog: 0 } }));
    let articles = [aSummary(1)];
    stubApi({
      [appCalls.page]: (call: FetchCall) => pageOf(articles)(call),
      [userInfo]: () =>
        jsonResponse(
          envelope(aUserInfo({ Metadata: { UnreadBlog: articles.filter((one) => !one.IsRead).length } })),
        ),
    });
    renderRoute('/InnerBlog');
    const sidebar = await screen.findByRole('navigation', { name: 'Sidebar' });
    await screen.findByRole('heading', { level: 2, name: 'Article number 1' });
    expect(within(sidebar).getByRole('link', { name: 'Blog' })).toBeInTheDocument();

    // The contractor was in another tab while an article came out.
    articles = [aSummary(1), aSummary(2, { IsRead: false, Title: 'Change orders' })];
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });

    const fresh = (await screen.findByRole('heading', { level: 2, name: 'Change orders' })).closest(
      'article',
    );
    expect(within(fresh as HTMLElement).getByText('new')).toBeInTheDocument();
    expect(await within(sidebar).findByRole('link', { name: 'Blog new' })).toBeInTheDocument();
  });
});
