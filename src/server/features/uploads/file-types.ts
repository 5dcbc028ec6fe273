/** What may be attached (SPEC section 5: images, pdf, doc, docx), and the first bytes each must start with. */
const SIGNATURES: Record<string, (head: Buffer) => boolean> = {
  'image/png': (h) => h.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (h) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff,
  'image/gif': (h) => ['GIF87a', 'GIF89a'].includes(h.subarray(0, 6).toString('latin1')),
  'image/webp': (h) => h.subarray(0, 4).toString('latin1') === 'RIFF' && h.subarray(8, 12).toString('latin1') === 'WEBP',
  'application/pdf': (h) => h.subarray(0, 5).toString('latin1') === '%PDF-',
  // Word 97-2003: an OLE compound file.
  'application/msword': (h) => h.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])),
  // Word 2007+: a ZIP container.
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': (h) => h.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])),
};

/** How many bytes the signature check needs. */
export const SIGNATURE_BYTES = 12;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const acceptedTypes = Object.keys(SIGNATURES);

/** The declared type without parameters, if it is one we accept. */
export function acceptedType(contentType: string | undefined): string | null {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  return SIGNATURES[type] ? type : null;
}

export const bytesMatch = (type: string, head: Buffer) => head.length >= 4 && SIGNATURES[type](head);
