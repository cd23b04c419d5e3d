import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, jsonResponse, stubFetch } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { type OutboxMessage } from '@tradepact/shared';
import { notificationsApi } from '@tradepact/shared/api-routes';
import { OutboxPage } from './OutboxPage';

const email: OutboxMessage = {
  Id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  Channel: 'email',
  To: 'pat@example.com',
  Subject: 'Confirm your account',
  Text: 'Open the link to confirm.',
  Html: '<p>Open <a href="https://example.com/confirm">the link</a> to confirm.</p>',
  CreatedTime: '2026-05-01T10:00:00.000Z',
};

const sms: OutboxMessage = {
  Id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  Channel: 'sms',
  To: '+16135550123',
  Subject: '',
  Text: 'Your code is 123456',
  Html: '',
  CreatedTime: '2026-05-01T10:05:00.000Z',
};

describe('development outbox page', () => {
  it('renders an email in a sandboxed frame and an SMS as text, newest first', async () => {
    const { calls } = stubFetch(() => jsonResponse(envelope([email, sms])));
    renderWithProviders(<OutboxPage />);

    const frame = await screen.findByTitle('Email to pat@example.com: Confirm your account');
    expect(calls[0]?.url.pathname).toBe(notificationsApi.outbox.path);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('srcdoc')).toContain('<p>Open <a href="https://example.com/confirm"');

    const articles = screen.getAllByRole('article');
    expect(articles).toHaveLength(2);
    expect(within(articles[0]!).getByText('Your code is 123456')).toBeInTheDocument();
    expect(within(articles[0]!).getByText('To: +16135550123')).toBeInTheDocument();
    expect(within(articles[1]!).getByRole('heading', { name: 'Confirm your account' })).toBeInTheDocument();
  });

  it('opens the links of an email in a new tab, with scripts and the page origin kept out of the frame', async () => {
    stubFetch(() => jsonResponse(envelope([email])));
    renderWithProviders(<OutboxPage />);

    const frame = await screen.findByTitle('Email to pat@example.com: Confirm your account');
    // No allow-scripts, no allow-same-origin: only a click on a link may leave the frame, as a new tab.
    expect(frame.getAttribute('sandbox')?.split(' ').sort()).toEqual([
      'allow-popups',
      'allow-popups-to-escape-sandbox',
    ]);
    const shown = new DOMParser().parseFromString(frame.getAttribute('srcdoc') ?? '', 'text/html');
    expect(shown.querySelector('base')?.getAttribute('target')).toBe('_blank');
    const link = shown.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com/confirm');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows the text of an email that has no HTML', async () => {
    stubFetch(() => jsonResponse(envelope([{ ...email, Html: '' }])));
    renderWithProviders(<OutboxPage />);

    expect(await screen.findByText('Open the link to confirm.')).toBeInTheDocument();
    expect(screen.queryByTitle(/Email to/)).not.toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    stubFetch(() => jsonResponse(envelope([])));
    renderWithProviders(<OutboxPage />);

    expect(await screen.findByText(/No messages yet/)).toBeInTheDocument();
  });

  it('explains that the outbox exists only in development when the API answers 404', async () => {
    stubFetch(() => jsonResponse(envelope(null, 404, 'Not found'), 404));
    renderWithProviders(<OutboxPage />);

    expect(
      await screen.findByText(
        'The outbox is only available in development, when no email or SMS provider is configured.',
      ),
    ).toBeInTheDocument();
  });
});
