// When a cook may speak to a meal's eaters (shared/meal-messages.ts), at the edges the client's buttons and the
// server's refusals share: the end of the pickup window and the pickup day, both in the office's zone.
import { describe, expect, it } from 'vitest';
import { messageRefusal, readyRefusal, type MessageableMeal } from '../../shared/meal-messages';

// Picked up 2026-11-21 until 13:30 in Vilnius (11:30Z); that day begins at 2026-11-20T22:00Z.
const meal: MessageableMeal = {
  pickupDate: '2026-11-21',
  pickupEnd: '13:30',
  timeZone: 'Europe/Vilnius',
  withdrawn: false,
  hasReservations: true,
};
const at = (iso: string) => new Date(iso);

describe('messageRefusal and readyRefusal', () => {
  it('allows a message days ahead and until the pickup window ends, not from that instant', () => {
    expect(messageRefusal(meal, at('2026-11-18T08:00:00Z'))).toBeNull();
    expect(messageRefusal(meal, at('2026-11-21T11:29:59.999Z'))).toBeNull();
    expect(messageRefusal(meal, at('2026-11-21T11:30:00Z'))).toBe('pickupEnded');
  });

  it('allows "It\u2019s in the kitchen" only from midnight of the pickup day in the office\u2019s zone', () => {
    expect(readyRefusal(meal, at('2026-11-20T21:59:59Z'))).toBe('notPickupDay');
    expect(readyRefusal(meal, at('2026-11-20T22:00:00Z'))).toBeNull();
    expect(readyRefusal(meal, at('2026-11-21T11:30:00Z'))).toBe('pickupEnded');
  });

  it('refuses both for a withdrawn meal, then for one nobody holds a reservation of', () => {
    const morning = at('2026-11-21T08:00:00Z');
    expect(messageRefusal({ ...meal, withdrawn: true, hasReservations: false }, morning)).toBe('mealWithdrawn');
    expect(readyRefusal({ ...meal, withdrawn: true }, at('2026-11-19T08:00:00Z'))).toBe('mealWithdrawn');
    expect(messageRefusal({ ...meal, hasReservations: false }, morning)).toBe('noReservations');
    expect(readyRefusal({ ...meal, hasReservations: false }, morning)).toBe('noReservations');
  });
});
