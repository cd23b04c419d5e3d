import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';

describe('LazyClauseEditor', () => {
  it('shows the clause as text until the editor’s code is there, then the editor', async () => {
    // A fresh module: the editor's code not yet downloaded, as on the builder's first visit.
    vi.resetModules();
    const { LazyClauseEditor } = await import('./LazyClauseEditor');
    render(
      <MantineProvider env="test">
        <span id="clause-1-label">Clause 1</span>
        <LazyClauseEditor
          html="<p>Payment is due <strong>within 30 days</strong>.</p><script>alert(1)</script>"
          onChange={() => {}}
          labelledBy="clause-1-label"
          toolbarLabel="Formatting of clause 1"
        />
      </MantineProvider>,
    );

    // Before the editor: the words, cleaned to the clause tags, not editable.
    expect(screen.getByText(/Payment is due/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();

    const editor = await screen.findByRole('textbox', { name: 'Clause 1' });
    expect(editor).toHaveTextContent('Payment is due within 30 days.');
  });
});
