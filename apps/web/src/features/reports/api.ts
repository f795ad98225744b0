/**
 * The owner's reports (docs/decisions/014-reports.md): the summary of a period of Dhaka days, and
 * the rentals and payments of that period as CSV files. Both go through the app's one base query, so they
 * carry the bearer token of the `authToken` cookie and a refused session is refreshed once, like every call.
 */
import type { ReportSummary } from '@bond/contract/reports';
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { baseApi } from '../../lib/base-api.ts';
import type { DayRange } from './report-period.ts';
import { csvFileName, saveFile } from './save-file.ts';

type DataResponse<T> = { success: true; message: string; data: T };

/** The two exports of a period. */
export type CsvExport = 'rentals' | 'payments';

/** A file is read as its bytes; an error body (JSON) as JSON, so its message can be shown. */
async function blobOrError(response: Response): Promise<unknown> {
  if (response.ok) return response.blob();
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export const reportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getReportSummary: build.query<ReportSummary, DayRange>({
      query: (range) => ({ url: '/reports/summary', params: range }),
      transformResponse: (response: DataResponse<ReportSummary>) => response.data,
    }),
    /**
     * Downloads an export and saves it under the name the server gives (`Content-Disposition`), else
     * `bond-<what>-<from>-to-<to>.csv`. The file is saved here and only its name is kept: the store holds
     * no file.
     */
    downloadReportCsv: build.mutation<{ fileName: string }, { kind: CsvExport; range: DayRange }>({
      async queryFn({ kind, range }, _api, _extra, baseQuery) {
        const result = await baseQuery({
          url: `/reports/${kind}.csv`,
          params: range,
          responseHandler: blobOrError,
          cache: 'no-store',
        });
        if (result.error) return { error: result.error };
        // The app's base query passes fetchBaseQuery's meta through (the request and the response).
        const meta = result.meta as FetchBaseQueryMeta | undefined;
        const disposition = meta?.response?.headers.get('content-disposition') ?? null;
        const fileName = csvFileName(disposition, `bond-${kind}-${range.from}-to-${range.to}.csv`);
        saveFile(result.data as Blob, fileName);
        return { data: { fileName } };
      },
    }),
  }),
});

export const { useGetReportSummaryQuery, useDownloadReportCsvMutation } = reportsApi;
