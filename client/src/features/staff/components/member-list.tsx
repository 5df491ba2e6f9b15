import type { StaffMember } from '@pizza/shared';
import { useTranslation } from 'react-i18next';

import { useMediaQuery } from '../../../lib/use-media-query';
import { MemberActions } from './member-actions';
import { LastSeen, MemberState, PushDevices } from './member-details';

interface MemberListProps {
  members: StaffMember[];
  selfId: string | undefined;
}

function NameCell({ member, isSelf }: { member: StaffMember; isSelf: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {member.name}
      {isSelf && <span className="text-sm font-normal text-ink-muted"> ({t('staff.members.you')})</span>}
    </>
  );
}

/** Desktop: one table row a member, every column side by side. */
function MemberTable({ members, selfId }: MemberListProps) {
  const { t } = useTranslation();
  const th = 'px-3 py-2 text-left text-xs font-bold tracking-wide text-ink-muted uppercase';
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{t('staff.members.title')}</caption>
      <thead>
        <tr className="border-b border-ink/10">
          {(['name', 'email', 'role', 'state', 'lastSeen', 'devices', 'actions'] as const).map((column) => (
            <th key={column} scope="col" className={th}>
              {t(`staff.columns.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {members.map((member) => (
          <tr key={member.id} className="border-b border-ink/10 align-top last:border-0">
            <th scope="row" className="px-3 py-3 text-left font-bold">
              <NameCell member={member} isSelf={member.id === selfId} />
            </th>
            <td className="px-3 py-3 [overflow-wrap:anywhere]">{member.email}</td>
            <td className="px-3 py-3">{t(`staff.roles.${member.role}`)}</td>
            <td className="px-3 py-3">
              <MemberState member={member} />
            </td>
            <td className="px-3 py-3">
              <LastSeen member={member} />
            </td>
            <td className="px-3 py-3">
              <PushDevices member={member} />
            </td>
            <td className="px-3 py-3">
              <MemberActions member={member} isSelf={member.id === selfId} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Phone: one card a member, label and value in pairs. */
function MemberCards({ members, selfId }: MemberListProps) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col gap-3">
      {members.map((member) => (
        <li key={member.id}>
          <article aria-label={member.name} className="flex flex-col gap-3 rounded-2xl bg-surface p-4 ring-1 ring-ink/10">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 className="text-lg font-bold break-words">
                <NameCell member={member} isSelf={member.id === selfId} />
              </h3>
              <MemberState member={member} />
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="font-semibold text-ink-muted">{t('staff.columns.email')}</dt>
              <dd className="[overflow-wrap:anywhere]">{member.email}</dd>
              <dt className="font-semibold text-ink-muted">{t('staff.columns.role')}</dt>
              <dd>{t(`staff.roles.${member.role}`)}</dd>
              <dt className="font-semibold text-ink-muted">{t('staff.columns.lastSeen')}</dt>
              <dd>
                <LastSeen member={member} />
              </dd>
              <dt className="font-semibold text-ink-muted">{t('staff.columns.devices')}</dt>
              <dd>
                <PushDevices member={member} />
              </dd>
            </dl>
            <MemberActions member={member} isSelf={member.id === selfId} />
          </article>
        </li>
      ))}
    </ul>
  );
}

/** The members as a table on a wide screen and as cards on a phone (only one is in the page). */
export function MemberList(props: MemberListProps) {
  const wide = useMediaQuery('(min-width: 768px)');
  return wide ? <MemberTable {...props} /> : <MemberCards {...props} />;
}
