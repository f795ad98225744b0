import type { ReactNode } from 'react';

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center text-lg font-medium text-slate-700 dark:border-slate-600 dark:text-slate-200">
      {children}
    </p>
  );
}
