import { describe, expect, it } from 'vitest';
import { shareLinksOf } from './shareLinks';

describe('shareLinksOf', () => {
  const url = 'https://tradepact.example/Blog/deposits-and-schedules';
  const links = shareLinksOf(url, 'Deposits & payment schedules', `Plan your payments.\n\n${url}`);

  it('hands Facebook the article address', () => {
    expect(new URL(links.facebook).searchParams.get('u')).toBe(url);
    expect(links.facebook.startsWith('https://www.facebook.com/sharer/sharer.php?')).toBe(true);
  });

  it('hands X the address and the title, encoded', () => {
    const intent = new URL(links.x);
    expect(intent.origin + intent.pathname).toBe('https://x.com/intent/post');
    expect(intent.searchParams.get('url')).toBe(url);
    expect(intent.searchParams.get('text')).toBe('Deposits & payment schedules');
  });

  it('writes an email titled by the article whose body holds its address', () => {
    expect(links.email.startsWith('mailto:?')).toBe(true);
    const fields = new URLSearchParams(links.email.slice('mailto:?'.length));
    expect(fields.get('subject')).toBe('Deposits & payment schedules');
    expect(fields.get('body')).toBe(`Plan your payments.\n\n${url}`);
  });
});
