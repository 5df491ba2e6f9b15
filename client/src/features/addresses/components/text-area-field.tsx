import type { Ref, TextareaHTMLAttributes } from 'react';

import { describedBy, FieldShell, inputClasses } from '../../../components/ui/form-controls';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  id: string;
  label: string;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line field with the form's look (instructions for the courier). */
export function TextAreaField({ id, label, error, ref, ...props }: TextAreaFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error}>
      <textarea
        ref={ref}
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error })}
        className={`${inputClasses} min-h-24 resize-y`}
        {...props}
      />
    </FieldShell>
  );
}
