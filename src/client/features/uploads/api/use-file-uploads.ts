import { useCallback, useRef, useState } from 'react';
import { getApiErrorMessage, isUnauthorizedError } from '@/lib/api';
import { toast } from '@/lib/use-toast';
import { notifyCallError } from '@/features/auth/lib/call-errors';
import { checkSelection } from '../lib/file-checks';
import { UPLOAD_FAILED_FALLBACK, uploadFailedFor, uploadFailedNotice, uploadSucceededNotice } from '../lib/upload-messages';
import { uploadFile, type UploadedFile } from './upload-file';

export type UploadStatus = 'ready' | 'uploading' | 'done' | 'failed';

export interface UploadItem {
  id: number;
  file: File;
  percent: number;
  status: UploadStatus;
  /** 'Upload failed for {file}' and the reason, once refused. */
  error?: { summary: string; reason: string };
}

export interface UploadLimits {
  maxFiles: number;
  /** Files already attached elsewhere that count against maxFiles. */
  usedCount: number;
  maxBytes: number;
}

/**
 * The uploader's files: chosen (checked against the limits), uploaded together with their progress, and
 * reported: uploaded files leave the list, refused ones stay with their message.
 */
export function useFileUploads(limits: UploadLimits) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [uploading, setUploading] = useState(false);
  const nextId = useRef(0);

  const add = useCallback(
    (files: File[]) => {
      if (files.length === 0) return;
      const { accepted, notice } = checkSelection(files, { ...limits, usedCount: limits.usedCount + items.length });
      if (notice) toast({ variant: 'destructive', ...notice });
      if (accepted.length === 0) return;
      setItems((current) => [...current, ...accepted.map((file) => ({ id: ++nextId.current, file, percent: 0, status: 'ready' as const }))]);
    },
    [limits, items.length],
  );

  const remove = useCallback((id: number) => setItems((current) => current.filter((item) => item.id !== id)), []);
  const clear = useCallback(() => setItems([]), []);

  const patch = (id: number, change: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));

  /** Uploads every file not uploaded yet; resolves with the ones that made it. */
  const upload = useCallback(async (): Promise<{ uploaded: UploadedFile[]; failed: number }> => {
    const queue = items.filter((item) => item.status !== 'done');
    if (queue.length === 0) return { uploaded: [], failed: 0 };
    setUploading(true);
    const results = await Promise.allSettled(
      queue.map(async (item) => {
        patch(item.id, { status: 'uploading', percent: 0, error: undefined });
        try {
          const uploaded = await uploadFile(item.file, (percent) => patch(item.id, { percent }));
          patch(item.id, { status: 'done', percent: 100 });
          return uploaded;
        } catch (error) {
          patch(item.id, { status: 'failed', error: { summary: uploadFailedFor(item.file.name), reason: getApiErrorMessage(error, UPLOAD_FAILED_FALLBACK) } });
          throw error;
        }
      }),
    );
    setUploading(false);
    const uploaded = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const errors = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    const done = new Set(queue.filter((_, i) => results[i].status === 'fulfilled').map((item) => item.id));
    setItems((current) => current.filter((item) => !done.has(item.id)));
    if (errors.length === 0) {
      toast(uploadSucceededNotice(uploaded.length));
    } else if (isUnauthorizedError(errors[0])) {
      notifyCallError(errors[0], UPLOAD_FAILED_FALLBACK);
    } else {
      toast({ variant: 'destructive', ...uploadFailedNotice(getApiErrorMessage(errors[0], UPLOAD_FAILED_FALLBACK)) });
    }
    return { uploaded, failed: errors.length };
  }, [items]);

  return { items, uploading, add, remove, clear, upload };
}
