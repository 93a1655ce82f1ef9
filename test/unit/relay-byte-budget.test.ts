import { describe, expect, it } from 'vitest';
import { ByteBudget } from '../../relay/smtp/index.js';

describe('relay: the byte budget its sessions share', () => {
  it('lets reservations grow while there is room, refuses the growth that does not fit, and takes nothing for it', () => {
    const budget = new ByteBudget(100);
    const first = budget.reservation();
    const second = budget.reservation();

    expect(first.grow(60)).toBe(true);
    expect(second.grow(30)).toBe(true);
    expect(second.grow(11)).toBe(false);
    expect(second.grow(10)).toBe(true);
    expect([budget.inUse, first.bytes, second.bytes]).toEqual([100, 60, 40]);
    expect(budget.fits(0)).toBe(true);
    expect(budget.fits(1)).toBe(false);
  });

  it('gives a reservation back whole and once, and takes nothing more for it afterwards', () => {
    const budget = new ByteBudget(100);
    const reservation = budget.reservation();
    reservation.grow(70);

    reservation.release();
    reservation.release();

    expect([budget.inUse, reservation.bytes]).toEqual([0, 0]);
    expect(reservation.grow(10)).toBe(false);
    expect(budget.inUse).toBe(0);
    expect(budget.reservation().grow(100)).toBe(true);
  });

  it('counts without limit when it has none', () => {
    const budget = new ByteBudget(Infinity);
    const reservation = budget.reservation();
    expect(reservation.grow(2 ** 40)).toBe(true);
    expect(budget.inUse).toBe(2 ** 40);
    reservation.release();
    expect(budget.inUse).toBe(0);
  });
});
