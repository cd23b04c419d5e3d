import { useEffect } from 'react';

/**
 * Sets the page's meta description while the component is shown, as the server wrote it for the
 * first page loaded: a page reached by client navigation must not keep the previous page's. The
 * previous text comes back when the component goes.
 */
export function useMetaDescription(description: string | undefined): void {
  useEffect(() => {
    if (description === undefined) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const previous = meta?.content;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
    const element = meta;
    return () => {
      if (previous === undefined) element.remove();
      else element.content = previous;
    };
  }, [description]);
}
