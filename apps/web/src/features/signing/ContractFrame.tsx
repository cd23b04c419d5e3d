import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from './Section';
import classes from './SigningPage.module.css';

/**
 * The contract's HTML (the server's own rendering, with its own styles) in a frame as tall as the
 * document, so the page scrolls once, as a letter does. The frame runs no script and cannot move
 * this page; same-origin only so that this page can read the document's height.
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
    // A narrower frame wraps the text onto more lines: measure again whenever its width changes.
    const observer = new ResizeObserver(fit);
    observer.observe(frame);
    frame.addEventListener('load', fit);
    fit();
    return () => {
      observer.disconnect();
      frame.removeEventListener('load', fit);
    };
  }, [body, onFit]);

  return (
    <Section title={t('signing.contractSection')} flush>
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
