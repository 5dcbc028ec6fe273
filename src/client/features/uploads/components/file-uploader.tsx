import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { Loader2, Paperclip, Upload } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { UploadedFile } from '../api/upload-file';
import { useFileUploads } from '../api/use-file-uploads';
import { ATTACHMENT_ACCEPT, DEFAULT_MAX_FILES, MAX_FILE_BYTES, megabytes } from '../lib/file-checks';
import { overallPercent } from '../lib/upload-url';
import { UploadFileList } from './upload-file-list';

export type { UploadedFile };

export interface FileUploaderProps {
  /** Uploaded files, once stored and claimed. */
  onComplete: (files: UploadedFile[]) => void;
  /** How many files in all (SPEC section 5: 1 unless told otherwise). */
  maxFiles?: number;
  /** Files already attached that count against maxFiles. */
  usedCount?: number;
  maxFileSize?: number;
  accept?: string;
  buttonLabel?: string;
  disabled?: boolean;
  /** Describes the open button (e.g. the id of a hint about the limits). */
  describedBy?: string;
}

/**
 * A button that opens the upload modal: choose files (checked for count and size), upload them with a
 * progress percent, then a success toast and the modal closes. Refused files stay listed with the reason.
 */
export function FileUploader({
  onComplete,
  maxFiles = DEFAULT_MAX_FILES,
  usedCount = 0,
  maxFileSize = MAX_FILE_BYTES,
  accept = ATTACHMENT_ACCEPT,
  buttonLabel = 'Attach Files',
  disabled,
  describedBy,
}: FileUploaderProps) {
  const [open, setOpen] = useState(false);
  const limits = useMemo(() => ({ maxFiles, usedCount, maxBytes: maxFileSize }), [maxFiles, usedCount, maxFileSize]);
  const uploads = useFileUploads(limits);
  const inputId = useId();
  const room = Math.max(0, maxFiles - usedCount);
  const pending = uploads.items.filter((item) => item.status !== 'done');
  const percent = overallPercent(uploads.items.map((item) => ({ size: item.file.size, percent: item.percent })));

  const setOpenSafely = (next: boolean) => {
    if (uploads.uploading) return; // closing would lose the upload in flight
    if (!next) uploads.clear();
    setOpen(next);
  };

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    uploads.add(Array.from(event.target.files ?? []));
    event.target.value = ''; // choosing the same file again fires change again
  };

  const onUpload = async () => {
    const { uploaded, failed } = await uploads.upload();
    if (uploaded.length > 0) onComplete(uploaded);
    if (failed === 0) {
      uploads.clear();
      setOpen(false);
    }
  };

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} disabled={disabled || room === 0} aria-describedby={describedBy}>
        <Paperclip aria-hidden="true" />
        {buttonLabel}
      </Button>
      <Dialog open={open} onOpenChange={setOpenSafely}>
        <DialogContent className="sm:max-w-md">
          <DialogHeader>
            <DialogTitle>Upload Files</DialogTitle>
            <DialogDescription>
              Images, PDF or Word documents, up to {megabytes(maxFileSize)} each; at most {room} file(s).
            </DialogDescription>
          </DialogHeader>
          {/* The whole box opens the file picker; files may also be dropped on it. */}
          <label
            htmlFor={inputId}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              if (!uploads.uploading) uploads.add(Array.from(event.dataTransfer.files));
            }}
            className="flex cursor-pointer flex-col items-center gap-2 rounded-lg border border-dashed border-border bg-surface-2/50 px-4 py-6 text-center hover:bg-surface-2 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <Upload className="size-6 text-muted-foreground" aria-hidden="true" />
            <span className="text-sm font-medium text-accent-soft">Choose files</span>
            <span className="text-xs text-muted-foreground">or drop them here · PNG, JPEG, GIF, WebP, PDF, DOC or DOCX</span>
            <input
              id={inputId}
              type="file"
              className="sr-only"
              accept={accept}
              multiple={maxFiles > 1}
              disabled={uploads.uploading}
              onChange={onChoose}
            />
          </label>
          <UploadFileList items={uploads.items} busy={uploads.uploading} onRemove={uploads.remove} />
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpenSafely(false)} disabled={uploads.uploading}>
              Cancel
            </Button>
            <Button onClick={() => void onUpload()} disabled={uploads.uploading || pending.length === 0}>
              {uploads.uploading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Upload aria-hidden="true" />}
              {uploads.uploading ? `Uploading... ${percent}%` : `Upload ${pending.length} file(s)`}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
