import { describe, expect, it } from 'vitest';
import { inSendWindow, localTime } from './send-window';

const window = { windowDays: [1, 2, 3, 4, 5], windowStartHour: 9, windowEndHour: 17, timeZone: 'America/New_York' };

describe('the sending window', () => {
  it("reads the day and hour in the mailbox's time zone", () => {
    expect(localTime(new Date('2026-11-30T03:00:00Z'), 'America/New_York')).toEqual({
      weekday: 7,
      hour: 22,
      day: '2026-11-29',
    });
  });

  it('opens at the start hour and closes at the end hour, on the chosen days only', () => {
    expect(inSendWindow(window, new Date('2026-11-30T13:59:00Z'))).toBe(false); // Monday 08:59
    expect(inSendWindow(window, new Date('2026-11-30T14:00:00Z'))).toBe(true); // Monday 09:00
    expect(inSendWindow(window, new Date('2026-11-30T22:00:00Z'))).toBe(false); // Monday 17:00
    expect(inSendWindow(window, new Date('2026-11-28T15:00:00Z'))).toBe(false); // Saturday 10:00
  });
});
