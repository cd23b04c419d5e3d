import { beforeAll, describe, expect, it } from 'vitest';
import { drawnAnswerOptions, drawnState, drawnStateId } from './drawnState';

const list = { Rows: [{ Id: 1, Title: 'Deposits' }], Total: 1 };

beforeAll(() => {
  // As the server writes it after #root (drawPage.tsx), `<` escaped.
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = drawnStateId;
  script.textContent = JSON.stringify({
    origin: 'https://contracts.example.ca',
    answers: [
      { queryKey: ['site', 'blog', 'page', 1, ''], data: list },
      { queryKey: ['site', 'blog', 'article', 'gone'], data: null },
    ],
  }).replace(/</g, '\\u003c');
  document.body.append(script);
});

describe('a page the server drew', () => {
  it('gives a query the answer it was drawn with under its key, dated when the page loaded', () => {
    const options = drawnAnswerOptions(['site', 'blog', 'page', 1, '']);
    expect(options.initialData()).toEqual(list);
    expect(options.initialDataUpdatedAt).toBe(performance.timeOrigin);
  });

  it('gives a missing article as null, and nothing to a query the drawing did not read', () => {
    expect(drawnAnswerOptions(['site', 'blog', 'article', 'gone']).initialData()).toBeNull();
    expect(drawnAnswerOptions(['site', 'blog', 'page', 2, '']).initialData()).toBeUndefined();
    expect(drawnAnswerOptions(['app', 'blog', 'page', 1, '']).initialData()).toBeUndefined();
  });

  it('tells the site address its links were drawn with', () => {
    expect(drawnState()?.origin).toBe('https://contracts.example.ca');
  });
});
