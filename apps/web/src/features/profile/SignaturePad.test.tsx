import { createRef } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders as render } from '../../test/render';
import { SignaturePad, type SignaturePadHandle } from './SignaturePad';

/** A round mark left on the canvas, in the canvas's own (device) pixels. */
interface Mark {
  x: number;
  y: number;
  radius: number;
  colour: string;
}

/** What a canvas holds: its round marks, and the colours of any rectangle painted over it. */
interface Picture {
  marks: Mark[];
  fills: string[];
}

const transparent = (colour: string) => colour === 'transparent' || /^rgba\(.*,\s*0\)$/.test(colour);

/**
 * jsdom has no canvas: this stands in for its 2D context, doing what signature_pad asks of it and
 * keeping the result as marks, so the real signature_pad can be drawn on with pointer events and the
 * test can look at the picture it leaves. Like a browser's, the bitmap and the scale reset whenever
 * the canvas's width or height is set.
 */
class PictureContext {
  picture: Picture = { marks: [], fills: [] };
  fillStyle = '#000';
  strokeStyle = '#000';
  lineWidth = 1;
  lineCap = 'butt';
  globalCompositeOperation = 'source-over';
  private scaleX = 1;
  private scaleY = 1;
  private path: { x: number; y: number; radius?: number }[] = [];
  private saved: { fillStyle: string; strokeStyle: string; lineWidth: number; scale: [number, number] }[] =
    [];

  reset() {
    this.picture = { marks: [], fills: [] };
    [this.scaleX, this.scaleY] = [1, 1];
  }
  scale(x: number, y: number) {
    this.scaleX *= x;
    this.scaleY *= y;
  }
  save() {
    const { fillStyle, strokeStyle, lineWidth, scaleX, scaleY } = this;
    this.saved.push({ fillStyle, strokeStyle, lineWidth, scale: [scaleX, scaleY] });
  }
  restore() {
    const state = this.saved.pop();
    if (!state) return;
    ({ fillStyle: this.fillStyle, strokeStyle: this.strokeStyle, lineWidth: this.lineWidth } = state);
    [this.scaleX, this.scaleY] = state.scale;
  }
  beginPath() {
    this.path = [];
  }
  closePath() {}
  moveTo(x: number, y: number) {
    this.path.push({ x, y });
  }
  lineTo(x: number, y: number) {
    this.path.push({ x, y });
  }
  arc(x: number, y: number, radius: number) {
    this.path.push({ x, y, radius });
  }
  fill() {
    for (const { x, y, radius } of this.path) {
      if (radius !== undefined) this.mark(x, y, radius, this.fillStyle);
    }
  }
  stroke() {
    for (const { x, y } of this.path) this.mark(x, y, this.lineWidth / 2, this.strokeStyle);
  }
  clearRect(x: number, y: number, width: number, height: number) {
    const [left, top] = [x * this.scaleX, y * this.scaleY];
    const [right, bottom] = [left + width * this.scaleX, top + height * this.scaleY];
    this.picture.marks = this.picture.marks.filter(
      (mark) => mark.x < left || mark.x > right || mark.y < top || mark.y > bottom,
    );
  }
  fillRect(_x: number, _y: number, _width: number, _height: number) {
    this.picture.fills.push(this.fillStyle);
  }
  private mark(x: number, y: number, radius: number, colour: string) {
    if (transparent(colour)) return;
    this.picture.marks.push({ x: x * this.scaleX, y: y * this.scaleY, radius: radius * this.scaleX, colour });
  }
}

const contexts = new WeakMap<HTMLCanvasElement, PictureContext>();
const contextOf = (canvas: HTMLCanvasElement) => {
  const context = contexts.get(canvas) ?? new PictureContext();
  contexts.set(canvas, context);
  return context;
};
/** What the canvas shows now. */
const pictureOn = (canvas: HTMLCanvasElement) => contextOf(canvas).picture;

