// Account rules without I/O.
export const isSuspended = (user: { suspendedUntil: Date | null }, now: Date) =>
  user.suspendedUntil !== null && user.suspendedUntil.getTime() > now.getTime();
