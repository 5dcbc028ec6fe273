/** SPEC section 5: each file at most 10 MB (10485760 bytes); images, PDF, DOC and DOCX; one file unless told otherwise. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const DEFAULT_MAX_FILES = 1;
/** The file picker's filter (the server checks the type and the first bytes again). */
export const ATTACHMENT_ACCEPT = 'image/*,.pdf,.doc,.docx';

export interface FileLike {
  name: string;
  size: number;
  type?: string;
}

/** A toast's title and text. */
export interface Notice {
  title: string;
  description: string;
}

export const tooManyFiles = (limit: number): Notice => ({
  title: 'Too many files',
  description: `Please select no more than ${limit} file(s)`,
});

/** '10MB' for 10485760 bytes; fractions kept to one decimal. */
export function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : Number(mb.toFixed(1))}MB`;
}

export const fileTooLarge = (name: string, maxBytes: number): Notice => ({
  title: 'File too large',
  description: `${name} is larger than ${megabytes(maxBytes)}`,
});

export interface SelectionLimits {
  /** How many files the uploader takes in all. */
  maxFiles: number;
  /** Files already chosen (or already attached) that count against maxFiles. */
  usedCount: number;
  maxBytes: number;
}

/**
 * Checks a new selection: more files than the room left refuses the whole selection; a file over the size
 * limit is left out (the first one is named). Returns what may be added and what to tell the user.
 */
export function checkSelection<T extends FileLike>(selected: readonly T[], limits: SelectionLimits): { accepted: T[]; notice: Notice | null } {
  const room = Math.max(0, limits.maxFiles - limits.usedCount);
  if (selected.length > room) return { accepted: [], notice: tooManyFiles(room) };
  const tooLarge = selected.filter((f) => f.size > limits.maxBytes);
  return {
    accepted: selected.filter((f) => f.size <= limits.maxBytes),
    notice: tooLarge.length > 0 ? fileTooLarge(tooLarge[0].name, limits.maxBytes) : null,
  };
}

const TYPES_BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The Content-Type to upload with: the browser's, or one from the extension when the browser has none. */
export function contentTypeOf(file: FileLike): string {
  if (file.type) return file.type;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return TYPES_BY_EXTENSION[extension] ?? 'application/octet-stream';
}
