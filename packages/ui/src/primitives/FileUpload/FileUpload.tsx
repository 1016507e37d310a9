import { useId, useRef, useState, type ReactNode } from 'react';
import { FileTrigger, useLocale } from 'react-aria-components';
import { useTranslation } from '../../i18n/react.ts';
import { tv } from '../../lib/utils.ts';
import { Button } from '../Button/Button.tsx';
import { UploadIcon } from '../icons/Icon.tsx';
import { ProgressBar } from '../ProgressBar/ProgressBar.tsx';
import { formatFileSize } from './formatFileSize.ts';

export type FileUploadError = 'invalid-file-size' | 'invalid-file-format';

const mimeTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** The spec's image formats. */
export const defaultImageFormats = ['jpg', 'jpeg', 'gif', 'png'] as const;

export const fileUploadStyles = tv({
  slots: {
    root: 'flex w-full flex-col gap-1.5 text-start',
    label: 'text-sm font-semibold text-fg',
    box: 'flex flex-wrap items-center gap-3 rounded-md border border-dashed border-border-strong bg-surface-muted p-3',
    fileName: 'min-w-0 flex-1 truncate text-sm text-fg',
    hint: 'text-xs text-fg-muted',
    error: 'text-sm text-error-700',
  },
  variants: {
    isInvalid: { true: { box: 'border-error-600 bg-error-50' } },
    isDisabled: { true: { box: 'border-border bg-surface-sunken', label: 'text-fg-muted' } },
  },
});

export interface FileUploadProps {
  /** The field's visible label, e.g. "National ID (front)". */
  label: ReactNode;
  /** Allowed extensions without the dot (default jpg, jpeg, gif, png). */
  acceptedFormats?: readonly string[];
  /** Largest allowed file in bytes (default 50 MB). */
  maxSize?: number;
  /** A valid file was chosen (only the first chosen file is used). */
  onSelect?: (file: File) => void;
  /** The chosen file was rejected; the field shows the matching message. */
  onInvalid?: (error: FileUploadError, file: File) => void;
  /** Upload progress 0–100 while uploading (shows a progress bar and disables choosing); undefined when idle. */
  progress?: number;
  /** The current file's name when it was chosen elsewhere (e.g. an upload already on the server). */
  fileName?: string;
  /** An error from outside the field (e.g. the server rejected the upload). */
  errorMessage?: ReactNode;
  isDisabled?: boolean;
  className?: string;
}

/** Wraps text in Unicode first-strong isolates so Latin file names read correctly inside Arabic sentences. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/**
 * An upload field: a "Choose file" button (FileTrigger), the chosen file name, accepted formats and
 * size limit (Intl-formatted in the active locale), validation on selection (invalid-file-format,
 * invalid-file-size) and a progress bar while uploading. Hiding the field once verified is up to callers.
 */
export function FileUpload({
  label,
  acceptedFormats = defaultImageFormats,
  maxSize = 50 * 1024 * 1024,
  onSelect,
  onInvalid,
  progress,
  fileName,
  errorMessage,
  isDisabled = false,
  className,
}: FileUploadProps) {
  const { t } = useTranslation('ui');
  const { locale } = useLocale();
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<string | undefined>();
  const [error, setError] = useState<FileUploadError | undefined>();
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();

  const formats = new Intl.ListFormat(locale, { type: 'disjunction' }).format(acceptedFormats.map((format) => format.toUpperCase()));
  const maxText = formatFileSize(maxSize, locale);
  const name = chosen ?? fileName;
  const isUploading = progress != null;
  const shownError = error ? t(`upload.${error}`, { max: maxText, formats }) : errorMessage;
  const styles = fileUploadStyles({ isInvalid: shownError != null, isDisabled });

  const accept = [
    ...new Set(
      acceptedFormats.flatMap((format) => {
        const extension = format.toLowerCase();
        const mime = mimeTypes[extension];
        return mime ? [`.${extension}`, mime] : [`.${extension}`];
      }),
    ),
  ];

  function handleSelect(files: FileList | null) {
    const file = files?.[0];
    // Clear the input so choosing the same file again still reports a selection.
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
    const problem: FileUploadError | undefined = !acceptedFormats.some((format) => format.toLowerCase() === extension)
      ? 'invalid-file-format'
      : file.size > maxSize
        ? 'invalid-file-size'
        : undefined;
    setError(problem);
    if (problem) {
      setChosen(undefined);
      onInvalid?.(problem, file);
    } else {
      setChosen(file.name);
      onSelect?.(file);
    }
  }

  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={hintId} className={styles.root({ className })}>
      <span id={labelId} className={styles.label()}>
        {label}
      </span>
      <div className={styles.box()}>
        <FileTrigger ref={inputRef} acceptedFileTypes={accept} onSelect={handleSelect}>
          <Button
            variant="outline"
            size="sm"
            icon={<UploadIcon size={16} />}
            isDisabled={isDisabled || isUploading}
            aria-describedby={shownError != null ? `${errorId} ${hintId}` : hintId}
          >
            {t('upload.choose')}
          </Button>
        </FileTrigger>
        {name && <span className={styles.fileName()}>{t('upload.selected', { name: isolate(name) })}</span>}
      </div>
      {isUploading && (
        <ProgressBar
          size="sm"
          label={name ? t('upload.uploading', { name: isolate(name) }) : t('common.loading')}
          value={progress}
          className="mt-1"
        />
      )}
      <p id={hintId} className={styles.hint()}>
        {t('overlays.upload.hint', { formats, max: maxText })}
      </p>
      {shownError != null && (
        <p id={errorId} role="alert" className={styles.error()}>
          {shownError}
        </p>
      )}
    </div>
  );
}
