/**
 * Coupons as the school manages them (back office and operator CLI): the list with how often each
 * was used, creating one and switching one on or off. Every change is audited in its own transaction.
 */
import { desc, eq, sql, type SQL } from 'drizzle-orm';
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
        after: { coupon_name: name, discount_percent: discountPercent, active: true },
      });
      return row!.id;
    });
  } catch (err) {
    if (isUniqueViolation(err) !== undefined) throw conflict('A coupon with this code already exists.');
    throw err;
  }
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
