import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CURRENCY } from '@bond/contract/constants';
import type { Executor } from '../db/client.ts';
import { payments, refunds, rentalInspections, rentalPhotos, rentals, tills, users } from '../db/schema.ts';
import { NO_LOGIN_PASSWORD_HASH } from '../modules/auth/passwords.ts';
import { advanceDescription, rentDescription } from '../modules/rentals/rentals.service.ts';
import { AAMARPAY_GATEWAY } from '../payments/aamarpay.ts';
import { searchAnswer } from '../payments/standin/standin-answers.ts';
import { auditEntries } from '../modules/audit/audit-entries.ts';
import { recordPastAudit } from '../modules/audit/audit.repository.ts';
import { PHOTO_ANGLES, type DemoHistoryPlan, type PlannedInspection, type PlannedPayment } from './demo-history.ts';
import type { DemoPhotos } from './demo-photos.ts';

/** The made-up address of the shop's counter computer, where the demo admin recorded the history's actions. */
const SHOP_COUNTER_ADDRESS = '192.168.0.10';

type Person = { id: string; name: string; email: string; phone: string; address: string };

export type HistoryContext = {
  /** The fleet's rows, in the order the plan was made from. */
  bikes: readonly { id: string; name: string }[];
  /** The demo customer, when the plan gave it rentals. */
  demoCustomer: Person | null;
  /**
   * Who ran the counter: the demo admin records the returns, no-shows and refunds paid back (each with its
   * row in the audit log, docs/product/money-and-refunds.md#audit-log); null when there is no demo admin (the refunds then name nobody, and the log
   * has no rows of the history).
   */
  refundedBy: string | null;
  /**
   * Who worked the counter with a till: the demo staff member, who received the plan's counter payments and
   * opened and closed its tills (each with its rows in the audit log); null when the plan has none.
   */
  counterStaff: { id: string; name: string } | null;
  /** The payment gateway's store, as its verification answers name it. */
  storeId: string;
  /**
   * The pictures of the handovers and returns with readings (demo-photos.ts), needed when the plan has any;
   * awaited last, so that they are rendered while the rest is written.
   */
  photos?: Promise<DemoPhotos> | null;
};

export type HistoryCounts = {
  customers: number;
  rentals: number;
  payments: number;
  refunds: number;
  tills: number;
  /** Handovers and returns recorded with readings and photos. */
  inspections: number;
};

/** The gateway's verification answer about a payment: what the flow stores when it settles or closes one (docs/product/money-and-refunds.md#payments). */
function gatewayAnswer(p: PlannedPayment, description: string, storeId: string, customer: Person) {
  return searchAnswer(
    {
      // The checkout's own fields (track, return addresses) are not part of the answer.
      track: '',
      successUrl: '',
      failUrl: '',
      cancelUrl: '',
      storeId,
      tranId: p.tranId,
      amount: p.amount.toFixed(2),
      currency: CURRENCY,
      description,
      // As the aamarPay adapter sends the customer (payments/aamarpay.ts).
      customer: {
        name: customer.name,
        email: customer.email,
        phone: customer.phone,
        add1: customer.address,
        add2: 'N/A',
        city: 'Dhaka',
        country: 'Bangladesh',
      },
      status: p.status === 'paid' ? 'successful' : p.status,
      pgTxnId: p.gatewayTxnId,
      createdAt: p.createdAt,
      completedAt: p.settledAt,
    },
    { amountDelta: 0, gatewayTxnId: null, currency: null, riskLevel: null },
  );
}

/**
 * Writes a planned history (demo-history.ts) in five bulk inserts, inside the caller's transaction: the
 * made-up customers (who cannot log in), their rentals, the demo staff member's tills, every payment attempt
 * (online with the gateway's answer, or taken at the counter by the staff member, cash naming its till), and
 * the money owed back.
 */
