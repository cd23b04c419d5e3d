import { createRef } from 'react';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders as render } from '../../test/render';
import { SignaturePad, type SignaturePadHandle } from './SignaturePad';

// jsdom has no canvas: a stand-in for signature_pad (the real one is driven by the browser test).
const { FakePad } = vi.hoisted(() => {
  class FakePad extends EventTarget {
    static last: FakePad | null = null;
    options: Record<string, unknown>;
    empty = true;
    data: unknown[] = [];
    restored: unknown[] | null = null;
    constructor(_canvas: HTMLCanvasElement, options: Record<string, unknown>) {
      super();
      this.options = options;
      FakePad.last = this;
    }
    isEmpty() {
      return this.empty;
    }
    clear() {
      this.empty = true;
    }
    toDataURL(type: string) {
      return `data:${type};base64,AAAA`;
    }
    toData() {
      return this.data;
    }
    fromData(data: unknown[]) {
      this.restored = data;
      this.empty = false;
    }
    off = vi.fn();
    draw() {
      this.empty = false;
      this.data = [{ points: [] }];
      this.dispatchEvent(new Event('endStroke'));
    }
  }
  return { FakePad };
});
vi.mock('signature_pad', () => ({ default: FakePad }));

describe('signature pad', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('draws in black with the spec’s pen on a transparent, labelled canvas', () => {
    render(<SignaturePad label="Signature pad" />);
    expect(screen.getByRole('img', { name: 'Signature pad' })).toBe(screen.getByTestId('signature-pad'));
    expect(FakePad.last?.options).toMatchObject({
      minWidth: 0.01,
      maxWidth: 2.5,
      dotSize: 2,
      penColor: 'black',
      backgroundColor: 'rgba(0, 0, 0, 0)',
    });
  });

  it('tells when something is drawn and when it is cleared, and exports a PNG', () => {
    const onDrawnChange = vi.fn();
    const ref = createRef<SignaturePadHandle>();
    render(<SignaturePad ref={ref} label="Signature pad" onDrawnChange={onDrawnChange} />);

    act(() => FakePad.last?.draw());
    expect(onDrawnChange).toHaveBeenLastCalledWith(true);
    expect(ref.current?.isEmpty()).toBe(false);
    expect(ref.current?.toDataURL()).toBe('data:image/png;base64,AAAA');

    act(() => ref.current?.clear());
    expect(onDrawnChange).toHaveBeenLastCalledWith(false);
    expect(ref.current?.isEmpty()).toBe(true);
  });

  it('sizes the canvas for the screen’s pixel ratio and keeps the drawing on resize', () => {
    const scale = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      scale,
    } as unknown as CanvasRenderingContext2D);
    let width = 300;
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(() => width);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(200);
    vi.stubGlobal('devicePixelRatio', 2);

    const { unmount } = render(<SignaturePad label="Signature pad" />);
    const canvas = screen.getByTestId('signature-pad') as HTMLCanvasElement;
    expect([canvas.width, canvas.height]).toEqual([600, 400]);
    expect(scale).toHaveBeenCalledWith(2, 2);

    act(() => FakePad.last?.draw());
    width = 320;
    act(() => window.dispatchEvent(new Event('resize')));
    expect(canvas.width).toBe(640);
    expect(FakePad.last?.restored).toEqual([{ points: [] }]);

    const pad = FakePad.last;
    unmount();
    expect(pad?.off).toHaveBeenCalled();
  });
});
