/** A name or a sentence the owner wrote in both languages: the English one, the Bangla one under it. */
export function NameInBoth({ name }: { name: { en: string; bn: string } }) {
  return (
    <span className="flex flex-col">
      <span lang="en" className="font-semibold">
        {name.en}
      </span>
      <span lang="bn" className="text-slate-700 dark:text-slate-300">
        {name.bn}
      </span>
    </span>
  );
}
