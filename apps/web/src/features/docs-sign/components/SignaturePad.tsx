import { useCallback, useEffect, useRef, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import { IconEraser } from '@tabler/icons-react';
import { drawStroke, type TPoint, type TStroke } from '../signature-strokes';

/** The pad's height in CSS pixels; its width follows the dialog. */
export const PAD_HEIGHT = 200;
/** Where the line to sign on sits, from the top. */
const BASELINE_RATIO = 0.72;

/**
 * A canvas to sign on with a mouse, finger or pen (pointer events). Finished strokes are the
 * caller's state; the stroke under way is drawn straight onto the canvas and handed over when the
 * pointer lifts. The baseline is drawn on the pad only, never into the exported image.
 */
export default function SignaturePad({
  strokes,
  onChange,
  error,
  describedBy,
}: {
  strokes: readonly TStroke[];
  onChange: (strokes: TStroke[]) => void;
  /** The field message (e.g. nothing drawn). */
  error?: string;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const current = useRef<{ pointerId: number; points: TPoint[] } | null>(null);
  const ink = theme.palette.text.primary;
  const guide = theme.palette.divider;

  const redraw = useCallback(() => {
    const canvas = canvasRef.current;
    const pen = canvas?.getContext('2d');
    if (!canvas || !pen) return;
    const ratio = window.devicePixelRatio || 1;
    const width = canvas.clientWidth || canvas.width / ratio;
    // The bitmap follows the element's size at the screen's density, so lines stay sharp.
    if (canvas.width !== Math.round(width * ratio)) canvas.width = Math.round(width * ratio);
    if (canvas.height !== Math.round(PAD_HEIGHT * ratio)) canvas.height = Math.round(PAD_HEIGHT * ratio);
    pen.setTransform(ratio, 0, 0, ratio, 0, 0);
    pen.clearRect(0, 0, width, PAD_HEIGHT);
    const y = Math.round(PAD_HEIGHT * BASELINE_RATIO) + 0.5;
    pen.strokeStyle = guide;
    pen.lineWidth = 1;
    pen.beginPath();
    pen.moveTo(24, y);
    pen.lineTo(width - 24, y);
    pen.stroke();
    pen.fillStyle = guide;
    pen.font = '20px sans-serif';
    pen.fillText('×', 24, y - 8);
    for (const stroke of strokes) drawStroke(pen, stroke, { color: ink });
    if (current.current) drawStroke(pen, current.current.points, { color: ink });
  }, [strokes, ink, guide]);

  useEffect(() => {
    redraw();
    const canvas = canvasRef.current;
    if (!canvas || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => redraw());
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [redraw]);

  const pointAt = (event: PointerEvent<HTMLCanvasElement>): TPoint => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.button !== 0 && event.pointerType === 'mouse') return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    current.current = { pointerId: event.pointerId, points: [pointAt(event)] };
    redraw();
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const stroke = current.current;
    if (!stroke || stroke.pointerId !== event.pointerId) return;
    // A fast pen reports several positions per event; taking them all keeps curves smooth.
    const native = event.nativeEvent;
    const samples = typeof native.getCoalescedEvents === 'function' ? native.getCoalescedEvents() : [];
    const box = event.currentTarget.getBoundingClientRect();
    if (samples.length > 0) {
      for (const s of samples) stroke.points.push({ x: s.clientX - box.left, y: s.clientY - box.top });
    } else {
      stroke.points.push(pointAt(event));
    }
    redraw();
  };
  const onPointerEnd = (event: PointerEvent<HTMLCanvasElement>) => {
    const stroke = current.current;
    if (!stroke || stroke.pointerId !== event.pointerId) return;
    current.current = null;
    onChange([...strokes, stroke.points]);
  };

  const hintID = 'signature-pad-hint';
  const errorID = 'signature-pad-error';
  return (
    <Stack spacing={1}>
      <Box
        component="canvas"
        ref={canvasRef}
        role="img"
        aria-label={t('docsSign.draw.area')}
        aria-describedby={[hintID, error ? errorID : '', describedBy ?? ''].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        sx={{
          display: 'block',
          width: 1,
          height: PAD_HEIGHT,
          borderRadius: 1,
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          bgcolor: 'background.paper',
          cursor: 'crosshair',
          // The finger draws; it must not scroll or zoom the page meanwhile.
          touchAction: 'none',
        }}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <FormHelperText id={hintID} sx={{ m: 0 }}>
          {t('docsSign.draw.hint')}
        </FormHelperText>
        <Button
          size="small"
          onClick={() => onChange([])}
          disabled={strokes.length === 0}
          startIcon={<IconEraser size={16} stroke={1.8} aria-hidden="true" />}
        >
          {t('docsSign.draw.clear')}
        </Button>
      </Stack>
      {error && (
        <FormHelperText id={errorID} error sx={{ m: 0 }}>
          {error}
        </FormHelperText>
      )}
    </Stack>
  );
}
