import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { clausesFrom, keptClauseHtml, type ClauseItem } from './clauseItems';
import { ClauseListEditor } from './ClauseListEditor';

/** The editor as a page holds it, with what the page would send shown beside it. */
function Harness({ initial, readOnly }: { initial: ClauseItem[]; readOnly?: boolean }) {
  const [clauses, setClauses] = useState(initial);
  return (
    <>
      <ClauseListEditor clauses={clauses} onChange={setClauses} readOnly={readOnly} />
      <output data-testid="kept">{JSON.stringify(keptClauseHtml(clauses))}</output>
    </>
  );
}

const kept = () => JSON.parse(screen.getByTestId('kept').textContent ?? '[]') as string[];
const clause = (number: number) => screen.getByRole('group', { name: `Clause ${number}` });
const textOf = (number: number) => within(clause(number)).getByRole('textbox', { name: `Clause ${number}` });

/** A paste as the browser delivers it: the clipboard's HTML and plain text. */
function paste(target: HTMLElement, html: string) {
  const data: Record<string, string> = { 'text/html': html, 'text/plain': html.replace(/<[^>]*>/g, '') };
  fireEvent.paste(target, {
    clipboardData: { types: Object.keys(data), getData: (type: string) => data[type] ?? '' },
  });
}

describe('ClauseListEditor', () => {
  it('numbers the clauses and shows each one’s text in an editable block', async () => {
    renderWithProviders(
      <Harness initial={clausesFrom(['<p>Warranty: <b>one year</b>.</p>', '<p>Permits</p>'])} />,
    );
    expect(await screen.findByRole('group', { name: 'Clause 1' })).toBeInTheDocument();
    expect(textOf(1)).toHaveTextContent('Warranty: one year.');
    expect(textOf(1)).toHaveAttribute('contenteditable', 'true');
    expect(within(textOf(1)).getByText('one year').tagName).toBe('STRONG');
    expect(textOf(2)).toHaveTextContent('Permits');
  });

  it("shows the 'Keep Clause' switch only when there is more than one clause", async () => {
    const { unmount } = renderWithProviders(<Harness initial={clausesFrom(['<p>Only</p>'])} />);
    await screen.findByRole('group', { name: 'Clause 1' });
    expect(screen.queryByRole('switch', { name: 'Keep Clause' })).not.toBeInTheDocument();
    expect(kept()).toEqual(['<p>Only</p>']);
    unmount();

    renderWithProviders(<Harness initial={clausesFrom(['<p>One</p>', '<p>Two</p>'])} />);
    await screen.findByRole('group', { name: 'Clause 2' });
    expect(screen.getAllByRole('switch', { name: 'Keep Clause' })).toHaveLength(2);
  });

  it('leaves a switched-off clause out of what is sent, and back in when switched on', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={clausesFrom(['<p>One</p>', '<p>Two</p>', '<p>Three</p>'])} />);
    const second = within(await screen.findByRole('group', { name: 'Clause 2' })).getByRole('switch', {
      name: 'Keep Clause',
    });
    expect(second).toBeChecked();
    await user.click(second);
    expect(second).not.toBeChecked();
    expect(kept()).toEqual(['<p>One</p>', '<p>Three</p>']);
    await user.click(second);
    expect(kept()).toEqual(['<p>One</p>', '<p>Two</p>', '<p>Three</p>']);
  });

  it('cleans pasted text to the clause tags and drops its empty paragraphs', async () => {
    renderWithProviders(<Harness initial={clausesFrom(['<p></p>', '<p>Two</p>'])} />);
    await screen.findByRole('group', { name: 'Clause 1' });
    paste(
      textOf(1),
      '<h1 style="color:red">Deposit</h1><p></p><p>Due <i>on</i> <b>signing</b><script>alert(1)</script></p>' +
        '<ul><li>Cash</li><li></li></ul><img src="x" onerror="alert(1)">',
    );
    await waitFor(() => expect(kept()[0]).toContain('signing'));
    const [first] = kept();
    expect(first).toBe('<p>Deposit</p><p>Due on <strong>signing</strong></p><ul><li><p>Cash</p></li></ul>');
    // The editor shows what will be saved: no empty paragraph or list item stays in it.
    expect(textOf(1).querySelector('h1, i, img, script, [style]')).toBeNull();
    const blocks = Array.from(textOf(1).querySelectorAll('p, li'));
    expect(blocks.filter((block) => block.textContent?.trim() === '')).toEqual([]);
  });

  it('plays a clause’s video, muted, with controls; a clause without one has no button', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Harness initial={clausesFrom(['<p>One</p>', '<p>Two</p>'], ['', 'https://videos.example/two.mp4'])} />,
    );
    await screen.findByRole('group', { name: 'Clause 2' });
    expect(within(clause(1)).queryByRole('button', { name: /video/i })).not.toBeInTheDocument();
    await user.click(within(clause(2)).getByRole('button', { name: 'Watch the video about clause 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'About clause 2' });
    const video = dialog.querySelector('video');
    expect(video).toHaveAttribute('src', 'https://videos.example/two.mp4');
    expect(video?.muted).toBe(true);
    expect(video?.autoplay).toBe(true);
    expect(video?.controls).toBe(true);
  });

  it('shows the clauses read-only: no formatting buttons, switches disabled', async () => {
    renderWithProviders(<Harness readOnly initial={clausesFrom(['<p>One</p>', '<p>Two</p>'])} />);
    await screen.findByRole('group', { name: 'Clause 1' });
    expect(textOf(1)).toHaveAttribute('contenteditable', 'false');
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    for (const toggle of screen.getAllByRole('switch', { name: 'Keep Clause' }))
      expect(toggle).toBeDisabled();
  });
});
