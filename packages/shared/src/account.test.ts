import { describe, expect, it } from 'vitest';
import { normaliseAccount } from './account.js';

describe('normaliseAccount', () => {
  it.each(['6048682644', '+1-6048682644', '604.868.2644', '(604) 868-2644', ' 1 604 868 2644 '])(
    'reads the phone spelling %j as its ten digits',
    (spelling) => {
      expect(normaliseAccount(spelling)).toEqual({ kind: 'phone', value: '6048682644' });
    },
  );

  it('reads an email in lower case without surrounding spaces', () => {
    expect(normaliseAccount(' Marie.T@Example.COM ')).toEqual({
      kind: 'email',
      value: 'marie.t@example.com',
    });
  });

  it('reads anything else as a user name, in lower case', () => {
    expect(normaliseAccount(' MarieT ')).toEqual({ kind: 'userName', value: 'mariet' });
  });
});
