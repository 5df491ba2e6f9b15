import type { MenuPhoto } from '@pizza/shared';
import { ImageUp } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button, buttonClasses } from '../../../components/ui/button';
import { PRODUCT_PLACEHOLDER_IMAGE } from '../../../components/ui/product-image';
import { useUploadPhoto } from '../api/admin-menu';
import { useMenuErrorText, useMenuMessage } from '../menu-messages';
import { PHOTO_ACCEPT, photoProblem, photoSrc } from '../photo-check';

interface PhotoFieldProps {
  label: string;
  /** The photo chosen now (uploaded, or the entry's own); undefined: none. */
  photo?: MenuPhoto;
  /** What shows without a photo (a dish's demo artwork). */
  fallbackUrl?: string;
  onChange: (photo: MenuPhoto | undefined) => void;
  /** The dialog disables Save while a photo is on its way. */
  onUploading: (uploading: boolean) => void;
  disabled?: boolean;
  /** A server's refusal of the saved photo id (photoNotFound). */
  error?: string;
}

/**
 * A photo: the current picture, a file input for JPEG, PNG or WebP up to 5 MB (checked here first,
 * then by the server on the bytes), the upload's progress, and what came of it
 * (docs/product/menu.md#photos).
 */
export function PhotoField({ label, photo, fallbackUrl, onChange, onUploading, disabled, error }: PhotoFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const menuMessage = useMenuMessage();
  const errorText = useMenuErrorText();
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string>();
  const [uploaded, setUploaded] = useState(false);
  const upload = useUploadPhoto(setProgress);

  const choose = (file: File | undefined) => {
    if (!file) return;
    setUploaded(false);
    upload.reset();
    const local = photoProblem(file);
    setProblem(local === undefined ? undefined : menuMessage(local));
    if (local) return;
    setProgress(0);
    onUploading(true);
    upload.mutate(file, {
      onSuccess: (stored) => {
        onChange(stored);
        setUploaded(true);
      },
      onSettled: () => {
        onUploading(false);
        if (inputRef.current) inputRef.current.value = '';
      },
    });
  };

  const shown = problem ?? (upload.isError ? errorText(upload.error) : error);
  const src = photo ? photoSrc(photo) : fallbackUrl || PRODUCT_PLACEHOLDER_IMAGE;
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-semibold text-ink">{label}</span>
      <div className="flex flex-wrap items-start gap-4">
        <img
          src={src}
          srcSet={photo?.srcset.webp}
          sizes="8rem"
          alt={photo ? t('menuEditor.photo.current') : ''}
          width={photo?.width ?? 400}
          height={photo?.height ?? 300}
          className="aspect-[4/3] w-32 rounded-xl bg-cream-100 object-cover ring-1 ring-ink/10"
        />
        <div className="flex min-w-0 flex-1 flex-col items-start gap-2">
          <div>
            <input
              ref={inputRef}
              id={`${id}-file`}
              type="file"
              accept={PHOTO_ACCEPT}
              className="peer sr-only"
              disabled={disabled || upload.isPending}
              aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
              onChange={(event) => choose(event.target.files?.[0])}
            />
            {/* The label is the button: the file input keeps the focus and the keyboard, its ring shows on the label. */}
            <label
              htmlFor={`${id}-file`}
              className={`${buttonClasses('secondary', 'sm')} peer-focus-visible:ring-2 peer-focus-visible:ring-accent-500 peer-focus-visible:ring-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-60`}
            >
              <ImageUp aria-hidden="true" className="size-4" />
              {photo ? t('menuEditor.photo.replace') : t('menuEditor.photo.choose')}
            </label>
          </div>
          {photo && !upload.isPending && (
            <Button size="sm" variant="ghost" disabled={disabled} onClick={() => onChange(undefined)}>
              {t('menuEditor.photo.remove')}
            </Button>
          )}
          <p id={`${id}-hint`} className="text-xs text-ink-muted">
            {t('menuEditor.photo.hint')}
          </p>
          {upload.isPending && (
            <div role="status" className="flex w-full max-w-xs flex-col gap-1 text-sm text-ink-muted">
              <span>{t('menuEditor.photo.uploading', { percent: Math.round(progress * 100) })}</span>
              <progress className="h-2 w-full accent-brand-600" max={1} value={progress} aria-label={t('menuEditor.photo.progress')} />
            </div>
          )}
          {uploaded && photo && !upload.isPending && (
            <p role="status" className="text-sm font-semibold text-leaf">
              {t('menuEditor.photo.uploaded', { width: photo.width, height: photo.height })}
            </p>
          )}
          {shown && (
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-brand-700">
              {shown}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
