import { Parser } from 'htmlparser2';

/**
 * Text as the document lays it out: paragraphs of runs (bold or not, and line breaks) and bulleted or
 * numbered lists, which both renderers draw. Clause HTML (already cleaned by clause-html.ts to
 * p, br, b, strong, ul, ol, li) and plain text typed by the contractor both end up here, so neither
 * renderer ever sees markup or has to interpret it.
 */

export type Inline = { text: string; bold: boolean } | { lineBreak: true };

export interface ParagraphBlock {
  kind: 'paragraph';
  inline: Inline[];
}

export interface ListItem {
  inline: Inline[];
  lists: ListBlock[];
}

export interface ListBlock {
  kind: 'list';
  ordered: boolean;
  items: ListItem[];
}

export type Block = ParagraphBlock | ListBlock;

const isLineBreak = (run: Inline): run is { lineBreak: true } => 'lineBreak' in run;

/**
 * HTML's whitespace rules: runs of spaces and newlines are one space, and nothing is kept at the
 * start or end of a line. Empty runs and line breaks at either end are dropped.
 */
function tidy(inline: Inline[]): Inline[] {
  // The parser hands text over in pieces (an entity ends one): runs of the same weight join again.
  const joined = inline.reduce<Inline[]>((runs, run) => {
    const last = runs[runs.length - 1];
    if (last && !isLineBreak(last) && !isLineBreak(run) && last.bold === run.bold) {
      runs[runs.length - 1] = { ...last, text: last.text + run.text };
    } else runs.push(run);
    return runs;
  }, []);
  const collapsed = joined.map((run) =>
    isLineBreak(run) ? run : { ...run, text: run.text.replace(/\s+/g, ' ') },
  );
  const kept = collapsed
    .map((run, index) => {
      if (isLineBreak(run)) return run;
      const previous = collapsed[index - 1];
      const next = collapsed[index + 1];
      let text = run.text;
      if (!previous || isLineBreak(previous) || previous.text.endsWith(' ')) text = text.trimStart();
      if (!next || isLineBreak(next)) text = text.trimEnd();
      return { ...run, text };
    })
    .filter((run) => isLineBreak(run) || run.text !== '');
  const first = kept.findIndex((run) => !isLineBreak(run));
  const last = kept.findLastIndex((run) => !isLineBreak(run));
  return first < 0 ? [] : kept.slice(first, last + 1);
}

type Frame = { kind: 'root' } | { kind: 'list'; list: ListBlock } | { kind: 'item'; item: ListItem };

/** Blocks of a cleaned clause. */
export function clauseBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  const frames: Frame[] = [{ kind: 'root' }];
  let paragraph: Inline[] | null = null;
  let bold = 0;

  const top = (): Frame => frames[frames.length - 1] ?? { kind: 'root' };
  const closeParagraph = () => {
    if (paragraph) blocks.push({ kind: 'paragraph', inline: paragraph });
    paragraph = null;
  };
  const newItem = (list: ListBlock): ListItem => {
    const item: ListItem = { inline: [], lists: [] };
    list.items.push(item);
    return item;
  };
  /** Where text goes now: the open paragraph, the open list item, or the list's last item. */
  const target = (): Inline[] => {
    const frame = top();
    if (frame.kind === 'item') return frame.item.inline;
    if (frame.kind === 'list') return (frame.list.items.at(-1) ?? newItem(frame.list)).inline;
    paragraph ??= [];
    return paragraph;
  };
  const openList = (ordered: boolean): ListBlock => {
    const list: ListBlock = { kind: 'list', ordered, items: [] };
    const frame = top();
    if (frame.kind === 'root') {
      closeParagraph();
      blocks.push(list);
    } else {
      const item = frame.kind === 'item' ? frame.item : (frame.list.items.at(-1) ?? newItem(frame.list));
      item.lists.push(list);
    }
    frames.push({ kind: 'list', list });
    return list;
  };
  const closeFrame = (kind: Frame['kind']) => {
    const at = frames.map((frame) => frame.kind).lastIndexOf(kind);
    if (at > 0) frames.length = at;
  };

  const parser = new Parser({
    onopentag(name) {
      if (name === 'b' || name === 'strong') bold += 1;
      else if (name === 'br') target().push({ lineBreak: true });
      else if (name === 'ul' || name === 'ol') openList(name === 'ol');
      else if (name === 'li') {
        const frame = top();
        const list = frame.kind === 'list' ? frame.list : openList(false);
        frames.push({ kind: 'item', item: newItem(list) });
      } else if (name === 'p') {
        const frame = top();
        if (frame.kind === 'root') {
          closeParagraph();
          paragraph = [];
        } else if (target().length > 0) {
          // A list item holding several paragraphs shows them on separate lines.
          target().push({ lineBreak: true });
        }
      }
    },
    ontext(text) {
      const frame = top();
      if (frame.kind === 'list' && text.trim() === '') return;
      target().push({ text, bold: bold > 0 });
    },
    onclosetag(name) {
      if (name === 'b' || name === 'strong') bold = Math.max(0, bold - 1);
      else if (name === 'ul' || name === 'ol') closeFrame('list');
      else if (name === 'li') closeFrame('item');
      else if (name === 'p' && top().kind === 'root') closeParagraph();
    },
  });
  parser.write(html);
  parser.end();
  closeParagraph();
  return tidyBlocks(blocks);
}

function tidyList(list: ListBlock): ListBlock {
  const items = list.items
    .map((item) => ({ inline: tidy(item.inline), lists: item.lists.map(tidyList) }))
    .filter((item) => item.inline.length > 0 || item.lists.some((inner) => inner.items.length > 0));
  return { ...list, items };
}

function tidyBlocks(blocks: Block[]): Block[] {
  return blocks
    .map((block): Block =>
      block.kind === 'paragraph' ? { kind: 'paragraph', inline: tidy(block.inline) } : tidyList(block),
    )
    .filter((block) => (block.kind === 'paragraph' ? block.inline.length > 0 : block.items.length > 0));
}

/**
 * Blocks of plain text typed in a text box (the scope of services, custom payment terms): a blank
 * line starts a new paragraph, a single newline is a line break, and spaces are kept as typed.
 */
export function plainTextBlocks(text: string): Block[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trimEnd())
        .filter((line) => line.trim() !== ''),
    )
    .filter((lines) => lines.length > 0)
    .map((lines) => ({
      kind: 'paragraph',
      inline: lines.flatMap((line, index): Inline[] =>
        index === 0 ? [{ text: line, bold: false }] : [{ lineBreak: true }, { text: line, bold: false }],
      ),
    }));
}
