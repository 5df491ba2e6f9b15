import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { z } from 'zod';

import { fieldErrors } from './field-errors';
import { FormFooter } from './form-footer';

type SaveMutation<R> = UseMutationResult<unknown, Error, R>;

interface DraftOptions<T, R> {
  /** What a save sends, from the draft and what was stored when editing began (default: the draft). */
  toRequest?: (draft: T, origin: T) => R;
  /** Fetches what is stored again (offered when a save is refused because someone else saved meanwhile). */
  reload?: () => unknown;
}

/**
 * A draft that follows what is stored while untouched (this save, or another tablet's), and
 * `origin`: what was stored when the edits began.
 */
function useFollowingDraft<T>(stored: T) {
  const [draft, setDraft] = useState<T>(stored);
  const [origin, setOrigin] = useState<T>(stored);
  const [base, setBase] = useState(stored);
  if (base !== stored) {
    setBase(stored);
    if (JSON.stringify(draft) === JSON.stringify(base)) {
      setDraft(stored);
      setOrigin(stored);
    }
  }
  /** Starts again from `value` (what is stored, or what a save stored). */
  const restart = (value: T) => {
    setDraft(value);
    setOrigin(value);
  };
  return { draft, setDraft, origin, restart };
}

/**
 * The draft of one settings form: edits since what is stored, the shared schema's messages by field
 * once a save was tried, and the save (of the draft, or of what `toRequest` makes of it).
 */
export function useSettingsDraft<T, R = T>(stored: T, schema: z.ZodType<T>, save: SaveMutation<R>, options: DraftOptions<T, R> = {}) {
  const { draft, setDraft, origin, restart } = useFollowingDraft(stored);
  const [tried, setTried] = useState(false);
  const parsed = schema.safeParse(draft);
  const dirty = JSON.stringify(draft) !== JSON.stringify(stored);
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
    if (save.isPending || !dirty) return;
    const request = options.toRequest ? options.toRequest(parsed.data, origin) : (parsed.data as unknown as R);
    // The server's answer, when it is the settings, is what the form shows from now on.
    save.mutate(request, { onSuccess: (saved) => restart(schema.safeParse(saved).success ? (saved as T) : parsed.data) });
  };
  const cancel = () => {
    save.reset();
    setTried(false);
    restart(stored);
  };
  // Someone else saved a field this form changed: offer to start again from what is stored now.
  const stale = save.isError && (save.error as { status?: number }).status === 409 && options.reload !== undefined;
  const reload = () => {
    cancel();
    void options.reload?.();
  };
  return {
    draft,
    edit,
    errors: tried ? fieldErrors(parsed.error) : {},
    submit,
    footer: {
      dirty,
      saving: save.isPending,
      saved: save.isSuccess,
      serverError: save.isError ? save.error.message : undefined,
      invalid: tried && !parsed.success,
      onCancel: cancel,
      ...(stale ? { onReload: reload } : {}),
    },
  };
}

interface SettingsFormProps {
  title: string;
  hint?: string;
  form: Pick<ReturnType<typeof useSettingsDraft<unknown>>, 'submit' | 'footer'>;
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
