/**
 * Coupons as the school manages them (back office and operator CLI): the list with how often each
 * was used, creating one and switching one on or off. Every change is audited in its own transaction.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import * as t from '../db/schema';
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import { iso } from '../lib/shape';
import { conflict, isUniqueViolation, notFound } from '../lib/errors';
import { audit } from '../audit/service';
import type { StaffPrincipal } from '../auth/staff';

export async function couponRows(db: Db, where?: SQL) {
  const uses = sql<number>`(select count(*)::int from payments p join payment_orders o on o.id = p.order_id where o.coupon_id = "coupons"."id")`;
  const rows = await db
    .select({ c: t.coupons, uses })
    .from(t.coupons)
    .where(where)
    .orderBy(desc(t.coupons.createdAt), desc(t.coupons.id));
  return rows.map(({ c, uses: n }) => ({
    coupon_id: c.id,
    coupon_name: c.name,
    discount_percent: c.discountPercent,
    active: c.active,
    advertised: c.advertised,
    uses: Number(n),
    created_at: iso(c.createdAt),
  }));
}

async function couponRow(db: Db, id: number) {
  const [row] = await couponRows(db, eq(t.coupons.id, id));
  if (!row) throw notFound('Coupon not found.');
  return row;
}

/** A new active coupon; its code (upper case) is unique. */
export async function createCoupon(db: Db, who: StaffPrincipal, name: string, discountPercent: number) {
  let id: number;
  try {
    id = await inTransaction(db, async (tx) => {
      const [row] = await tx.insert(t.coupons).values({ name, discountPercent }).returning();
      await audit(tx, who, {
        action: 'coupon.create',
        entity: 'coupon',
        entityId: row!.id,
        after: { coupon_name: name, discount_percent: discountPercent, active: true, advertised: false },
      });
      return row!.id;
    });
  } catch (err) {
    if (isUniqueViolation(err) !== undefined) throw conflict('A coupon with this code already exists.');
    throw err;
  }
  return couponRow(db, id);
}

export const COUPON_MESSAGES = {
  unknown: 'This coupon code is not valid. Check the spelling, or pay the full price.',
} as const;

/** An active coupon by the code she typed (any case, spaces around ignored); undefined when none. */
export async function couponByCode(db: Db, code: string) {
  const name = code.trim().toUpperCase();
  if (!name) return undefined;
  const [row] = await db
    .select()
    .from(t.coupons)
    .where(and(eq(t.coupons.name, name), eq(t.coupons.active, true)));
  return row && { coupon_id: row.id, coupon_name: row.name, discount_percent: row.discountPercent };
}

/** Marks a coupon as shown to every visitor (home page, the public list) or not; audited. */
export async function setCouponAdvertised(db: Db, who: StaffPrincipal, id: number, advertised: boolean) {
  await inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(t.coupons).where(eq(t.coupons.id, id)).for('update');
    if (!before) throw notFound('Coupon not found.');
    await tx.update(t.coupons).set({ advertised }).where(eq(t.coupons.id, id));
    await audit(tx, who, {
      action: advertised ? 'coupon.advertise' : 'coupon.unadvertise',
      entity: 'coupon',
      entityId: id,
      before: { advertised: before.advertised },
      after: { advertised },
    });
  });
  return couponRow(db, id);
}

/** Switches a coupon (by id, or by its code) on or off. */
export async function setCouponActive(
  db: Db,
  who: StaffPrincipal,
  coupon: { id: number } | { name: string },
  active: boolean,
) {
  const id = await inTransaction(db, async (tx) => {
    const [before] = await tx
      .select()
      .from(t.coupons)
      .where('id' in coupon ? eq(t.coupons.id, coupon.id) : eq(t.coupons.name, coupon.name))
      .for('update');
    if (!before) throw notFound('Coupon not found.');
    await tx.update(t.coupons).set({ active }).where(eq(t.coupons.id, before.id));
    await audit(tx, who, {
      action: active ? 'coupon.activate' : 'coupon.deactivate',
      entity: 'coupon',
      entityId: before.id,
      before: { active: before.active },
      after: { active },
    });
    return before.id;
  });
  return couponRow(db, id);
}
