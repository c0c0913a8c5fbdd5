import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

// Reached only through a dynamic import, so pdf.js stays out of the form's own bundle.
GlobalWorkerOptions.workerSrc = workerUrl;

interface TPdfPageCanvasProps {
  /** The PDF the officer chose, read here in the browser: the server keeps nothing to show. */
  file: Blob;
  /** Page to draw, from 1. */
  page: number;
  onPageCount: (pages: number) => void;
  onError: (error: unknown) => void;
}

/**
 * One page of a local PDF drawn as wide as its holder. The document is opened once per file and
 * kept while the page changes; the canvas fills the holder's width, so boxes drawn over it in
 * fractions of the page land where they belong.
 */
export default function PdfPageCanvas({ file, page, onPageCount, onError }: TPdfPageCanvasProps) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  // The page being drawn: a large scan takes a moment, and a white page must not look like the answer.
  const [drawing, setDrawing] = useState(true);

  useEffect(() => {
    let cancelled = false;
    let loading: ReturnType<typeof getDocument> | null = null;
    file
      .arrayBuffer()
      .then((bytes) => {
        if (cancelled) return null;
        loading = getDocument({ data: new Uint8Array(bytes) });
        return loading.promise;
      })
      .then((opened) => {
        if (!opened || cancelled) return;
        setPdf(opened);
        onPageCount(opened.numPages);
      })
      .catch((error: unknown) => {
        if (!cancelled) onError(error);
      });
    return () => {
      cancelled = true;
      setPdf(null);
      void loading?.destroy();
    };
  }, [file, onPageCount, onError]);

  useEffect(() => {
    const target = canvas.current;
    if (!pdf || !target) return;
    let cancelled = false;
    let render: { cancel: () => void } | null = null;
    async function draw(into: HTMLCanvasElement, doc: PDFDocumentProxy) {
      setDrawing(true);
      const proxy = await doc.getPage(Math.min(Math.max(page, 1), doc.numPages));
      if (cancelled) return;
      const width = into.parentElement?.clientWidth || 600;
      const scale = width / proxy.getViewport({ scale: 1 }).width;
      const viewport = proxy.getViewport({ scale: scale * (window.devicePixelRatio || 1) });
      into.width = Math.floor(viewport.width);
      into.height = Math.floor(viewport.height);
      const task = proxy.render({ canvas: into, viewport });
      render = task;
      await task.promise;
      if (!cancelled) setDrawing(false);
    }
    draw(target, pdf).catch((error: unknown) => {
      // A render cancelled because the page changed is not a failure.
      if (!cancelled && (error as { name?: string } | null)?.name !== 'RenderingCancelledException')
        onError(error);
    });
    return () => {
      cancelled = true;
      render?.cancel();
    };
  }, [pdf, page, onError]);

  return (
    <>
      <canvas
        ref={canvas}
        role="img"
        aria-label={t('recognition.review.pageImage', { page })}
        style={{ display: 'block', width: '100%', background: '#fff' }}
      />
      {drawing && (
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <CircularProgress size={28} aria-label={t('files.loading')} />
        </Box>
      )}
    </>
  );
}
