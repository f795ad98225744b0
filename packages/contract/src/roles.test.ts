import { describe, expect, it } from 'vitest';
import { ROLES, roleMayAct } from './roles.ts';

describe('roleMayAct: who may call what (docs/product/accounts-and-roles.md#roles)', () => {
  it.each([
    ['user', 'user', true],
    ['user', 'staff', false],
    ['user', 'admin', false],
    ['staff', 'user', true],
    ['staff', 'staff', true],
    ['staff', 'admin', false],
    ['admin', 'user', true],
    ['admin', 'staff', true],
    ['admin', 'admin', true],
  ] as const)('a %s may do what needs %s: %s', (role, needed, may) => {
    expect(roleMayAct(role, needed)).toBe(may);
  });

  it('has the three roles, customers first and admins last', () => {
    expect(ROLES).toEqual(['user', 'staff', 'admin']);
  });
});
