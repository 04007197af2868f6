/** trial → Trial, owner → Owner. */
export const titleCase = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

export function CompanyInitial({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-8 shrink-0 items-center justify-center rounded-md bg-sidebar-primary text-sm font-semibold text-sidebar-primary-foreground"
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
