import type { Notice } from './file-checks';

export const UPLOAD_FAILED_FALLBACK = 'An error occurred during upload';

/** Shown beside a file the upload refused (SPEC section 8). */
export const uploadFailedFor = (name: string) => `Upload failed for ${name}`;

/** The overall failure toast: the reason when there is one. */
export function uploadFailedNotice(message: string | null | undefined): Notice {
  return { title: 'Upload failed', description: message?.trim() || UPLOAD_FAILED_FALLBACK };
}

export function uploadSucceededNotice(count: number): Notice {
  return { title: 'Upload complete', description: count === 1 ? '1 file uploaded successfully.' : `${count} files uploaded successfully.` };
}
