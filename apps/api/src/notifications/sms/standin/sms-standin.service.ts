import { pageMeta, pageOf, type PageMeta, type PageQuery } from '@bond/contract/common';
import type { SmsStandinDelivery } from '@bond/contract/notifications';
import type { Db } from '../../../db/client.ts';
import * as book from './sms-standin.repository.ts';

function toDelivery(row: book.StandinDelivery): SmsStandinDelivery {
  return {
    csmsId: row.csmsId,
    msisdn: row.msisdn,
    sms: row.sms,
    smsType: row.smsType,
    segments: row.segments,
    referenceId: row.referenceId,
    receivedAt: row.receivedAt.toISOString(),
  };
}

/** The admin's view of what the stand-in "delivered": newest first, paginated. */
export async function listDeliveries(
  db: Db,
  query: PageQuery = {},
): Promise<{ data: SmsStandinDelivery[]; meta: PageMeta }> {
  const page = pageOf(query);
  const { rows, total } = await book.listDeliveries(db, { limit: page.pageSize, offset: page.offset });
  return { data: rows.map(toDelivery), meta: pageMeta(page, total) };
}
