import type { StaffMember } from '@pizza/shared';
import { useTranslation } from 'react-i18next';

import { formatDateTime } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';
import { relativeTime } from '../relative-time';

/** An invitation whose link ran out is still listed as invited: it only needs resending. */
export function memberState(member: StaffMember, now: number): 'active' | 'invited' | 'expired' | 'deactivated' {
  if (member.state !== 'invited') return member.state;
  return member.invitationExpiresAt && Date.parse(member.invitationExpiresAt) <= now ? 'expired' : 'invited';
}

const STATE_TONES = {
  active: 'bg-green-100 text-green-950 ring-green-300',
  invited: 'bg-accent-200 text-ink ring-accent-400',
  expired: 'bg-brand-50 text-brand-900 ring-brand-200',
  deactivated: 'bg-stone-200 text-stone-900 ring-stone-300',
} as const;

/** The member's state as a badge, with when an invitation's link stops (or stopped) working. */
export function MemberState({ member }: { member: StaffMember }) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const state = memberState(member, now);
  const until = member.invitationExpiresAt && formatDateTime(member.invitationExpiresAt, i18n.language);
  return (
    <span className="flex flex-col items-start gap-1">
      <span className={`rounded-full px-2.5 py-0.5 text-sm font-bold ring-1 ${STATE_TONES[state]}`}>{t(`staff.states.${state}`)}</span>
      {until && state === 'invited' && <span className="text-xs text-ink-muted">{t('staff.members.invitedUntil', { time: until })}</span>}
      {until && state === 'expired' && (
        <span className="text-xs text-ink-muted">{t('staff.members.invitationExpired', { time: until })}</span>
      )}
    </span>
  );
}

/** "Last seen" as relative time, with the exact moment on hover and for screen readers. */
export function LastSeen({ member }: { member: StaffMember }) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  if (!member.lastSeenAt) return <span className="text-ink-muted">{t('staff.members.neverSeen')}</span>;
  const exact = formatDateTime(member.lastSeenAt, i18n.language);
  return (
    <time dateTime={member.lastSeenAt} title={exact}>
      {relativeTime(member.lastSeenAt, now, i18n.language) ?? t('staff.relative.justNow')}
    </time>
  );
}

/** The devices with the board's push on, by their labels. */
export function PushDevices({ member }: { member: StaffMember }) {
  const { t } = useTranslation();
  if (member.pushDevices.length === 0) return <span className="text-ink-muted">{t('staff.members.noDevices')}</span>;
  return (
    <ul className="flex flex-col gap-0.5">
      {member.pushDevices.map((device) => (
        <li key={`${device.label}-${device.createdAt}`} className="break-words">
          {device.label}
        </li>
      ))}
    </ul>
  );
}
