import { screen } from '@testing-library/react';
import { contentApi } from '@tradepact/shared/api-routes';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../i18n/switchLanguage';
import { envelope, jsonResponse, stubApi } from '../../test/fetch';
import { renderRoute } from '../../test/render';

afterEach(async () => {
  // The files of a worker share i18n: the next one starts in English again.
  await switchLanguage('en');
  document.cookie = 'lang=; path=/; max-age=0';
});

describe('/eula', () => {
  it('shows the EULA in the page’s language, and in French once the reader switches to French', async () => {
    const api = stubApi({
      [`GET ${contentApi.publishedEula.path}`]: (call: { headers: Headers }) =>
        jsonResponse(
          envelope({
            Content:
              call.headers.get('Accept-Language') === 'fr'
                ? '<h2>Contrat de licence d’utilisateur final</h2>'
                : '<h2>End User License Agreement</h2>',
            Version: 3,
            PublishedDate: '2026-11-29T00:00:00.000Z',
          }),
        ),
    });
    renderRoute('/eula');
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('End User License Agreement');

    await act(() => switchLanguage('fr'));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Contrat de licence d’utilisateur final' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Contrat de licence d’utilisateur final',
    );
    expect(api.callsTo('GET', contentApi.publishedEula.path)).toHaveLength(2);
  });
});
