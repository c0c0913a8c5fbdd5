import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

// This module is only reached through a dynamic import, so pdf.js stays out of the login bundle.
GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * The pages of a PDF, each a canvas as wide as the dialog, drawn one after the other so the first
 * page shows before a long document has been drawn in full.
 */
export default function PdfPages({ blob, onError }: { blob: Blob; onError: (error: unknown) => void }) {
  const { t } = useTranslation();
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const box = holder.current;
    if (!box) return;
    let cancelled = false;
    let destroy: (() => Promise<void>) | null = null;
    async function draw(target: HTMLDivElement) {
      const task = getDocument({ data: new Uint8Array(await blob.arrayBuffer()) });
      destroy = () => task.destroy();
      const pdf = await task.promise;
      const pixelRatio = window.devicePixelRatio || 1;
      for (let number = 1; number <= pdf.numPages && !cancelled; number++) {
        const page = await pdf.getPage(number);
        const width = target.clientWidth || 800;
        const scale = width / page.getViewport({ scale: 1 }).width;
        const viewport = page.getViewport({ scale: scale * pixelRatio });
        const canvas = document.createElement('canvas');
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = '100%';
        canvas.style.display = 'block';
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', t('files.pdfPage', { page: number, pages: pdf.numPages }));
        target.append(canvas);
        await page.render({ canvas, viewport }).promise;
      }
    }
    draw(box).catch((error: unknown) => {
      if (!cancelled) onError(error);
    });
    return () => {
      cancelled = true;
      void destroy?.();
      box.replaceChildren();
    };
  }, [blob, onError, t]);

  // React renders nothing inside: the canvases are added by the effect above.
  return (
    <Box
      ref={holder}
      data-testid="pdf-pages"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        '& canvas': { boxShadow: 2, bgcolor: 'common.white' },
      }}
    />
  );
}
