import { AUTO_CANCEL_REASON, cancelReasonText, orderStatusPatchBodySchema, readCancelReason, STAFF_CANCEL_REASONS } from '..';

describe('cancel reasons in the one cancelReason text', () => {
  it('when a reason is stored with or without words, then reading it gives them back; the automatic cancel is known too', () => {
    for (const reason of STAFF_CANCEL_REASONS.filter((each) => each !== 'other')) {
      expect(readCancelReason(cancelReasonText(reason))).toEqual({ reason });
      expect(readCancelReason(cancelReasonText(reason, 'No: really'))).toEqual({ reason, note: 'No: really' });
    }
    expect(readCancelReason(cancelReasonText('other', 'The oven broke'))).toEqual({ note: 'The oven broke' });
    expect(readCancelReason(AUTO_CANCEL_REASON)).toEqual({ reason: 'not-confirmed' });
    expect(readCancelReason('Out of dough')).toEqual({ note: 'Out of dough' });
  });

  it("when the body is checked, then words are trimmed, 'other' needs them, words need a reason, and nothing else is taken", () => {
    expect(orderStatusPatchBodySchema.parse({})).toEqual({});
    expect(orderStatusPatchBodySchema.parse({ reason: 'sold-out', note: '  Ham  ' })).toEqual({ reason: 'sold-out', note: 'Ham' });
    expect(orderStatusPatchBodySchema.parse({ reason: 'too-busy', note: '   ' })).toEqual({ reason: 'too-busy' });
    expect(orderStatusPatchBodySchema.safeParse({ reason: 'other', note: ' ' }).success).toBe(false);
    expect(orderStatusPatchBodySchema.safeParse({ note: 'why' }).success).toBe(false);
    expect(orderStatusPatchBodySchema.safeParse({ reason: 'sold-out', extra: 1 }).success).toBe(false);
    expect(orderStatusPatchBodySchema.safeParse({ reason: 'sold-out', note: 'x'.repeat(201) }).success).toBe(false);
  });
});
