import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export type AuthTab<V extends string> = { value: V; label: string; panel: ReactNode };

const TRIGGER =
  'inline-flex h-[calc(100%-1px)] flex-1 items-center justify-center rounded-md border border-transparent px-2 py-1 ' +
  'text-sm font-medium whitespace-nowrap text-foreground transition-[color,box-shadow] focus-visible:ring-[3px] ' +
  'focus-visible:ring-ring/50 focus-visible:outline-1 data-[state=active]:bg-background data-[state=active]:shadow-sm ' +
  'dark:text-muted-foreground dark:data-[state=active]:border-input dark:data-[state=active]:bg-input/30 ' +
  'dark:data-[state=active]:text-foreground';

/**
 * The sign-in page's two tabs (WAI-ARIA tabs pattern: arrow keys, Home and End move and select), written out so
 * the first page a visitor loads does not download a tabs library. Panels not yet selected are not rendered; a
 * visited one stays mounted (hidden), so typed input survives a switch.
 */
export function AuthTabs<V extends string>({
  tabs,
  selected,
  visited,
  onSelect,
}: {
  tabs: AuthTab<V>[];
  selected: V;
  visited: ReadonlySet<V>;
  onSelect: (value: V) => void;
}) {
  const id = useId();
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = next > last ? 0 : next < 0 ? last : next;
    onSelect(tabs[target]!.value);
    triggers.current[target]?.focus();
  };
  return (
    <div className="flex flex-col gap-5">
      <div
        role="tablist"
        aria-orientation="horizontal"
        className="grid min-h-9 w-full grid-cols-2 items-center rounded-lg bg-muted p-[3px] text-muted-foreground"
      >
        {tabs.map((tab, index) => {
          const active = tab.value === selected;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                triggers.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.value}`}
              aria-controls={`${id}-panel-${tab.value}`}
              aria-selected={active}
              data-state={active ? 'active' : 'inactive'}
              tabIndex={active ? 0 : -1}
              className={TRIGGER}
              onClick={() => onSelect(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) =>
        tab.value === selected || visited.has(tab.value) ? (
          <div
            key={tab.value}
            role="tabpanel"
            id={`${id}-panel-${tab.value}`}
            aria-labelledby={`${id}-tab-${tab.value}`}
            data-state={tab.value === selected ? 'active' : 'inactive'}
            hidden={tab.value !== selected}
            tabIndex={0}
            className="flex-1 outline-none"
          >
            {tab.panel}
          </div>
        ) : null,
      )}
    </div>
  );
}
