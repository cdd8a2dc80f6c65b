import { describe, expect, it } from 'vitest';
import { SYNC_ENTITIES } from '../entities/sync-log-entry.js';
import { describeMutation, mutationSubject } from './describe-mutation.js';

describe('describeMutation', () => {
  it('speaks of a change as people do, with the right article', () => {
    expect(describeMutation('expense', 'create')).toBe('add an expense');
    expect(describeMutation('product', 'update')).toBe('change a product');
    expect(describeMutation('event', 'delete')).toBe('delete an event');
    expect(describeMutation('storeSettings', 'update')).toBe('change the store settings');
  });

  it('has words for every entity', () => {
    for (const entity of SYNC_ENTITIES)
      expect(describeMutation(entity, 'create')).toMatch(/^add (a|an|the) /);
  });
});

describe('mutationSubject', () => {
  it('names the row by the field people know it by', () => {
    expect(mutationSubject({ id: 'p1', name: ' Latte ' })).toBe('Latte');
    expect(mutationSubject({ description: 'Milk delivery', amount: 4550 })).toBe('Milk delivery');
    expect(mutationSubject({ title: 'Staff meeting' })).toBe('Staff meeting');
  });

  it('has none for a change that carries no such field', () => {
    expect(mutationSubject({ id: 'p1' })).toBeNull();
    expect(mutationSubject({ name: '   ', price: 5 })).toBeNull();
    expect(mutationSubject({ name: 42 })).toBeNull();
  });
});
