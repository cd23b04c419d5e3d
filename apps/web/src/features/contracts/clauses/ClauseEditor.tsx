import { useEffect, useMemo, useRef, useState } from 'react';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconBold, IconList, IconListNumbers } from '@tabler/icons-react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import { cleanClauseHtml } from './clauseHtml';
import classes from './ClauseEditor.module.css';

/**
 * Doc 3 §5: a clause holds bold, paragraphs, line breaks and lists only; every other kind of content
 * the starter kit brings is left out, so typing and pasting cannot make it either.
 */
const clauseExtensions = [
  StarterKit.configure({
    blockquote: false,
    code: false,
    codeBlock: false,
    heading: false,
    horizontalRule: false,
    italic: false,
    link: false,
    strike: false,
    underline: false,
    trailingNode: false,
  }),
];

export interface ClauseEditorProps {
  html: string;
  onChange: (html: string) => void;
  /** The id of the clause's visible label. */
  labelledBy: string;
  /** The name of its formatting buttons' group. */
  toolbarLabel: string;
  readOnly?: boolean;
  /** Shown dimmed: the clause is not kept. */
  excluded?: boolean;
  /** Takes the focus once made (a clause just added). */
  autoFocus?: boolean;
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const { t } = useTranslation();
  const active = useEditorState({
    editor,
    // Shown pressed only while the clause is being edited: an idle clause's cursor means nothing.
    selector: ({ editor: current }) => ({
      bold: current.isFocused && current.isActive('bold'),
      bulletList: current.isFocused && current.isActive('bulletList'),
      orderedList: current.isFocused && current.isActive('orderedList'),
    }),
  });
  const buttons = [
    {
      name: 'bold',
      label: t('templates.clauses.bold'),
      Icon: IconBold,
      run: () => editor.chain().focus().toggleBold().run(),
    },
    {
      name: 'bulletList',
      label: t('templates.clauses.bulletList'),
      Icon: IconList,
      run: () => editor.chain().focus().toggleBulletList().run(),
    },
    {
      name: 'orderedList',
      label: t('templates.clauses.orderedList'),
      Icon: IconListNumbers,
      run: () => editor.chain().focus().toggleOrderedList().run(),
    },
  ] as const;
  return (
    <Group gap={2} className={classes.toolbar} role="toolbar" aria-label={label}>
      {buttons.map(({ name, label, Icon, run }) => (
        <Tooltip key={name} label={label} openDelay={400}>
          <ActionIcon
            variant={active[name] ? 'light' : 'subtle'}
            color={active[name] ? 'brand' : 'gray'}
            aria-label={label}
            aria-pressed={active[name]}
            // Keeps the text's selection: the button acts on it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={run}
          >
            <Icon size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ))}
    </Group>
  );
}

/** One clause as an editable rich-text block (TipTap), its pasted text cleaned to the clause tags. */
export function ClauseEditor({
  html,
  onChange,
  labelledBy,
  toolbarLabel,
  readOnly = false,
  excluded,
  autoFocus,
}: ClauseEditorProps) {
  /** The HTML the editor last showed or sent: a different `html` comes from outside and replaces it. */
  const shown = useRef(html);
  // Read when the editor is made; later changes go through `shown` below.
  const [initialHtml] = useState(html);
  // The same object on every render, or TipTap would reset the view's props each time.
  const editorProps = useMemo(
    () => ({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(readOnly ? { 'aria-readonly': 'true' } : {}),
        class: classes.content ?? '',
      },
      transformPastedHTML: cleanClauseHtml,
    }),
    [labelledBy, readOnly],
  );

  const editor = useEditor({
    extensions: clauseExtensions,
    content: initialHtml,
    editable: !readOnly,
    editorProps,
    // TipTap calls the latest render's callback.
    onUpdate: ({ editor: current }) => {
      shown.current = current.getHTML();
      onChange(shown.current);
    },
  });

  useEffect(() => {
    if (!editor || html === shown.current) return;
    shown.current = html;
    editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, html]);

  useEffect(() => {
    editor?.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  useEffect(() => {
    if (autoFocus) editor?.commands.focus('end');
  }, [editor, autoFocus]);

  return (
    <div className={classes.frame} data-excluded={excluded || undefined}>
      {editor && !readOnly && <Toolbar editor={editor} label={toolbarLabel} />}
      <EditorContent editor={editor} />
    </div>
  );
}
