/** The mailbox's local calendar: ISO weekday (1 Monday … 7 Sunday), hour and day in its time zone. */
export function localTime(date: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: 'numeric',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday!) + 1;
  return { weekday, hour: Number(parts.hour), day: `${parts.year}-${parts.month}-${parts.day}` };
}

export type SendWindow = { windowDays: number[]; windowStartHour: number; windowEndHour: number; timeZone: string };

/** Whether a message may go out now: on one of the window's days, from its start hour to before its end hour. */
export function inSendWindow(window: SendWindow, now: Date) {
  const local = localTime(now, window.timeZone);
  return (
    window.windowDays.includes(local.weekday) &&
    local.hour >= window.windowStartHour &&
    local.hour < window.windowEndHour
  );
}
