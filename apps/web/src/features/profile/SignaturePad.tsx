import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { Box } from '@mantine/core';
import { limits } from '@tradepact/shared';
import SignaturePadLibrary from 'signature_pad';

export interface SignaturePadHandle {
  isEmpty: () => boolean;
  /** The drawing as a PNG data URL (transparent background). */
  toDataURL: () => string;
  clear: () => void;
}

export interface SignaturePadProps {
  ref?: Ref<SignaturePadHandle>;
  /** The canvas's accessible name. */
  label: string;
  /** Id of the text that explains how to draw. */
  describedBy?: string;
  /** Called after each stroke and on clear: true while something is drawn. */
  onDrawnChange?: (drawn: boolean) => void;
  height?: number;
}

/**
 * A drawing pad for a signature (doc 1 §2, §9: pen width 0.01 to 2.5, dot size 2, black on a
 * transparent background). The canvas follows its displayed size and the screen's pixel ratio; a
 * resize keeps the drawing.
 */
export function SignaturePad({ ref, label, describedBy, onDrawnChange, height = 200 }: SignaturePadProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadLibrary | null>(null);
  const onDrawnChangeRef = useRef(onDrawnChange);

  useEffect(() => {
    onDrawnChangeRef.current = onDrawnChange;
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePadLibrary(canvas, {
      minWidth: limits.signaturePenMinWidth,
      maxWidth: limits.signaturePenMaxWidth,
      dotSize: limits.signatureDotSize,
      penColor: 'black',
      backgroundColor: 'rgba(0, 0, 0, 0)',
    });
    padRef.current = pad;
    const onEndStroke = () => onDrawnChangeRef.current?.(!pad.isEmpty());
    pad.addEventListener('endStroke', onEndStroke);

    let drawn = { width: 0, height: 0, ratio: 0 };
    const resize = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const width = canvas.offsetWidth;
      const height = canvas.offsetHeight;
      // A hidden tab has no size: keep the canvas as it is until it shows again.
      if (!width || !height) return;
      if (width === drawn.width && height === drawn.height && ratio === drawn.ratio) return;
      drawn = { width, height, ratio };
      const data = pad.toData();
      canvas.width = width * ratio;
      canvas.height = height * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      if (data.length > 0) pad.fromData(data);
    };
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    // Zooming changes devicePixelRatio and fires resize.
    window.addEventListener('resize', resize);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', resize);
      pad.removeEventListener('endStroke', onEndStroke);
      pad.off();
      padRef.current = null;
    };
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      isEmpty: () => padRef.current?.isEmpty() ?? true,
      toDataURL: () => padRef.current?.toDataURL('image/png') ?? '',
      clear: () => {
        padRef.current?.clear();
        onDrawnChangeRef.current?.(false);
      },
    }),
    [],
  );

  return (
    <Box
      bd="1px dashed var(--mantine-color-gray-5)"
      bg="white"
      style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
    >
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={label}
        aria-describedby={describedBy}
        data-testid="signature-pad"
        style={{ display: 'block', width: '100%', height, touchAction: 'none', cursor: 'crosshair' }}
      />
    </Box>
  );
}
