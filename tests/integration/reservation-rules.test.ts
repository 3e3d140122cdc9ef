// One source for the reservation rules: the SQL statement enforces them (server/db/queries/preorders.ts) and the
// shared rule (shared/reservation-rules.ts, used by the server's domain and the client) describes them. The same
// table of cases goes to both: every combination of who reserves, the meal's state, its portions, its cutoff and
// the quantity must get the same answer, refusal reason included.
import { describe, expect, it } from 'vitest';
import type { Role } from '../../shared/enums';
import { reserveAtomically } from '../../server/db/queries/preorders';
import { reservationRefusal } from '../../server/domain/menu';
import { useTestWorld } from '../helpers/context';
import { createMeal, createOffice, createUser } from '../helpers/factories';
import { setMeal } from '../helpers/menu';

const world = useTestWorld();
const NOW = new Date('2026-11-20T10:00:00Z');
const TIME_ZONE = 'Europe/Vilnius';

describe('the reserve statement and the shared rule agree', () => {
  it('on every combination of reserver, meal state, portions, cutoff and quantity', async () => {
    const db = world.deps.database.db;
    const home = await createOffice(db, { timeZone: TIME_ZONE });
    const other = await createOffice(db, { timeZone: TIME_ZONE });
    const cook = await createUser(db, 'cook', { officeId: home.id });
    const reservers: { name: string; role: Role; officeId: string | null }[] = [
      { name: 'eater of the office', role: 'eater', officeId: home.id },
      { name: 'eater of another office', role: 'eater', officeId: other.id },
      { name: 'eater without office', role: 'eater', officeId: null },
      { name: 'another cook of the office', role: 'cook', officeId: home.id },
      { name: 'the cook of the meal', role: 'cook', officeId: home.id },
      { name: 'admin without office', role: 'admin', officeId: null },
      { name: 'super admin of another office', role: 'super_admin', officeId: other.id },
    ];
    const users = await Promise.all(
      reservers.map((r) =>
        r.name === 'the cook of the meal' ? cook : createUser(db, r.role, { officeId: r.officeId }),
      ),
    );
    const states = [
      { name: 'active', isActive: true, isSoftDisabled: false },
      { name: 'inactive', isActive: false, isSoftDisabled: false },
      { name: 'soft-disabled', isActive: true, isSoftDisabled: true },
    ];
    const cutoffs = [
      { name: 'before cutoff', pickupDate: '2026-11-21' },
      { name: 'after cutoff', pickupDate: '2026-11-19' },
    ];
    const portions = [0, 2, 5];
    const quantities = [0, 1, 3, 6];
    const total = 5;

    const disagreements: string[] = [];
    let cases = 0;
    const answers = new Map<string, number>();
    for (const [u, reserver] of reservers.entries()) {
      for (const state of states) {
        for (const cutoff of cutoffs) {
          for (const available of portions) {
            for (const quantity of quantities) {
              const meal = await createMeal(db, {
                cookId: cook.id,
                officeId: home.id,
                pickupDate: cutoff.pickupDate,
                totalPortions: total,
              });
              await setMeal(db, meal.id, {
                isActive: state.isActive,
                isSoftDisabled: state.isSoftDisabled,
                availablePortions: available,
              });
              const user = users[u]!;
              const sqlOutcome = await reserveAtomically(db, {
                mealId: meal.id,
                eaterId: user.id,
                quantity,
                now: NOW,
                officeId: reserver.officeId,
                anyOffice: reserver.role === 'admin' || reserver.role === 'super_admin',
              });
              const sqlAnswer = sqlOutcome.refusal ?? 'ok';
              const ruleAnswer =
                reservationRefusal(
                  { ...reserver, id: user.id },
                  {
                    ...meal,
                    cutoffDate: null,
                    cutoffTime: '18:00',
                    officeId: home.id,
                    ...state,
                    availablePortions: available,
                    totalPortions: total,
                  },
                  TIME_ZONE,
                  quantity,
                  NOW,
                ) ?? 'ok';
              cases += 1;
              answers.set(ruleAnswer, (answers.get(ruleAnswer) ?? 0) + 1);
              if (sqlAnswer !== ruleAnswer) {
                disagreements.push(
                  `${reserver.name}, ${state.name}, ${cutoff.name}, ${available}/${total} left, quantity ${quantity}: SQL ${sqlAnswer}, rule ${ruleAnswer}`,
                );
              }
            }
          }
        }
      }
    }
    expect(disagreements).toEqual([]);
    // Every answer the rule can give was reached, so the table really covers each of them.
    expect([...answers.keys()].sort()).toEqual(
      [
        'ok',
        'noOffice',
        'officeMismatch',
        'ownMeal',
        'mealDisabled',
        'cutoffPassed',
        'quantityInvalid',
        'capacityExceeded',
      ].sort(),
    );
    expect(cases).toBe(7 * 3 * 2 * 3 * 4);
  }, 120_000);

  it('an unknown meal is notFound', async () => {
    const office = await createOffice(world.deps.database.db);
    const eater = await createUser(world.deps.database.db, 'eater', { officeId: office.id });
    const outcome = await reserveAtomically(world.deps.database.db, {
      mealId: '00000000-0000-4000-8000-000000000000',
      eaterId: eater.id,
      quantity: 1,
      now: NOW,
      officeId: office.id,
      anyOffice: false,
    });
    expect(outcome.refusal).toBe('notFound');
  });
});
