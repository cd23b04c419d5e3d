import { createElement, Fragment, type ReactNode } from 'react';
import { Box } from '@mantine/core';
import { clauseAllowedTags } from '@tradepact/shared';
import { wordlessElements } from '../contracts/clauses/clauseHtml';
import { isCorrection } from './suggestion';
import classes from './WritingHelp.module.css';

const allowed = new Set<string>(clauseAllowedTags);

/**
 * React nodes of `node`: the clause tags as they are, a correction as a marked span, other elements
 * reduced to their words. Nothing is set as HTML, so no attribute or handler of the text reaches
 * the page.
 */
function nodesOf(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.localName;
  if (wordlessElements.has(tag)) return null;
  if (tag === 'br') return <br key={key} />;
  const children = Array.from(element.childNodes).map(nodesOf);
  if (isCorrection(element)) {
    return (
      <span key={key} className={classes.correction}>
        {children}
      </span>
    );
  }
  if (allowed.has(tag)) return createElement(tag, { key }, children);
  return <Fragment key={key}>{children}</Fragment>;
}

/**
 * A text of the writing help as it reads: clause HTML, or plain text whose line breaks show; the
 * corrections of a spell check marked in red and underlined. `plainText`: the text is shown as typed
 * (the scope of services), never read as HTML.
 */
export function MarkedText({ text, plainText = false }: { text: string; plainText?: boolean }) {
  if (plainText) {
    return (
      <Box className={classes.text} data-plain>
        {text}
      </Box>
    );
  }
  const body = new DOMParser().parseFromString(text, 'text/html').body;
  const plain = !body.querySelector('p, br, ul, ol, li');
  return (
    <Box className={classes.text} data-plain={plain || undefined}>
      {Array.from(body.childNodes).map(nodesOf)}
    </Box>
  );
}
