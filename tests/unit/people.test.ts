import { describe, expect, it } from 'vitest';
import { displayName, initialsOf } from '../../shared/people';

describe('people', () => {
  it('initials: first letters of first and last name, else of the e-mail, else U', () => {
    expect(initialsOf({ firstName: 'rasa', lastName: 'petraitė' })).toBe('RP');
    expect(initialsOf({ firstName: 'Ūla', lastName: '' })).toBe('Ū');
    expect(initialsOf({ firstName: '', lastName: '', email: 'eater@example.com' })).toBe('E');
    expect(initialsOf({})).toBe('U');
  });

  it('display name: the full name, else the e-mail', () => {
    expect(displayName({ firstName: 'Rasa', lastName: 'Petraitė', email: 'r@x.lt' })).toBe('Rasa Petraitė');
    expect(displayName({ firstName: '', lastName: '', email: 'r@x.lt' })).toBe('r@x.lt');
  });
});
