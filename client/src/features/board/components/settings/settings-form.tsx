import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { z } from 'zod';

import { fieldErrors } from './field-errors';
import { FormFooter } from './form-footer';

type SaveMutation<T> = UseMutationResult<unknown, Error, T>;

/**
 * The draft of one settings form: edits since what is stored, the shared schema's messages by field
 * once a save was tried, and the save. An untouched form follows what is stored when it changes (this
 * save, or another tablet's).
 */
export function useSettingsDraft<T>(stored: T, schema: z.ZodType<T>, save: SaveMutation<T>) {
  const [draft, setDraft] = useState<T>(stored);
  const [base, setBase] = useState(stored);
  if (base !== stored) {
    setBase(stored);
    if (JSON.stringify(draft) === JSON.stringify(base)) setDraft(stored);
  }
  const [tried, setTried] = useState(false);
  const parsed = schema.safeParse(draft);
  const edit = (change: (current: T) => T) => {
    save.reset();
    setDraft(change);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    const form = event.currentTarget;
    // Keyboard and screen-reader users land on the first field to fix.
    if (!parsed.success) return void requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    if (save.isPending) return;
    // The server's answer, when it is the settings, is what the form shows from now on.
    save.mutate(parsed.data, { onSuccess: (saved) => setDraft(schema.safeParse(saved).success ? (saved as T) : parsed.data) });
  };
  const cancel = () => {
    save.reset();
    setTried(false);
    setDraft(stored);
  };
  return {
    draft,
    edit,
    errors: tried ? fieldErrors(parsed.error) : {},
    submit,
    footer: {
      dirty: JSON.stringify(draft) !== JSON.stringify(stored),
      saving: save.isPending,
      saved: save.isSuccess,
      serverError: save.isError ? save.error.message : undefined,
      invalid: tried && !parsed.success,
      onCancel: cancel,
    },
  };
}

interface SettingsFormProps {
  title: string;
  hint?: string;
  form: Pick<ReturnType<typeof useSettingsDraft>, 'submit' | 'footer'>;
  children: ReactNode;
}

/** A settings card: its title (naming the form), a hint, the fields, and Save / Cancel with their messages. */
export function SettingsForm({ title, hint, form, children }: SettingsFormProps) {
  const formId = useId();
  return (
    <form
      onSubmit={form.submit}
      noValidate
      aria-labelledby={`${formId}-title`}
      className="flex flex-col gap-6 rounded-2xl bg-surface p-4 shadow-card sm:p-6"
    >
      <div>
        <h3 id={`${formId}-title`} className="text-xl font-extrabold">
          {title}
        </h3>
        {hint && <p className="text-sm text-ink-muted">{hint}</p>}
      </div>
      {children}
      <FormFooter {...form.footer} />
    </form>
  );
}
