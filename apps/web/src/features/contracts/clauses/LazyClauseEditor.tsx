import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { ClauseEditorProps } from './ClauseEditor';
import { cleanClauseHtml } from './clauseHtml';
import classes from './ClauseEditor.module.css';

type Editor = ComponentType<ClauseEditorProps>;

/** The editor's code once downloaded: a clause drawn after that is editable at once. */
let loaded: Editor | undefined;

/** Downloads the rich-text editor (TipTap and ProseMirror, some 125 KB gzipped), once. */
export async function loadClauseEditor(): Promise<Editor> {
  loaded ??= (await import('./ClauseEditor')).ClauseEditor;
  return loaded;
}

const LazyEditor = lazy(async () => ({ default: await loadClauseEditor() }));

/**
 * A clause's editor (ClauseEditor). Its code is not part of the contract builder's or the template
 * page's first download, most of which it was: until it arrives the clause shows as text in the
 * same frame, so the page can be read meanwhile.
 */
export function LazyClauseEditor(props: ClauseEditorProps) {
  // Chosen once: switching component would remake the editor.
  const [Editor] = useState<Editor>(() => loaded ?? LazyEditor);
  return (
    <Suspense fallback={<ClauseText {...props} />}>
      <Editor {...props} />
    </Suspense>
  );
}

/** The clause as the editor will show it, not yet editable; cleaned to the clause tags, as on paste. */
function ClauseText({ html, excluded }: ClauseEditorProps) {
  return (
    <div className={classes.frame} data-excluded={excluded || undefined}>
      <div className={classes.content} dangerouslySetInnerHTML={{ __html: cleanClauseHtml(html) }} />
    </div>
  );
}
