import '../../../test/setup';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { clockOf, TimeInput } from '../../../components/ui/time-input';
import { formatDateTime, formatTime } from '../../../lib/format';
import { formatClock } from '../order-time';

// The shop's times are 24-hour: every time staff read or type follows the restaurant's clock, never
// the browser's locale (an English browser would say '6:05 PM').

const EVENING = '2026-05-12T16:05:00.000Z'; // 18:05 in Budapest

describe('times shown to staff', () => {
  it.each(['en', 'en-US', 'hu'])('in %s read 18:05, never AM/PM', (language) => {
    for (const text of [
      formatTime(EVENING, language),
      formatDateTime(EVENING, language),
      formatClock(EVENING, language, Date.parse(EVENING)),
      formatClock(EVENING, language, Date.parse(EVENING) + 2 * 86_400_000),
    ]) {
      expect(text).toContain('18:05');
      expect(text).not.toMatch(/AM|PM|du\.|de\./i);
    }
  });
});

describe('the time field', () => {
  it.each([
    ['18:30', '18:30'],
    ['18.30', '18:30'],
    ['1830', '18:30'],
    ['930', '09:30'],
    ['9', '09:00'],
    ['24:00', undefined],
    ['18:75', undefined],
    ['6pm', undefined],
  ])('understands %s as %s', (typed, clock) => {
    expect(clockOf(typed)).toBe(clock);
  });

  function Field() {
    const [value, setValue] = useState('18:00');
    return (
      <>
        <TimeInput aria-label="Until" value={value} onChange={setValue} />
        <output>{value || 'none'}</output>
      </>
    );
  }

  it("is a 24-hour text field: typing '930' gives 09:30, shown as 09:30 once left; a non-time gives none", async () => {
    render(<Field />);
    const input = screen.getByRole('textbox', { name: 'Until' });
    expect(input).toHaveValue('18:00');
    expect(input).not.toHaveAttribute('type', 'time');
    await userEvent.clear(input);
    await userEvent.type(input, '930');
    expect(screen.getByRole('status')).toHaveTextContent('09:30');
    await userEvent.tab();
    expect(input).toHaveValue('09:30');
    await userEvent.clear(input);
    await userEvent.type(input, '99');
    expect(screen.getByRole('status')).toHaveTextContent('none');
  });
});
