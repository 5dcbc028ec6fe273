import { apiRequest } from '@/lib/api';
import { contentTypeOf } from '../lib/file-checks';
import { percentOf, storedUrlOf } from '../lib/upload-url';

/** An uploaded, claimed file as a change request's attachment takes it. */
export interface UploadedFile {
  url: string;
  name: string;
}

/** POST /api/objects/upload: a signed URL for one upload (absolute, 15 minutes, single use). */
export async function requestUploadUrl(): Promise<string> {
  const res = await apiRequest('POST', '/api/objects/upload');
  const { uploadURL } = (await res.json()) as { uploadURL: string };
  return uploadURL;
}

/**
 * PUT the file to its signed URL with its own Content-Type. XMLHttpRequest rather than fetch, for the
 * upload progress. The signature in the URL is the credential, so no cookies are sent: the URL may be
 * the portal's own or, with S3 storage, a presigned URL on the bucket's origin (whose CORS rule then
 * need not allow credentials). A refusal becomes an Error shaped like apiRequest's ("415: {body}"),
 * so parseApiError reads the server's message.
 */
export function putFile(uploadURL: string, file: File, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', uploadURL);
    xhr.setRequestHeader('Content-Type', contentTypeOf(file));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(percentOf(event.loaded, event.total));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
      } else {
        reject(new Error(`${xhr.status}: ${xhr.responseText || xhr.statusText}`));
      }
    };
    xhr.onerror = () => reject(new Error('Network error during upload'));
    xhr.onabort = () => reject(new Error('Upload cancelled'));
    xhr.send(file);
  });
}

/** PUT /api/attachments: claims the upload for its uploader. SPEC section 7: a failure is only logged. */
export async function claimAttachment(attachmentURL: string): Promise<void> {
  try {
    await apiRequest('PUT', '/api/attachments', { attachmentURL });
  } catch (error) {
    console.error('Could not set access for the uploaded attachment', error);
  }
}

/** The whole upload of one file: signed URL, PUT with progress, claim. */
export async function uploadFile(file: File, onProgress: (percent: number) => void): Promise<UploadedFile> {
  const uploadURL = await requestUploadUrl();
  await putFile(uploadURL, file, onProgress);
  const url = storedUrlOf(uploadURL);
  await claimAttachment(url);
  return { url, name: file.name };
}
