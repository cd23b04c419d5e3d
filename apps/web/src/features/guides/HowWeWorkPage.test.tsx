import { screen, within } from '@testing-library/react';
import { howWeWorkTopics, type HowWeWorkItem } from '@tradepact/shared';
import { contentApi } from '@tradepact/shared/api-routes';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../i18n/switchLanguage';
import { envelope, jsonResponse, stubApi, type FetchCall } from '../../test/fetch';
import { renderRoute } from '../../test/render';

const items: HowWeWorkItem[] = howWeWorkTopics.map((topic) => ({
  Key: topic.key,
  Type: topic.type,
  Number: topic.term,
  Text: `<p><strong>Clause ${topic.type}-${topic.term}.</strong> Published text.</p>`,
}));

/** The clauses as the server answers them: in the language the call carries. */
const inLanguageOf = (call: FetchCall) => {
  const french = call.headers.get('Accept-Language') === 'fr';
  return jsonResponse(
    envelope(
      items.map((item) => ({
        ...item,
        Text: french ? `<p><strong>Clause ${item.Type}-${item.Number} en français.</strong></p>` : item.Text,
      })),
    ),
  );
};

afterEach(async () => {
  // The files of a worker share i18n: the next one starts in English again.
  await switchLanguage('en');
  document.cookie = 'lang=; path=/; max-age=0';
});

describe('/HowWeWork', () => {
  it('shows each client problem with the published clause that answers it, and a sign-up call', async () => {
    const api = stubApi({ [`GET ${contentApi.howWeWork.path}`]: envelope(items) });
    renderRoute('/HowWeWork');

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      /problems your agreement settles/,
    );
    const late = await screen.findByRole('article', { name: 'Late payment' });
    expect(within(late).getByText(/pays weeks late/)).toBeInTheDocument();
    expect(within(late).getByRole('heading', { name: 'How your agreement handles it' })).toBeInTheDocument();
    expect(within(late).getByText('Clause 0-3.').tagName).toBe('STRONG');
    expect(screen.getAllByRole('article')).toHaveLength(13);
    expect(screen.getByRole('article', { name: 'Joint liability' })).toHaveTextContent('Clause 0-17.');
    expect(screen.getByRole('link', { name: 'Start your free trial' })).toHaveAttribute(
      'href',
      '/Login?t=signup',
    );
    expect(api.callsTo('GET', contentApi.howWeWork.path)).toHaveLength(1);
  });

  it('keeps the sub-contractor tab and its two items hidden', async () => {
    stubApi({ [`GET ${contentApi.howWeWork.path}`]: envelope(items) });
    renderRoute('/HowWeWork');

    await screen.findByRole('article', { name: 'Late payment' });
    expect(screen.getByRole('tab', { name: 'Client contracts' })).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'Sub-contractor contracts' })).toBeNull();
    expect(
      screen.getByText('Sub-contractor contracts', { selector: '[hidden] *, [hidden]' }),
    ).not.toBeVisible();
    expect(screen.queryByRole('article', { name: 'Uninsured sub-contractors' })).toBeNull();
  });

  it('reads the clauses again in French when the reader switches the page to French', async () => {
    const api = stubApi({ [`GET ${contentApi.howWeWork.path}`]: inLanguageOf });
    renderRoute('/HowWeWork');
    expect(await screen.findByText('Clause 0-3.')).toBeInTheDocument();

    await act(() => switchLanguage('fr'));

    const late = await screen.findByRole('article', { name: 'Retards de paiement' });
    expect(await within(late).findByText('Clause 0-3 en français.')).toBeInTheDocument();
    expect(screen.queryByText('Clause 0-3.')).toBeNull();
    const calls = api.callsTo('GET', contentApi.howWeWork.path);
    expect(calls.map((call) => call.headers.get('Accept-Language'))).toEqual(['en', 'fr']);
  });
});
