import { useState } from 'react';
import { useSnackbar } from '../../ui-component/snackbar/snackbar-context';
import { downloadFile } from '../files/upload-request';

/** Hands a blob to the browser as a download under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The browser has taken the bytes by then; the URL would only keep them in memory.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads a stored file through the authenticated fetch (a plain link would carry no token);
 * `pending` is the file under way, so its button can say so.
 */
export function useFileDownload() {
  const { showError } = useSnackbar();
  const [pending, setPending] = useState<string | null>(null);
  const download = async (fileID: string, fileName: string) => {
    setPending(fileID);
    try {
      const { blob } = await downloadFile(fileID);
      saveBlob(blob, fileName);
    } catch (error) {
      showError(error);
    } finally {
      setPending(null);
    }
  };
  return { pending, download: (fileID: string, fileName: string) => void download(fileID, fileName) };
}