export async function insertDemoHistory(
  tx: Executor,
  plan: DemoHistoryPlan,
  context: HistoryContext,
): Promise<HistoryCounts> {
  const people: Person[] = plan.customers.map((c) => ({ id: randomUUID(), ...c }));
  const personOf = (who: number | 'demo'): Person => {
    const person = who === 'demo' ? context.demoCustomer : people[who];
    if (!person) throw new Error(`demo history: no customer ${who}`);
    return person;
  };
  const bikeOf = (index: number) => {
    const bike = context.bikes[index];
    if (!bike) throw new Error(`demo history: no bike ${index}`);
    return bike;
  };

  if (people.length) {
    await tx.insert(users).values(
      plan.customers.map((c, i) => ({
        id: people[i]?.id,
        name: c.name,
        email: c.email,
        phone: c.phone,
        address: c.address,
        passwordHash: NO_LOGIN_PASSWORD_HASH,
        role: 'user' as const,
        // Made-up customers of the demo: their addresses count as verified (decision 023).
        emailVerifiedAt: c.createdAt,
        createdAt: c.createdAt,
        updatedAt: c.createdAt,
      })),
    );
  }

  // A rental that went out (returned, or paid and begun) was handed over at its start by the counter's clerk
  // (docs/decisions/044); the recent ones with readings, photos and the deposit (planInspections), and billed
  // at the return (rentals.bill, docs/product/handover-and-return.md#the-bill).
  const seededAt = Date.now();
  const wentOut = (r: (typeof plan.rentals)[number]) =>
    r.status === 'returned' || (r.status === 'booked' && r.startTime.getTime() <= seededAt);
  const rentalRows = plan.rentals.map((r) => ({
    id: randomUUID(),
    userId: personOf(r.customer).id,
    bikeId: bikeOf(r.bike).id,
    startTime: r.startTime,
    endTime: r.endTime,
    returnTime: r.returnTime,
    status: r.status,
    holdExpiresAt: null,
    advancePaid: r.advancePaid,
    pricePerHour: r.pricePerHour,
    rentalCharge: r.rentalCharge,
    totalCost: r.totalCost,
    balancePaid: r.balancePaid,
    bookedFrom: r.bookedFrom,
    handedOverAt: r.handover?.at ?? (wentOut(r) ? r.startTime : null),
    handedOverBy: wentOut(r) ? (context.counterStaff?.id ?? null) : null,
    bill: r.inspectedReturn?.bill ?? null,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  }));
  if (rentalRows.length) await tx.insert(rentals).values(rentalRows);

  const staff = context.counterStaff;
  if (plan.tills.length && !staff) throw new Error('demo history: tills without the demo staff member');
  const tillRows = plan.tills.map((t) => ({
    id: randomUUID(),
    staffId: staff?.id ?? '',
    day: t.day,
    openingFloat: t.openingFloat,
    openedAt: t.openedAt,
    closedAt: t.closedAt,
    expectedCash: t.expectedCash,
    countedCash: t.countedCash,
    difference: t.difference,
  }));
  if (tillRows.length) await tx.insert(tills).values(tillRows);
  const tillIdOf = (index: number | null) => {
    if (index === null) return null;
    const row = tillRows[index];
    if (!row) throw new Error(`demo history: no till ${index}`);
    return row.id;
  };

  // Each rental's payments in its plan's order, so that the audit rows below find theirs.
  const paymentsByRental = plan.rentals.map((r, i) => {
    const rentalId = rentalRows[i]?.id ?? '';
    const customer = personOf(r.customer);
    return r.payments.map((p) => {
      if (p.counter) {
        if (!staff) throw new Error('demo history: a counter payment without the demo staff member');
        // As the counter records one: paid when inserted, its method and reference, who took it, cash's till.
        return {
          id: randomUUID(),
          rentalId,
          purpose: p.purpose,
          amount: p.amount,
          currency: CURRENCY,
          gateway: p.counter.method,
          tranId: p.tranId,
          status: p.status,
          gatewayTxnId: p.counter.reference,
          verification: null,
          receivedBy: staff.id,
          tillId: tillIdOf(p.counter.till),
          verifiedAt: p.settledAt,
          settledAt: p.settledAt,
          createdAt: p.createdAt,
          updatedAt: p.settledAt,
        };
      }
      const description =
        p.purpose === 'advance' ? advanceDescription(rentalId) : rentDescription(bikeOf(r.bike).name, rentalId);
      return {
        id: randomUUID(),
        rentalId,
        purpose: p.purpose,
        amount: p.amount,
        currency: CURRENCY,
        gateway: AAMARPAY_GATEWAY,
        tranId: p.tranId,
        status: p.status,
        gatewayTxnId: p.gatewayTxnId,
        verification: gatewayAnswer(p, description, context.storeId, customer),
        receivedBy: null,
        tillId: null,
        verifiedAt: p.settledAt,
        settledAt: p.settledAt,
        createdAt: p.createdAt,
        updatedAt: p.settledAt,
      };
    });
  });
  const paymentRows = paymentsByRental.flat();
  if (paymentRows.length) await tx.insert(payments).values(paymentRows);

  // The readings of each handover by the demo staff member and each return by the demo admin, with four photos.
  const inspected = plan.rentals.flatMap((r, i) => {
    const rentalId = rentalRows[i]?.id ?? '';
    const stages: { stage: 'handover' | 'return'; readings: PlannedInspection; by: string }[] = [];
    if (r.handover) stages.push({ stage: 'handover', readings: r.handover, by: staff?.id ?? '' });
    if (r.inspectedReturn) stages.push({ stage: 'return', readings: r.inspectedReturn, by: context.refundedBy ?? '' });
    return stages.map((s) => ({ ...s, rentalId, bike: r.bike }));
  });
  if (inspected.length) {
    if (!staff || !context.refundedBy || !context.photos) {
      throw new Error('demo history: inspections without the demo staff member, the demo admin or their photos');
    }
    await tx.insert(rentalInspections).values(
      inspected.map(({ stage, readings, by, rentalId }) => ({
        rentalId,
        stage,
        odometerKm: readings.odometerKm,
        fuelEighths: readings.fuelEighths,
        helmets: readings.helmets,
        notes: readings.notes,
        recordedBy: by,
        recordedAt: readings.at,
      })),
    );
  }

  // What is owed back: a negative balance or a cancellation, and the rest of a deposit; paid back by the demo
  // admin, or in cash from the demo staff member's till by them.
  const refundRows = plan.rentals.flatMap((r, i) =>
    [r.refund, r.depositReturn].flatMap((refund) => {
      if (!refund) return [];
      const till = refund.refunded?.till;
      return [
        {
          id: randomUUID(),
          rentalId: rentalRows[i]?.id ?? '',
          amount: refund.amount,
          reason: refund.reason,
          refundedAt: refund.refunded?.at ?? null,
          method: refund.refunded?.method ?? null,
          reference: refund.refunded?.reference ?? null,
          refundedBy: refund.refunded ? (till === undefined ? context.refundedBy : (staff?.id ?? null)) : null,
          tillId: till === undefined ? null : tillIdOf(till),
          createdAt: refund.createdAt,
          updatedAt: refund.refunded?.at ?? refund.createdAt,
        },
      ];
    }),
  );
  if (refundRows.length) await tx.insert(refunds).values(refundRows);

  const admin = context.refundedBy;
  if (admin) {
    const by = { actorId: admin, clientAddress: SHOP_COUNTER_ADDRESS };
    const labelOf = (r: DemoHistoryPlan['rentals'][number]) => `${bikeOf(r.bike).name} · ${personOf(r.customer).name}`;
    await recordPastAudit(
      tx,
      plan.rentals.flatMap((r, i) => {
        const rentalId = rentalRows[i]?.id ?? '';
        const label = labelOf(r);
        const rows = [];
        const bill = r.inspectedReturn?.bill;
        if (r.status === 'returned' && r.returnTime && bill) {
          // As the return with readings records it (apps/api/src/modules/rentals/return.service.ts).
          const entry = auditEntries.returnedWithBill(rentalId, {
            returnTime: r.returnTime,
            rentalCharge: bill.rent,
            lateFee: bill.lateFee,
            extras: bill.extras,
            depositApplied: bill.depositApplied,
            depositRefund: bill.depositRefund,
            totalCost: bill.balance,
          });
          rows.push({ ...by, at: r.returnTime, label, entry });
        } else if (r.status === 'returned' && r.returnTime && r.rentalCharge !== null) {
          const entry = auditEntries.returned(rentalId, 'active', {
            returnTime: r.returnTime,
            rentalCharge: r.rentalCharge,
            totalCost: r.totalCost,
          });
          rows.push({ ...by, at: r.returnTime, label, entry });
        }
        if (r.status === 'no_show') rows.push({ ...by, at: r.updatedAt, label, entry: auditEntries.noShow(rentalId) });
        for (const planned of [r.refund, r.depositReturn]) {
          const refund = refundRows.find((f) => f.rentalId === rentalId && f.reason === planned?.reason);
          if (!planned?.refunded || !refund) continue;
          const entry = auditEntries.refunded(refund.id, refund.amount, planned.refunded);
          // Cash from a till was given back by the demo staff member whose till it was.
          const actorId = refund.refundedBy ?? admin;
          rows.push({ ...by, actorId, at: planned.refunded.at, label, entry });
        }
        return rows;
      }),
    );
  }

  if (staff) {
    const by = { actorId: staff.id, clientAddress: SHOP_COUNTER_ADDRESS };
    const tillLabel = (t: DemoHistoryPlan['tills'][number]) => `${staff.name} · ${t.day}`;
    const taken = plan.rentals.flatMap((r, i) =>
      r.payments.flatMap((p, k) => {
        const row = paymentsByRental[i]?.[k];
        if (!p.counter || !row) return [];
        const entry = auditEntries.paymentReceived(row.id, {
          rentalId: row.rentalId,
          purpose: p.purpose === 'rent' ? 'balance' : p.purpose,
          method: p.counter.method,
          amount: p.amount,
          reference: p.counter.reference,
          tillId: row.tillId,
        });
        return [{ ...by, at: p.settledAt, label: `${bikeOf(r.bike).name} · ${personOf(r.customer).name}`, entry }];
      }),
    );
    // Each handover with readings, as the handover records it (apps/api/src/modules/rentals/handover.service.ts).
    const handedOver = plan.rentals.flatMap((r, i) => {
      const h = r.handover;
      if (!h) return [];
      const deposit = r.payments.find((p) => p.purpose === 'deposit' && p.status === 'paid');
      const entry = auditEntries.handedOver(rentalRows[i]?.id ?? '', {
        at: h.at,
        inspected: true,
        odometerKm: h.odometerKm,
        fuelEighths: h.fuelEighths,
        helmets: h.helmets,
        photos: PHOTO_ANGLES.length,
        deposit: deposit?.amount ?? 0,
        ...(deposit?.counter ? { depositMethod: deposit.counter.method } : {}),
      });
      return [{ ...by, at: h.at, label: `${bikeOf(r.bike).name} · ${personOf(r.customer).name}`, entry }];
    });
    await recordPastAudit(tx, [
      ...plan.tills.flatMap((t, i) => {
        const id = tillRows[i]?.id ?? '';
        return [
          { ...by, at: t.openedAt, label: tillLabel(t), entry: auditEntries.tillOpened(id, t.openingFloat) },
          { ...by, at: t.closedAt, label: tillLabel(t), entry: auditEntries.tillClosed(id, t) },
        ];
      }),
      ...taken,
      ...handedOver,
    ]);
  }

  if (inspected.length && context.photos) await insertPhotos(tx, inspected, await context.photos);

  return {
    customers: people.length,
    rentals: rentalRows.length,
    payments: paymentRows.length,
    refunds: refundRows.length,
    tills: tillRows.length,
    inspections: inspected.length,
  };
}