/** A data URL carrying the picture, so a test can read back what an export holds. */
function exportPicture(this: HTMLCanvasElement, type = 'image/png') {
  return `data:${type};base64,${btoa(JSON.stringify(pictureOn(this)))}`;
}
function readExport(dataUrl: string): { type: string; picture: Picture } {
  const [, type = '', data = ''] = /^data:([^;]+);base64,(.*)$/.exec(dataUrl) ?? [];
  return { type, picture: JSON.parse(atob(data)) as Picture };
}

/** The canvas's displayed size, in CSS pixels. */
const shown = { width: 300, height: 200 };
let now = 1_000;

beforeEach(() => {
  shown.width = 300;
  shown.height = 200;
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(() => shown.width);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(() => shown.height);
  vi.stubGlobal('devicePixelRatio', 1);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    return contextOf(this) as unknown as CanvasRenderingContext2D;
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(exportPicture);
  for (const side of ['width', 'height'] as const) {
    const set = Object.getOwnPropertyDescriptor(HTMLCanvasElement.prototype, side)?.set;
    vi.spyOn(HTMLCanvasElement.prototype, side, 'set').mockImplementation(function (
      this: HTMLCanvasElement,
      value: number,
    ) {
      set?.call(this, value);
      contextOf(this).reset();
    });
  }
  // signature_pad paces strokes by the clock: each pointer event comes 20 ms after the one before.
  vi.useFakeTimers({ toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

/**
 * A pen stroke through `points` (CSS pixels from the canvas's corner), as a mouse or finger makes it,
 * `interval` milliseconds from one point to the next.
 */
function drawStroke(canvas: HTMLElement, points: [number, number][], interval = 20) {
  const at = ([clientX, clientY]: [number, number], buttons: number) => {
    now += interval;
    vi.setSystemTime(now);
    return { clientX, clientY, buttons, pointerId: 1, isPrimary: true };
  };
  const [first, ...rest] = points;
  if (!first) return;
  const last = rest.pop() ?? first;
  fireEvent.pointerDown(canvas, at(first, 1));
  for (const point of rest) fireEvent.pointerMove(window, at(point, 1));
  fireEvent.pointerUp(window, at(last, 0));
}

const padCanvas = () => screen.getByRole('img', { name: 'Signature pad' }) as HTMLCanvasElement;

describe('signature pad', () => {
  it('is a labelled picture described by its hint', () => {
    render(<SignaturePad label="Signature pad" describedBy="pad-hint" />);
    expect(padCanvas()).toHaveAttribute('aria-describedby', 'pad-hint');
  });

  it('draws a tap as a black dot of size 2 where the pen touched', () => {
    render(<SignaturePad label="Signature pad" />);
    drawStroke(padCanvas(), [[40, 50]]);
    expect(pictureOn(padCanvas()).marks).toEqual([{ x: 40, y: 50, radius: 2, colour: 'black' }]);
  });

  it('draws a stroke in black along the pen’s way', () => {
    const onDrawnChange = vi.fn();
    render(<SignaturePad label="Signature pad" onDrawnChange={onDrawnChange} />);
    expect(pictureOn(padCanvas()).marks).toEqual([]);

    drawStroke(padCanvas(), [
      [20, 100],
      [80, 110],
      [140, 130],
      [200, 150],
    ]);
    const { marks } = pictureOn(padCanvas());
    const line = marks.slice(1);
    expect(line.length).toBeGreaterThan(50);
    expect(new Set(marks.map((mark) => mark.colour))).toEqual(new Set(['black']));
    for (const mark of line) {
      expect(mark.x).toBeGreaterThanOrEqual(20);
      expect(mark.x).toBeLessThanOrEqual(200);
    }
    // The line reaches from where the pen went down to the middle of its way.
    expect(Math.min(...line.map((mark) => mark.x))).toBeLessThan(25);
    expect(Math.max(...line.map((mark) => mark.x))).toBeGreaterThan(135);
    expect(onDrawnChange.mock.calls).toEqual([[true]]);
  });

  it('draws a slow stroke up to the spec’s width 2.5 and a fast one down to 0.01', () => {
    render(<SignaturePad label="Signature pad" />);
    const slow = [20, 80, 140, 200, 260].map((x): [number, number] => [x, 50]);
    drawStroke(padCanvas(), slow, 1000);
    const slowWidths = pictureOn(padCanvas())
      .marks.slice(1)
      .map((mark) => mark.radius);
    expect(Math.max(...slowWidths)).toBeGreaterThan(2.3);
    expect(Math.max(...slowWidths)).toBeLessThanOrEqual(2.5);

    const fast = [0, 290, 0, 290, 0].map((x, index): [number, number] => [x, 100 + index]);
    drawStroke(padCanvas(), fast, 1);
    const fastWidths = pictureOn(padCanvas())
      .marks.filter((mark) => mark.y > 90)
      .slice(1)
      .map((mark) => mark.radius);
    expect(Math.min(...fastWidths)).toBeGreaterThanOrEqual(0.01);
    expect(Math.min(...fastWidths)).toBeLessThan(0.02);
  });

  it('saves what is drawn as a PNG on a transparent background, and nothing once cleared', () => {
    const onDrawnChange = vi.fn();
    const ref = createRef<SignaturePadHandle>();
    render(<SignaturePad ref={ref} label="Signature pad" onDrawnChange={onDrawnChange} />);
    expect(ref.current?.isEmpty()).toBe(true);

    drawStroke(padCanvas(), [
      [20, 100],
      [80, 110],
      [140, 130],
    ]);
    expect(ref.current?.isEmpty()).toBe(false);
    const saved = readExport(ref.current?.toDataURL() ?? '');
    expect(saved.type).toBe('image/png');
    expect(saved.picture.marks).toEqual(pictureOn(padCanvas()).marks);
    expect(saved.picture.marks.length).toBeGreaterThan(1);
    expect(saved.picture.fills.every(transparent)).toBe(true);

    act(() => ref.current?.clear());
    expect(onDrawnChange).toHaveBeenLastCalledWith(false);
    expect(ref.current?.isEmpty()).toBe(true);
    expect(pictureOn(padCanvas()).marks).toEqual([]);
    expect(readExport(ref.current?.toDataURL() ?? '').picture.marks).toEqual([]);
  });

  it('draws at the screen’s pixel ratio and keeps the drawing when the pad or the ratio changes', () => {
    vi.stubGlobal('devicePixelRatio', 2);
    render(<SignaturePad label="Signature pad" />);
    const canvas = padCanvas();
    expect([canvas.width, canvas.height]).toEqual([600, 400]);
    drawStroke(canvas, [[40, 50]]);
    expect(pictureOn(canvas).marks).toEqual([{ x: 80, y: 100, radius: 4, colour: 'black' }]);

    shown.width = 320;
    act(() => window.dispatchEvent(new Event('resize')));
    expect([canvas.width, canvas.height]).toEqual([640, 400]);
    expect(pictureOn(canvas).marks).toEqual([{ x: 80, y: 100, radius: 4, colour: 'black' }]);

    // Zooming in changes the ratio and fires resize.
    vi.stubGlobal('devicePixelRatio', 3);
    act(() => window.dispatchEvent(new Event('resize')));
    expect([canvas.width, canvas.height]).toEqual([960, 600]);
    expect(pictureOn(canvas).marks).toEqual([{ x: 120, y: 150, radius: 6, colour: 'black' }]);
  });

  it('keeps its size and drawing while hidden in another tab', () => {
    render(<SignaturePad label="Signature pad" />);
    const canvas = padCanvas();
    drawStroke(canvas, [[40, 50]]);

    shown.width = 0;
    shown.height = 0;
    act(() => window.dispatchEvent(new Event('resize')));
    expect([canvas.width, canvas.height]).toEqual([300, 200]);
    expect(pictureOn(canvas).marks).toHaveLength(1);
  });

  it('stops drawing and following the window once removed', () => {
    const { unmount } = render(<SignaturePad label="Signature pad" />);
    const canvas = padCanvas();
    unmount();

    drawStroke(canvas, [[40, 50]]);
    shown.width = 320;
    window.dispatchEvent(new Event('resize'));
    expect(pictureOn(canvas).marks).toEqual([]);
    expect(canvas.width).toBe(300);
  });
});
