import { ADMIN_STATUS_OPTIONS, canStaffSetStatus, mayChangeStatus, type Order, type OrderStatus, type StaffRole } from '@pizza/shared';
import { Check, X } from 'lucide-react';
import { type ChangeEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { actionButton, ConfirmStep } from '../../../components/ui/confirm-step';
import { InlineError } from '../../../components/ui/inline-error';
import { Spinner } from '../../../components/ui/spinner';
import { useStaffSelf } from '../../staff';
import { type MoveDetails, useStatusChange } from '../hooks/use-status-change';
import { AcceptTime } from './accept-time';
import { CancelReasonPicker, reasonProblem, type ReasonDraft } from './cancel-reason-picker';
import { MuteButton } from './mute-button';
import { UndoBar } from './undo-bar';

/**
 * The dropdown's entries for an order: its current status and every move the server allows from it
 * (shared status machine) that the member's role may make (docs/product/screens.md#staff-navigation-and-roles: cancelling
 * an accepted order is a manager's).
 */
export function statusChoices(order: Pick<Order, 'orderType' | 'status'>, role: StaffRole | undefined) {
  return ADMIN_STATUS_OPTIONS[order.orderType].filter(
    (option) =>
      option.value === order.status ||
      (canStaffSetStatus(order.orderType, order.status, option.value) &&
        mayChangeStatus(role, { from: order.status, to: option.value, orderType: order.orderType })),
  );
}

const NO_REASON: ReasonDraft = { note: '' };

/**
 * What staff can do with an active order (docs/product/rules.md#states-and-transitions): a new (PLACED) order is accepted
 * (PREPARING) or rejected (CANCELLED, after a confirmation that asks why, for the customer); any
 * other shows the status dropdown, where Cancelled asks first too, and Delivered or Completed offer Undo for 5 s before they are
 * sent. A failed change shows SPEC's message; the lists are refetched
 * either way, so the card shows the server's status, never a guess.
 */
export function OrderActions({
  order,
  scheduled = false,
}: {
  order: Order;
  /** An order for later, accepted early: no reminders to mute. */ scheduled?: boolean;
}) {
  const { t } = useTranslation();
  const { shownStatus, change, awaitingUndo, undo, isPending, failed } = useStatusChange(order);
  const [confirming, setConfirming] = useState(false);
  // Accepting: the prep time staff tapped (null: the service's default, which the server applies).
  const [prepMinutes, setPrepMinutes] = useState<number | null>(null);
  const rejectRef = useRef<HTMLButtonElement>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  const isNew = order.status === 'PLACED';

  // Rejecting or cancelling: the reason being chosen, and whether confirming was tried without one.
  const [reason, setReason] = useState<ReasonDraft>(NO_REASON);
  const [reasonTried, setReasonTried] = useState(false);

  const decide = (status: OrderStatus, details?: MoveDetails) => {
    setConfirming(false);
    change(status, details);
  };
  const askWhy = () => {
    setReason(NO_REASON);
    setReasonTried(false);
    setConfirming(true);
  };
  const cancelWithReason = () => {
    setReasonTried(true);
    if (reasonProblem(reason) || !reason.reason) return;
    const note = reason.note.trim();
    decide('CANCELLED', { reason: { reason: reason.reason, ...(note ? { note } : {}) } });
  };
  const backOut = () => {
    setConfirming(false);
    // Give focus back to the control that asked.
    requestAnimationFrame(() => (rejectRef.current ?? selectRef.current)?.focus());
  };
  // When the Undo bar goes (undone, or the window ended), its focus goes back to the status select.
  const hadUndo = useRef(false);
  useEffect(() => {
    if (awaitingUndo) hadUndo.current = true;
    else if (hadUndo.current) {
      hadUndo.current = false;
      if (document.activeElement === document.body) selectRef.current?.focus();
    }
  }, [awaitingUndo]);

  return (
    <div className="flex flex-col gap-3">
      {awaitingUndo ? (
        <UndoBar sequence={order.orderSequence} status={awaitingUndo} onUndo={undo} />
      ) : confirming ? (
        <ConfirmStep
          question={t(isNew ? 'board.card.rejectQuestion' : 'board.card.cancelQuestion', { sequence: order.orderSequence })}
          confirmLabel={t(isNew ? 'board.card.confirmReject' : 'board.card.confirmCancel')}
          cancelLabel={t('board.card.keep')}
          onConfirm={cancelWithReason}
          onCancel={backOut}
        >
          <CancelReasonPicker value={reason} onChange={setReason} problem={reasonTried ? reasonProblem(reason) : undefined} />
        </ConfirmStep>
      ) : isNew ? (
        <>
          <AcceptTime orderType={order.orderType} chosen={prepMinutes} onChoose={setPrepMinutes} />
          <NewOrderButtons
            acceptLabel={t(scheduled ? 'board.scheduled.acceptNow' : 'board.card.accept')}
            busy={isPending}
            rejectRef={rejectRef}
            onAccept={() => decide('PREPARING', prepMinutes === null ? {} : { prepMinutes })}
            onReject={askWhy}
          />
        </>
      ) : (
        <StatusSelect
          order={order}
          value={shownStatus}
          busy={isPending}
          selectRef={selectRef}
          onChoose={(status) => decide(status)}
          onCancel={askWhy}
        />
      )}
      {isPending && <Spinner label={t('board.card.updating')} />}
      {failed && <InlineError>{t('board.card.updateFailed')}</InlineError>}
      {isNew && !scheduled && <MuteButton order={order} />}
    </div>
  );
}

interface NewOrderButtonsProps {
  acceptLabel: string;
  busy: boolean;
  rejectRef: Ref<HTMLButtonElement>;
  onAccept: () => void;
  onReject: () => void;
}

/** Accept is the big green one; Reject only opens the confirmation. Both ignore presses while a change is saving. */
function NewOrderButtons({ acceptLabel, busy, rejectRef, onAccept, onReject }: NewOrderButtonsProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        onClick={() => !busy && onAccept()}
        aria-disabled={busy}
        className={`${actionButton} flex-[2] bg-basil text-white hover:bg-green-700`}
      >
        <Check aria-hidden="true" className="size-6" />
        {acceptLabel}
      </button>
      <button
        ref={rejectRef}
        type="button"
        onClick={() => !busy && onReject()}
        aria-disabled={busy}
        className={`${actionButton} flex-1 border-2 border-brand-600 bg-surface text-brand-700 hover:bg-brand-50`}
      >
        <X aria-hidden="true" className="size-6" />
        {t('board.card.reject')}
      </button>
    </div>
  );
}

interface StatusSelectProps {
  order: Order;
  value: OrderStatus;
  busy: boolean;
  selectRef: Ref<HTMLSelectElement>;
  onChoose: (status: OrderStatus) => void;
  onCancel: () => void;
}

/** A native select: keyboard, screen readers and touch pickers work as everywhere else on the device. */
function StatusSelect({ order, value, busy, selectRef, onChoose, onCancel }: StatusSelectProps) {
  const { t } = useTranslation();
  const selectId = useId();
  const role = useStaffSelf().data?.role;
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const status = event.target.value as OrderStatus;
    if (status === value) return;
    if (status === 'CANCELLED') onCancel();
    else onChoose(status);
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={selectId} className="text-sm font-bold text-ink-muted uppercase">
        {t('board.card.statusLabel')}
      </label>
      <select
        id={selectId}
        ref={selectRef}
        value={value}
        onChange={onChange}
        aria-busy={busy}
        className="min-h-12 w-full cursor-pointer rounded-xl border-2 border-ink/25 bg-surface px-3 text-lg font-bold text-ink"
      >
        {statusChoices(order, role).map((option) => (
          <option key={option.value} value={option.value}>
            {t(`board.status.${option.value}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
