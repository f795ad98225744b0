import { describe, expect, it } from 'vitest';
import { REPORT_MAX_DAYS, ReportPeriodQuerySchema, reportDayCount, reportPeriodProblem } from './reports.ts';
import { sayText } from './say.ts';

describe('report periods', () => {
  it('counts days with both ends included, across months and leap days', () => {
    expect(reportDayCount('2026-11-01', '2026-11-01')).toBe(1);
    expect(reportDayCount('2026-11-01', '2026-11-30')).toBe(30);
    expect(reportDayCount('2028-02-01', '2028-03-01')).toBe(30);
    expect(reportDayCount('2028-01-01', '2028-12-31')).toBe(366);
    expect(reportDayCount('2026-11-02', '2026-11-01')).toBe(0);
  });

  it('takes a period in order of at most 366 days, and names `to` otherwise', () => {
    expect(reportPeriodProblem({ from: '2026-11-01', to: '2026-11-01' })).toBeNull();
    expect(reportPeriodProblem({ from: '2028-01-01', to: '2028-12-31' })).toBeNull();
    const said = (problem: ReturnType<typeof reportPeriodProblem>) =>
      problem && { path: problem.path, message: sayText('en', problem.text) };
    expect(said(reportPeriodProblem({ from: '2026-11-02', to: '2026-11-01' }))).toEqual({
      path: 'to',
      message: 'to must be the same day as from or later',
    });
    expect(said(reportPeriodProblem({ from: '2028-01-01', to: '2029-01-01' }))).toEqual({
      path: 'to',
      message: `A report can cover at most ${REPORT_MAX_DAYS} days`,
    });
  });

  it('accepts calendar dates only', () => {
    expect(ReportPeriodQuerySchema.safeParse({ from: '2026-11-01', to: '2026-11-30' }).success).toBe(true);
    for (const bad of ['2026-02-30', '2026-13-01', '2026-1-1', '01/11/2026', '2026-11-01T00:00:00Z', ''])
      expect(ReportPeriodQuerySchema.safeParse({ from: bad, to: '2026-11-30' }).success, bad).toBe(false);
    expect(ReportPeriodQuerySchema.safeParse({ from: '2026-11-01' }).success).toBe(false);
  });
});
