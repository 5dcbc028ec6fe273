import { FileText, X } from 'lucide-react';
import { MAX_ATTACHMENTS } from '@shared/change-requests';
import { Button } from '@/components/ui/button';
import { FileUploader, type UploadedFile } from '@/features/uploads/components/file-uploader';

/** The form's attachments: uploaded files (removable) and the uploader for up to 5 in all. */
export function AttachmentsField({
  files,
  onChange,
  error,
  disabled,
}: {
  files: UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  error?: string;
  disabled?: boolean;
}) {
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium leading-none">Attachments</p>
      {files.length > 0 && (
        <ul aria-label="Attached files" className="grid gap-2">
          {files.map((file) => (
            <li key={file.url} className="flex min-w-0 items-center gap-2 rounded-md border border-border bg-surface-2 px-3 py-1.5">
              <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="min-w-0 flex-1 truncate text-sm" title={file.name}>
                {file.name}
              </span>
              <Button
                variant="ghost"
                size="icon"
                className="size-7 shrink-0"
                aria-label={`Remove ${file.name}`}
                disabled={disabled}
                onClick={() => onChange(files.filter((f) => f.url !== file.url))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <FileUploader
          maxFiles={MAX_ATTACHMENTS}
          usedCount={files.length}
          disabled={disabled}
          describedBy="change-request-attachments-hint"
          onComplete={(uploaded) => onChange([...files, ...uploaded].slice(0, MAX_ATTACHMENTS))}
        />
        <p id="change-request-attachments-hint" className="text-xs text-muted-foreground">
          Optional: up to {MAX_ATTACHMENTS} images, PDF or Word files, 10MB each ({files.length}/{MAX_ATTACHMENTS}).
        </p>
      </div>
      {error && <p className="text-sm text-red-400">{error}</p>}
    </div>
  );
}
