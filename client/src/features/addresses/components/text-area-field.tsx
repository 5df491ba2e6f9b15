import type { Ref, TextareaHTMLAttributes } from 'react';

import { describedBy, FieldShell, inputClasses, type TextLimit } from '../../../components/ui/form-controls';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'maxLength'> {
  id: string;
  label: string;
  error?: string;
  /** The length limit: the textarea's maxLength and its counter, always on screen for a long text. */
  limit: Omit<TextLimit, 'always'>;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line field with the form's look (instructions for the courier). */
export function TextAreaField({ id, label, error, limit, ref, ...props }: TextAreaFieldProps) {
  const shown = { ...limit, always: true };
  return (
    <FieldShell id={id} label={label} error={error} limit={shown}>
      <textarea
        ref={ref}
        id={id}
        rows={3}
        maxLength={limit.max}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, limit: shown })}
        className={`${inputClasses} min-h-24 resize-y`}
        {...props}
      />
    </FieldShell>
  );
}
