/**
 * jsdom has no layout: this matchMedia answers width queries from a width the test sets, and
 * tells listeners when a change of width flips a query.
 */
let viewportWidth = 1280;

type Listener = (event: MediaQueryListEvent) => void;

const rootFontSize = 16;

function queryMatches(query: string, width: number): boolean {
  const parts = query.split(/\band\b/).map((part) => part.trim());
  return parts.every((part) => {
    const match = /^\(\s*(min|max)-width\s*:\s*([\d.]+)(px|em|rem)\s*\)$/.exec(part);
    if (!match) return false;
    const [, kind, amount = '0', unit] = match;
    const px = unit === 'px' ? Number(amount) : Number(amount) * rootFontSize;
    return kind === 'min' ? width >= px : width <= px;
  });
}

class FakeMediaQueryList extends EventTarget implements MediaQueryList {
  onchange: ((this: MediaQueryList, event: MediaQueryListEvent) => void) | null = null;
  private last: boolean;

  constructor(readonly media: string) {
    super();
    this.last = this.matches;
  }

  get matches(): boolean {
    return queryMatches(this.media, viewportWidth);
  }

  addListener(listener: Listener | null): void {
    if (listener) this.addEventListener('change', listener as EventListener);
  }

  removeListener(listener: Listener | null): void {
    if (listener) this.removeEventListener('change', listener as EventListener);
  }

  notifyIfChanged(): void {
    const now = this.matches;
    if (now === this.last) return;
    this.last = now;
    const event = Object.assign(new Event('change'), {
      matches: now,
      media: this.media,
    }) as MediaQueryListEvent;
    this.onchange?.call(this, event);
    this.dispatchEvent(event);
  }
}

const lists = new Set<FakeMediaQueryList>();

export function installMatchMedia(): void {
  window.matchMedia = (query: string) => {
    const list = new FakeMediaQueryList(query);
    lists.add(list);
    return list;
  };
}

/** Sets the pretend viewport width and notifies the media queries it flips. */
export function setViewportWidth(width: number): void {
  viewportWidth = width;
  for (const list of lists) list.notifyIfChanged();
}

export function resetViewport(): void {
  viewportWidth = 1280;
  lists.clear();
}
