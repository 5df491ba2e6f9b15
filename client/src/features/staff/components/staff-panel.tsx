import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { InlineError } from '../../../components/ui/inline-error';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorText } from '../../../lib/use-error-text';
import { useStaffMembers } from '../api/staff-members';
import { useStaffSelf } from '../api/staff-self';
import { InviteForm } from './invite-form';
import { MemberList } from './member-list';

/** The staff page's body (docs/product/screens.md#staff-page): the invitation form, then every member and open invitation. */
export function StaffPanel() {
  const { t } = useTranslation();
  const id = useId();
  const errorText = useErrorText();
  const members = useStaffMembers();
  const self = useStaffSelf();

  let list;
  if (members.data) {
    list =
      members.data.members.length === 0 ? (
        <p className="py-4 text-ink-muted">{t('staff.empty')}</p>
      ) : (
        <MemberList members={members.data.members} selfId={self.data?.id} />
      );
  } else if (members.isError) {
    list = (
      <div className="flex flex-col items-start gap-3 py-4">
        <InlineError>
          {t('staff.loadFailed')} {errorText(members.error)}
        </InlineError>
        <Button variant="secondary" disabled={members.isFetching} onClick={() => void members.refetch()}>
          {t('staff.retry')}
        </Button>
      </div>
    );
  } else {
    list = (
      <div className="flex justify-center py-8">
        <Spinner label={t('staff.loading')} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <p className="text-ink-muted">{t('staff.intro')}</p>
      <InviteForm />
      <section aria-labelledby={`${id}-members`} className="flex flex-col gap-3">
        <h2 id={`${id}-members`} className="text-xl font-bold">
          {t('staff.members.title')}
        </h2>
        <div className="md:rounded-2xl md:bg-surface md:p-2 md:ring-1 md:ring-ink/10">{list}</div>
      </section>
    </div>
  );
}
