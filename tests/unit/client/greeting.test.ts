// The dashboard's greeting (client/features/dashboard/greeting.ts), by the hour of the user's own clock.
import { expect, it } from 'vitest';
import { greetingPart } from '../../../client/features/dashboard/greeting';

it('says good morning before 12, good afternoon before 17, good evening after', () => {
  expect([0, 6, 11].map(greetingPart)).toEqual(['morning', 'morning', 'morning']);
  expect([12, 16].map(greetingPart)).toEqual(['afternoon', 'afternoon']);
  expect([17, 23].map(greetingPart)).toEqual(['evening', 'evening']);
});
