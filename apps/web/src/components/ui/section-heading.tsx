import type { ReactNode } from 'react';

type SectionHeadingProps = {
  id?: string;
  level?: 1 | 2;
  children: ReactNode;
  subtitle?: ReactNode;
  className?: string;
};

/** A centred section title with an optional line under it. */
export function SectionHeading({ id, level = 2, children, subtitle, className = '' }: SectionHeadingProps) {
  const Tag = level === 1 ? 'h1' : 'h2';
  return (
    <div className={`mx-auto mb-8 max-w-3xl text-center ${className}`}>
      <Tag id={id} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        {children}
      </Tag>
      {subtitle ? <p className="mt-3 text-base text-slate-600 dark:text-slate-300">{subtitle}</p> : null}
    </div>
  );
}