/**
 * Four photos for each inspection (docs/product/handover-and-return.md#photos), taken a minute or two before
 * it names them, one side after another. Each picture's bytes are sent once, with its first row; the other
 * rows showing it copy them in the database (one statement), which keeps the seed quick.
 */
async function insertPhotos(
  tx: Executor,
  inspected: readonly {
    stage: 'handover' | 'return';
    readings: PlannedInspection;
    by: string;
    rentalId: string;
    bike: number;
  }[],
  photoOf: DemoPhotos,
) {
  const rows = inspected.flatMap(({ stage, readings, by, rentalId, bike }) =>
    PHOTO_ANGLES.map((angle, k) => ({
      id: randomUUID(),
      picture: `${bike} ${angle}`,
      rentalId,
      stage,
      bike,
      angle,
      uploadedBy: by,
      createdAt: new Date(readings.at.getTime() - (120 - 15 * k) * 1000),
    })),
  );
  const firstOf = new Map<string, string>();
  const [firsts, copies] = [[], []] as [typeof rows, (typeof rows)[number][]];
  for (const row of rows) {
    const first = firstOf.get(row.picture);
    if (first) copies.push({ ...row, picture: first });
    else {
      firstOf.set(row.picture, row.id);
      firsts.push(row);
    }
  }
  await tx.insert(rentalPhotos).values(
    firsts.map(({ id, rentalId, stage, bike, angle, uploadedBy, createdAt }) => ({
      id,
      rentalId,
      stage,
      ...photoOf(bike, angle),
      uploadedBy,
      createdAt,
    })),
  );
  if (!copies.length) return;
  const copied = JSON.stringify(
    copies.map((c) => ({
      id: c.id,
      rental_id: c.rentalId,
      stage: c.stage,
      source: c.picture,
      uploaded_by: c.uploadedBy,
      created_at: c.createdAt.toISOString(),
    })),
  );
  await tx.execute(sql`
    insert into ${rentalPhotos} (id, rental_id, stage, content_type, content, thumbnail, width, height, uploaded_by, created_at)
    select v.id, v.rental_id, v.stage, p.content_type, p.content, p.thumbnail, p.width, p.height, v.uploaded_by, v.created_at
    from jsonb_to_recordset(${copied}::jsonb)
      as v(id uuid, rental_id uuid, stage text, source uuid, uploaded_by uuid, created_at timestamptz)
    join ${rentalPhotos} p on p.id = v.source`);
}
