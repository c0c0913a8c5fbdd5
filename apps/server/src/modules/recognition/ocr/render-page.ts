import type { TPdfDocument } from '../pdf-document.js';
import { greyFromRgba, type TGreyImage } from './grey-image.js';

/**
 * Renders a page with pdf.js onto a canvas from the document's own canvas factory (pdf.js creates
 * @napi-rs/canvas canvases in Node; a canvas from another library fails its drawImage checks), then
 * keeps it as grey. Works on any thread: nothing here touches the main thread's state.
 */

interface TCanvasAndContext {
  canvas: { width: number; height: number };
  context: { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } };
}

interface TCanvasFactory {
  create(width: number, height: number): TCanvasAndContext;
  destroy(canvasAndContext: TCanvasAndContext): void;
}

/** Points per inch in PDF space. */
export const POINTS_PER_INCH = 72;

/** The page rendered at `dpi` as grey pixels (white where the page draws nothing). */
export async function renderPageGrey(
  pdf: TPdfDocument,
  pageNumber: number,
  dpi: number,
): Promise<TGreyImage> {
  const page = await pdf.proxy.getPage(pageNumber);
  try {
    const viewport = page.getViewport({ scale: dpi / POINTS_PER_INCH });
    const width = Math.round(viewport.width);
    const height = Math.round(viewport.height);
    const factory = pdf.proxy.canvasFactory as TCanvasFactory;
    const target = factory.create(width, height);
    try {
      const parameters = {
        canvas: target.canvas,
        canvasContext: target.context,
        viewport,
        // Paper is white; pdf.js's default background is white too, but say so for scans with alpha.
        background: 'rgb(255,255,255)',
      };
      await page.render(parameters).promise;
      const { data } = target.context.getImageData(0, 0, width, height);
      return greyFromRgba(data, width, height);
    } finally {
      factory.destroy(target);
    }
  } finally {
    page.cleanup();
  }
}
