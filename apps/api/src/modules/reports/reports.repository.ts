import type { RentalPayment, RentalStatus } from '@bond/contract/rentals';
import { SHOP_TIME_ZONE } from '@bond/contract/constants';
import { COUNTER_METHODS } from '@bond/contract/counter';
import type { ReportMethod } from '@bond/contract/reports';
import { and, asc, eq, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { bikes, payments, refunds, rentals, users } from '../../db/schema.ts';
import {
  balanceUnpaid,
  chargedUntil,
  isOverdue,
  isoUtc,
  outPeriod,
  shownStatus,
  wentOut,
} from '../../db/rental-states.ts';

/*
 * The owner's reports (docs/decisions/014-reports.md): every figure is counted here, in SQL, on Dhaka's
 * calendar days (`at time zone 'Asia/Dhaka'`) and the database's clock, the same on PGlite and PostgreSQL.
 * Which rentals went out, are overdue or owe a balance are the rental states' fragments (db/rental-states.ts).
 */

const ZONE = sql.raw(`'${SHOP_TIME_ZONE}'`);

/** The Dhaka calendar day an instant falls on. */
const shopDay = (instant: AnyColumn | SQL) => sql`(${instant} at time zone ${ZONE})::date`;

/** A report's period as instants [startsAt, endsAt) and the `now()` its "now" figures are read at, in UTC ISO. */
export type ReportWindow = { from: string; to: string; days: number; startsAt: string; endsAt: string; asOf: string };

/** 00:00 Dhaka time of `from` and of the day after `to`, and now, as the database reads them. */
export async function reportWindow(db: Executor, from: string, to: string): Promise<ReportWindow> {
  const start = sql`(${from}::date)::timestamp at time zone ${ZONE}`;
  const end = sql`(${to}::date + 1)::timestamp at time zone ${ZONE}`;
  const [row] = await db
    .select({
      days: sql<number>`(${to}::date - ${from}::date + 1)`.mapWith(Number),
      startsAt: isoUtc(start),
      endsAt: isoUtc(end),
      asOf: isoUtc(sql`now()`),
    })
    .from(sql`(values (1)) as once (x)`);
  if (!row) throw new Error('no window');
  return { from, to, ...row };
}

const startsAt = (w: ReportWindow) => sql`${w.startsAt}::timestamptz`;
const endsAt = (w: ReportWindow) => sql`${w.endsAt}::timestamptz`;
/** The instant lies in the period. */
const within = (w: ReportWindow, instant: AnyColumn) =>
  sql`(${instant} >= ${startsAt(w)} and ${instant} < ${endsAt(w)})`;

/**
 * Money received and kept: a confirmed payment that paid what it was for. A deposit is money held for the
 * customer, not income (docs/product/handover-and-return.md#deposits).
 */
const keptPayment = sql`(${payments.status} = 'paid' and not ${payments.refundDue} and ${payments.purpose} <> 'deposit')`;
/** Money received that the shop could not use: paid after the booking lapsed or closed, or paid twice. */
const receivedOwedBack = sql`(${payments.status} = 'duplicate' or (${payments.status} = 'paid' and ${payments.refundDue}))`;

/**
 * How a payment was made: a counter payment keeps its method in `gateway` (decision 040); any other gateway
 * is the online one.
 */
const methodOf = sql<ReportMethod>`case when ${payments.gateway} in (${sql.join(
  COUNTER_METHODS.map((m) => sql`${m}`),
  sql`, `,
)}) then ${payments.gateway} else 'online' end`;

/*
 * Deposits (docs/decisions/045-deposits-in-the-reports.md): a paid payment with the purpose `deposit`, taken at
 * the handover (its `settled_at`), held for the customer until the return with readings settles it: that
 * return's bill (`rentals.bill`) applies part of it to what is owed (income from then on, on the Dhaka day of
 * the return, in the deposit's method and by who took it) and makes the rest a refund due (`deposit_return`).
 * Paying that refund back later changes nothing held. A rental returned by the spec's call has no bill and
 * took no deposit.
 */

/** A deposit taken: the payment row of a deposit, paid. */
const depositTaken = sql`(${payments.purpose} = 'deposit' and ${payments.status} = 'paid')`;
/** The rental's return with readings settled its deposit: it has a bill. */
const settledByBill = sql`(${rentals.bill} is not null)`;
/** A bill's total, whole taka. */
const billTotal = (key: 'lateFee' | 'depositApplied' | 'depositRefund') =>
  sql<number>`coalesce((${rentals.bill}->>${key})::int, 0)`;
/** The sum of a bill's lines of one kind, whole taka; 0 without a bill. */
const billLines = (kind: 'fuel' | 'helmet' | 'charge') =>
  sql<number>`(select coalesce(sum((line.item->>'amount')::int), 0) from jsonb_array_elements(coalesce(${rentals.bill}->'lines', '[]'::jsonb)) as line (item) where line.item->>'kind' = ${kind})`;
/**
 * The moment a deposit stopped being held: its rental's return, once that return made a bill (never before
 * the deposit was taken, should a return time be set before the handover); null while it is held.
 */
const depositSettledAt = sql`(case when ${settledByBill} then greatest(${rentals.returnTime}, ${payments.settledAt}) end)`;

/**
 * Money collected in the period, one row each (rental, method, who received it, amount): every payment kept,
 * by the day it settled, and the part of every deposit a return in the period applied to its bill, in the
 * deposit's method and by who took the deposit. The deposit's payment row itself is never collected.
 */
const collectedIn = (w: ReportWindow) => sql`(
  select ${payments.rentalId} as rental_id, ${methodOf} as method, ${payments.receivedBy} as received_by,
    ${payments.amount} as amount
  from ${payments} where ${keptPayment} and ${within(w, payments.settledAt)}
  union all
  select ${payments.rentalId}, ${methodOf}, ${payments.receivedBy}, ${billTotal('depositApplied')}
  from ${payments} join ${rentals} on ${rentals.id} = ${payments.rentalId}
  where ${depositTaken} and ${settledByBill} and ${within(w, rentals.returnTime)} and ${billTotal('depositApplied')} > 0
)`;

export type MoneyRow = {
  /** `YYYY-MM-DD`; null on the row of totals. */
  date: string | null;
  advances: number;
  balances: number;
  receivedOwedBack: number;
  refundsDue: number;
  refunded: number;
  discounts: number;
  addOnIncome: number;
  depositsTaken: number;
  depositsApplied: number;
  depositsReturned: number;
  depositRefundsPaid: number;
  lateFees: number;
  fuelCharges: number;
  helmetCharges: number;
  damageCharges: number;
  /** Deposits held at the end of the day; null on the row of totals (a balance is not summed). */
  depositsHeld: number | null;
};

type Rows<T> = { rows: T[] };

/** Money per Dhaka day of the period, every day (zeros included) in order, then one row of totals (date null). */
export async function moneyByDay(db: Executor, w: ReportWindow): Promise<MoneyRow[]> {
  const result = (await db.execute(sql`
    with days as (
      select ${w.from}::date + i as day from generate_series(0, ${w.days - 1}::int) as g (i)
    ),
    settled as (
      select ${shopDay(payments.settledAt)} as day,
        sum(${payments.amount}) filter (where ${keptPayment} and ${payments.purpose} = 'advance') as advances,
        sum(${payments.amount}) filter (where ${keptPayment} and ${payments.purpose} = 'rent') as balances,
        sum(${payments.amount}) filter (where ${receivedOwedBack}) as received_owed_back
      from ${payments}
      where ${payments.status} in ('paid', 'duplicate') and ${within(w, payments.settledAt)}
      group by 1
    ),
    arisen as (
      select ${shopDay(refunds.createdAt)} as day, sum(${refunds.amount}) as amount
      from ${refunds} where ${within(w, refunds.createdAt)} group by 1
    ),
    paid_back as (
      select ${shopDay(refunds.refundedAt)} as day, sum(${refunds.amount}) as amount
      from ${refunds} where ${within(w, refunds.refundedAt)} group by 1
    ),
    deposit_refunds_paid as (
      select ${shopDay(refunds.refundedAt)} as day, sum(${refunds.amount}) as amount
      from ${refunds} where ${refunds.reason} = 'deposit_return' and ${within(w, refunds.refundedAt)} group by 1
    ),
    -- What a return charged (docs/decisions/037-discounts-and-add-ons-on-the-return-day.md): on its day; and
    -- what its bill said (docs/decisions/045-deposits-in-the-reports.md): late, fuel, helmets, charges, and what
    -- the deposit paid and what of it goes back.
    charged as (
      select ${shopDay(rentals.returnTime)} as day,
        sum(${rentals.discount}) as discounts, sum(${rentals.addOnsCharge}) as add_ons,
        sum(${billTotal('depositApplied')}) as deposits_applied,
        sum(${billTotal('depositRefund')}) as deposits_returned,
        sum(${billTotal('lateFee')}) as late_fees,
        sum(${billLines('fuel')}) as fuel,
        sum(${billLines('helmet')}) as helmets,
        sum(${billLines('charge')}) as damage
      from ${rentals} where ${rentals.status} = 'returned' and ${within(w, rentals.returnTime)} group by 1
    ),
    -- Every deposit held at some moment of the period: taken before its end, not settled before its start.
    deposits as (
      select ${payments.amount} as amount, ${payments.settledAt} as taken_at, ${depositSettledAt} as settled_at
      from ${payments} join ${rentals} on ${rentals.id} = ${payments.rentalId}
      where ${depositTaken} and ${payments.settledAt} < ${endsAt(w)}
        and (${depositSettledAt} is null or ${depositSettledAt} >= ${startsAt(w)})
    ),
    deposits_taken as (
      select ${shopDay(sql`taken_at`)} as day, sum(amount) as amount
      from deposits where taken_at >= ${startsAt(w)} group by 1
    ),
    -- What is held moves by the deposits taken and settled each day, from what was held as the period began.
    held_moves as (
      select day, sum(amount) as amount from (
        select ${shopDay(sql`taken_at`)} as day, amount from deposits where taken_at >= ${startsAt(w)}
        union all
        select ${shopDay(sql`settled_at`)}, -amount from deposits where settled_at < ${endsAt(w)}
      ) as moves group by 1
    ),
    held as (
      select days.day,
        (select coalesce(sum(amount), 0) from deposits where taken_at < ${startsAt(w)})
          + sum(coalesce(held_moves.amount, 0)) over (order by days.day) as amount
      from days left join held_moves on held_moves.day = days.day
    )
    select to_char(days.day, 'YYYY-MM-DD') as "date",
      coalesce(sum(settled.advances), 0)::int8 as "advances",
      coalesce(sum(settled.balances), 0)::int8 as "balances",
      coalesce(sum(settled.received_owed_back), 0)::int8 as "receivedOwedBack",
      coalesce(sum(arisen.amount), 0)::int8 as "refundsDue",
      coalesce(sum(paid_back.amount), 0)::int8 as "refunded",
      coalesce(sum(charged.discounts), 0)::int8 as "discounts",
      coalesce(sum(charged.add_ons), 0)::int8 as "addOnIncome",
      coalesce(sum(deposits_taken.amount), 0)::int8 as "depositsTaken",
      coalesce(sum(charged.deposits_applied), 0)::int8 as "depositsApplied",
      coalesce(sum(charged.deposits_returned), 0)::int8 as "depositsReturned",
      coalesce(sum(deposit_refunds_paid.amount), 0)::int8 as "depositRefundsPaid",
      coalesce(sum(charged.late_fees), 0)::int8 as "lateFees",
      coalesce(sum(charged.fuel), 0)::int8 as "fuelCharges",
      coalesce(sum(charged.helmets), 0)::int8 as "helmetCharges",
      coalesce(sum(charged.damage), 0)::int8 as "damageCharges",
      (case when grouping(days.day) = 0 then max(held.amount) end)::int8 as "depositsHeld"
    from days
      left join settled on settled.day = days.day
      left join arisen on arisen.day = days.day
      left join paid_back on paid_back.day = days.day
      left join charged on charged.day = days.day
      left join deposits_taken on deposits_taken.day = days.day
      left join deposit_refunds_paid on deposit_refunds_paid.day = days.day
      left join held on held.day = days.day
    group by grouping sets ((days.day), ())
    order by days.day nulls last
  `)) as unknown as Rows<Record<keyof MoneyRow, unknown>>;
  return result.rows.map((r) => ({
    date: r.date === null ? null : String(r.date),
    advances: Number(r.advances),
    balances: Number(r.balances),
    receivedOwedBack: Number(r.receivedOwedBack),
    refundsDue: Number(r.refundsDue),
    refunded: Number(r.refunded),
    discounts: Number(r.discounts),
    addOnIncome: Number(r.addOnIncome),
    depositsTaken: Number(r.depositsTaken),
    depositsApplied: Number(r.depositsApplied),
    depositsReturned: Number(r.depositsReturned),
    depositRefundsPaid: Number(r.depositRefundsPaid),
    lateFees: Number(r.lateFees),
    fuelCharges: Number(r.fuelCharges),
    helmetCharges: Number(r.helmetCharges),
    damageCharges: Number(r.damageCharges),
    depositsHeld: r.depositsHeld === null ? null : Number(r.depositsHeld),
  }));
}

/** `collected` of the period (payments paid and used, by the day they settled; deposits applied) split by method. */
export async function collectedByMethod(db: Executor, w: ReportWindow) {
  const result = (await db.execute(sql`
    select collected.method, sum(collected.amount)::int8 as amount, count(*)::int8 as count
    from ${collectedIn(w)} as collected group by 1
  `)) as unknown as Rows<{ method: unknown; amount: unknown; count: unknown }>;
  return result.rows.map((r) => ({ method: String(r.method), amount: Number(r.amount), count: Number(r.count) }));
}

/**
 * `collected` of the period split by who received it: the staff member a counter payment (or the deposit
 * applied) names, or no one (online). Largest first, then by name.
 */
export async function collectedByReceiver(db: Executor, w: ReportWindow) {
  const result = (await db.execute(sql`
    select collected.received_by as id, ${users.name} as name,
      sum(collected.amount)::int8 as amount, count(*)::int8 as count
    from ${collectedIn(w)} as collected left join ${users} on ${users.id} = collected.received_by
    group by collected.received_by, ${users.name}
    order by sum(collected.amount) desc, ${users.name} nulls first, collected.received_by
  `)) as unknown as Rows<{ id: unknown; name: unknown; amount: unknown; count: unknown }>;
  return result.rows.map((r) => ({
    id: r.id === null ? null : String(r.id),
    name: r.name === null ? null : String(r.name),
    amount: Number(r.amount),
    count: Number(r.count),
  }));
}

const countOf = (from: SQL, where: SQL) => sql`(select count(*) from ${from} where ${where})`.mapWith(Number);
const total = (amount: AnyColumn) => sql`coalesce(sum(${amount}), 0)`.mapWith(Number);

/**
 * The rentals of the period, and what stands now: overdue rentals, balances unpaid, refunds not paid back and
 * deposits held.
 */
export async function rentalCounts(db: Executor, w: ReportWindow) {
  const r = sql`${rentals}`;
  const outstanding = db
    .select({
      count: sql`count(*)`.mapWith(Number).as('outstanding_count'),
      amount: total(rentals.totalCost).as('outstanding_amount'),
    })
    .from(rentals)
    .where(balanceUnpaid)
    .as('outstanding');
  const owedBack = db
    .select({
      count: sql`count(*)`.mapWith(Number).as('owed_back_count'),
      amount: total(refunds.amount).as('owed_back_amount'),
    })
    .from(refunds)
    .where(isNull(refunds.refundedAt))
    .as('owed_back');
  const held = db
    .select({
      count: sql`count(*)`.mapWith(Number).as('held_count'),
      amount: total(payments.amount).as('held_amount'),
    })
    .from(payments)
    .innerJoin(rentals, eq(rentals.id, payments.rentalId))
    .where(sql`${depositTaken} and not ${settledByBill}`)
    .as('held');
  const [row] = await db
    .select({
      booked: countOf(r, sql`${rentals.advancePaid} and ${within(w, rentals.createdAt)}`),
      cancelled: countOf(
        r,
        sql`${rentals.status} = 'cancelled' and ${rentals.advancePaid} and ${within(w, rentals.startTime)}`,
      ),
      noShows: countOf(r, sql`${rentals.status} = 'no_show' and ${within(w, rentals.startTime)}`),
      returned: countOf(r, sql`${rentals.status} = 'returned' and ${within(w, rentals.returnTime)}`),
      overdueNow: countOf(r, isOverdue()),
      outstanding: { count: outstanding.count, amount: outstanding.amount },
      owedBack: { count: owedBack.count, amount: owedBack.amount },
      depositsHeld: { count: held.count, amount: held.amount },
    })
    .from(outstanding)
    .crossJoin(owedBack)
    .crossJoin(held);
  if (!row) throw new Error('no counts');
  return row;
}

export type BikeUsageRow = {
  bikeId: string;
  name: string;
  retiredAt: string | null;
  rentedHours: number;
  availableHours: number;
  utilisation: number;
  collected: number;
  rentals: number;
};

/**
 * Every bike offered at some moment of the period, with the hours its rentals were out within the period (and
 * before now), the hours it was in the shop, their ratio, the money collected for its rentals and how many
 * rentals were out. Most utilised first.
 */
export async function bikeUsage(db: Executor, w: ReportWindow): Promise<BikeUsageRow[]> {
  const result = (await db.execute(sql`
    with offered as (
      select ${bikes.id} as bike_id, ${bikes.name} as name, ${bikes.retiredAt} as retired_at,
        greatest(${bikes.createdAt}, ${startsAt(w)}) as in_from,
        least(coalesce(${bikes.retiredAt}, 'infinity'::timestamptz), ${endsAt(w)}, now()) as in_until
      from ${bikes}
      where ${bikes.createdAt} < ${endsAt(w)} and (${bikes.retiredAt} is null or ${bikes.retiredAt} > ${startsAt(w)})
    ),
    out_in_period as (
      select ${rentals.bikeId} as bike_id,
        extract(epoch from least(${chargedUntil()}, ${endsAt(w)}, now()) - greatest(${rentals.startTime}, ${startsAt(w)})) as seconds
      from ${rentals}
      where ${wentOut()} and ${outPeriod} && tstzrange(${startsAt(w)}, ${endsAt(w)}, '[)')
    ),
    rented as (
      select bike_id, count(*) as rentals, sum(seconds) as seconds from out_in_period where seconds > 0 group by bike_id
    ),
    collected as (
      select ${rentals.bikeId} as bike_id, sum(collected_in.amount) as amount
      from ${collectedIn(w)} as collected_in join ${rentals} on ${rentals.id} = collected_in.rental_id
      group by 1
    ),
    usage as (
      select offered.bike_id, offered.name, offered.retired_at,
        coalesce(rented.seconds, 0) as rented_seconds,
        greatest(extract(epoch from offered.in_until - offered.in_from), 0) as available_seconds,
        coalesce(collected.amount, 0) as collected,
        coalesce(rented.rentals, 0) as rentals
      from offered
        left join rented on rented.bike_id = offered.bike_id
        left join collected on collected.bike_id = offered.bike_id
    )
    select bike_id as "bikeId", name,
      ${isoUtc(sql`retired_at`)} as "retiredAt",
      round(rented_seconds / 3600, 2)::float8 as "rentedHours",
      round(available_seconds / 3600, 2)::float8 as "availableHours",
      (case when available_seconds > 0 then round(rented_seconds / available_seconds, 4) else 0 end)::float8 as "utilisation",
      collected::int8 as "collected",
      rentals::int8 as "rentals"
    from usage
    order by "utilisation" desc, name, bike_id
  `)) as unknown as Rows<Record<keyof BikeUsageRow, unknown>>;
  return result.rows.map((r) => ({
    bikeId: String(r.bikeId),
    name: String(r.name),
    retiredAt: r.retiredAt === null ? null : String(r.retiredAt),
    rentedHours: Number(r.rentedHours),
    availableHours: Number(r.availableHours),
    utilisation: Number(r.utilisation),
    collected: Number(r.collected),
    rentals: Number(r.rentals),
  }));
}

/** Paid bookings whose booked start lies in the period, by Dhaka weekday (0 = Sunday) and hour: only cells with some. */
export async function bookingsByWeekdayAndHour(
  db: Executor,
  w: ReportWindow,
): Promise<{ weekday: number; hour: number; bookings: number }[]> {
  const local = sql`(${rentals.startTime} at time zone ${ZONE})`;
  const weekday = sql<number>`extract(dow from ${local})::int`.mapWith(Number);
  const hour = sql<number>`extract(hour from ${local})::int`.mapWith(Number);
  return db
    .select({ weekday, hour, bookings: sql<number>`count(*)`.mapWith(Number) })
    .from(rentals)
    .where(and(eq(rentals.advancePaid, true), within(w, rentals.startTime)))
    .groupBy(sql`1`, sql`2`);
}

export type RentalExportRow = {
  id: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  bikeName: string;
  startTime: Date;
  endTime: Date | null;
  returnTime: Date | null;
  status: RentalStatus;
  pricePerHour: number;
  rentalCharge: number | null;
  advancePaid: boolean;
  totalCost: number;
  balancePaid: boolean;
  refundsOwed: number;
  refundsPaidBack: number;
  addOnsCharge: number;
  discount: number;
  /** The coupon code the booking was made with, as its quote kept it. */
  couponCode: string | null;
  /** The return made a bill (a return with readings); false before a return and for the spec's return call. */
  billed: boolean;
  /** The bill's late fee and its fuel, helmet and charge lines; 0 without a bill. */
  lateFee: number;
  fuelCharge: number;
  helmetCharge: number;
  damageCharge: number;
  /** The deposit taken at the handover; 0 when none. */
  deposit: number;
  /** What the bill took from the deposit and gave back of it; 0 without a bill. */
  depositApplied: number;
  depositReturned: number;
};

/** Every rental whose booked start lies in the period, whatever became of it, by start. */
export async function rentalsStartingIn(db: Executor, w: ReportWindow): Promise<RentalExportRow[]> {
  const refundSum = (settled: boolean) =>
    sql`(select coalesce(sum(${refunds.amount}), 0) from ${refunds} where ${refunds.rentalId} = ${rentals.id}${
      settled ? sql` and ${refunds.refundedAt} is not null` : sql``
    })`.mapWith(Number);
  return db
    .select({
      id: rentals.id,
      customerName: users.name,
      customerEmail: users.email,
      customerPhone: users.phone,
      bikeName: bikes.name,
      startTime: rentals.startTime,
      endTime: rentals.endTime,
      returnTime: rentals.returnTime,
      status: shownStatus(),
      pricePerHour: rentals.pricePerHour,
      rentalCharge: rentals.rentalCharge,
      advancePaid: rentals.advancePaid,
      totalCost: rentals.totalCost,
      balancePaid: rentals.balancePaid,
      refundsOwed: refundSum(false),
      refundsPaidBack: refundSum(true),
      addOnsCharge: rentals.addOnsCharge,
      discount: rentals.discount,
      couponCode: sql<string | null>`${rentals.quote}->'coupon'->>'code'`,
      billed: sql<boolean>`${settledByBill}`,
      lateFee: billTotal('lateFee').mapWith(Number),
      fuelCharge: billLines('fuel').mapWith(Number),
      helmetCharge: billLines('helmet').mapWith(Number),
      damageCharge: billLines('charge').mapWith(Number),
      deposit:
        sql`(select coalesce(sum(${payments.amount}), 0) from ${payments} where ${payments.rentalId} = ${rentals.id} and ${depositTaken})`.mapWith(
          Number,
        ),
      depositApplied: billTotal('depositApplied').mapWith(Number),
      depositReturned: billTotal('depositRefund').mapWith(Number),
    })
    .from(rentals)
    .innerJoin(bikes, eq(bikes.id, rentals.bikeId))
    .innerJoin(users, eq(users.id, rentals.userId))
    .where(within(w, rentals.startTime))
    .orderBy(asc(rentals.startTime), asc(rentals.id));
}

export type PaymentExportRow = {
  id: string;
  rentalId: string;
  customerName: string;
  customerEmail: string;
  bikeName: string;
  purpose: RentalPayment['purpose'];
  amount: number;
  gateway: string;
  status: string;
  gatewayTxnId: string | null;
  method: ReportMethod;
  /** The name of who received a counter payment; null for an online one. */
  receivedBy: string | null;
  createdAt: Date;
  settledAt: Date | null;
  /** The refund owed on this very payment (late, duplicate or refused), if any. */
  refundedAt: Date | null;
  refundId: string | null;
};

/** Every payment attempt created or settled in the period, by creation. */
export async function paymentsIn(db: Executor, w: ReportWindow): Promise<PaymentExportRow[]> {
  const refund = alias(refunds, 'payment_refund');
  const receiver = alias(users, 'receiver');
  return db
    .select({
      id: payments.id,
      rentalId: payments.rentalId,
      customerName: users.name,
      customerEmail: users.email,
      bikeName: bikes.name,
      purpose: payments.purpose,
      amount: payments.amount,
      gateway: payments.gateway,
      status: payments.status,
      gatewayTxnId: payments.gatewayTxnId,
      method: methodOf,
      receivedBy: receiver.name,
      createdAt: payments.createdAt,
      settledAt: payments.settledAt,
      refundedAt: refund.refundedAt,
      refundId: refund.id,
    })
    .from(payments)
    .innerJoin(rentals, eq(rentals.id, payments.rentalId))
    .innerJoin(bikes, eq(bikes.id, rentals.bikeId))
    .innerJoin(users, eq(users.id, rentals.userId))
    .leftJoin(refund, eq(refund.paymentId, payments.id))
    .leftJoin(receiver, eq(receiver.id, payments.receivedBy))
    .where(or(within(w, payments.createdAt), within(w, payments.settledAt)))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}
