import { useTranslation } from 'react-i18next';

import { Button } from '../../../../components/ui/button';
import { InlineError } from '../../../../components/ui/inline-error';

interface FormFooterProps {
  dirty: boolean;
  saving: boolean;
  saved: boolean;
  /** The server's refusal, shown as it said it. */
  serverError?: string;
  invalid: boolean;
  onCancel: () => void;
  /** Offered when the save was refused because someone else saved meanwhile: show what is stored now. */
  onReload?: () => void;
}

/** Save and Cancel, the server's message, and "Saved" after a save; Cancel restores what is stored. */
export function FormFooter({ dirty, saving, saved, serverError, invalid, onCancel, onReload }: FormFooterProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2 border-t-2 border-dashed border-cream-300 pt-4">
      {invalid && <InlineError>{t('board.settings.fixErrors')}</InlineError>}
      {serverError && <InlineError>{serverError}</InlineError>}
      {saved && !dirty && (
        <p role="status" className="text-sm font-semibold text-leaf">
          {t('board.settings.saved')}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" aria-disabled={saving || undefined}>
          {saving ? t('board.settings.saving') : t('board.settings.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={!dirty || saving}>
          {t('board.settings.cancel')}
        </Button>
        {onReload && (
          <Button variant="secondary" onClick={onReload}>
            {t('board.settings.reload')}
          </Button>
        )}
      </div>
    </div>
  );
}
