import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContractContents } from './ContractContents';
import { Section } from '../../components/Section';
import { scrollToY } from './scrollTo';
import classes from './SigningPage.module.css';

/** The document's section headings, in order: what its table of contents lists. */
const headingsOf = (document: Document | null | undefined) =>
  [...(document?.querySelectorAll('h2') ?? [])].map((heading) => heading.textContent?.trim() ?? '');

/**
 * The contract's HTML (the server's own rendering, with its own styles) in a frame as tall as the
 * document, so the page scrolls once, as a letter does, under a table of contents of its sections.
 * The frame runs no script and cannot move this page; same-origin only so that this page can read
 * the document's height and headings.
 */
export function ContractFrame({
  body,
  title,
  onFit,
}: {
  body: string;
  title: string;
  /** Called each time the frame took its document's height. */
  onFit?: () => void;
}) {
  const { t } = useTranslation();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [headings, setHeadings] = useState<string[]>([]);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const fit = () => {
      // The document's own height: its scrollHeight would never fall below the frame's.
      const height = frame.contentDocument?.documentElement?.getBoundingClientRect().height;
      if (!height) return;
      frame.style.height = `${Math.ceil(height)}px`;
      onFit?.();
    };
    const load = () => {
      setHeadings(headingsOf(frame.contentDocument));
      fit();
    };
    // A narrower frame wraps the text onto more lines: measure again whenever its width changes.
    const observer = new ResizeObserver(fit);
    observer.observe(frame);
    frame.addEventListener('load', load);
    load();
    return () => {
      observer.disconnect();
      frame.removeEventListener('load', load);
    };
  }, [body, onFit]);

  /** Scrolls the page to the document's `index`th section, its heading a little below the top. */
  const jumpTo = (index: number) => {
    const frame = frameRef.current;
    const heading = frame?.contentDocument?.querySelectorAll('h2')[index];
    if (!frame || !heading) return;
    const top = frame.getBoundingClientRect().top + heading.getBoundingClientRect().top;
    scrollToY(window.scrollY + top - 16);
  };

  return (
    <Section title={t('signing.contractSection')} flush>
      <ContractContents headings={headings} onJump={jumpTo} />
      <iframe
        ref={frameRef}
        className={classes.frame}
        title={title}
        sandbox="allow-same-origin"
        srcDoc={body}
      />
    </Section>
  );
}
