import { Children, cloneElement, isValidElement, type HTMLAttributes, type ReactElement, type Ref } from 'react';

type SlotProps = HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> };
type ChildProps = Record<string, unknown> & { ref?: Ref<HTMLElement> };

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * Renders its only child with the slot's props merged in, as Radix's Slot does (the sign-in page's buttons need it
 * and no more of Radix): the child's handlers run before the slot's, classes are joined, styles merged with the
 * child's winning, any other prop of the child wins, and both refs are set.
 */
export function Slot({ children, ref, ...slotProps }: SlotProps & { children?: React.ReactNode }) {
  const child = Children.only(children);
  if (!isValidElement<ChildProps>(child)) return null;
  const childProps = child.props;
  const merged: ChildProps = { ...slotProps, ...childProps };
  for (const [name, slotValue] of Object.entries(slotProps)) {
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name) && typeof slotValue === 'function' && typeof childValue === 'function')
      merged[name] = (...args: unknown[]) => {
        childValue(...args);
        slotValue(...args);
      };
    else if (name === 'style') merged.style = { ...(slotValue as object), ...(childValue as object | undefined) };
    else if (name === 'className') merged.className = [slotValue, childValue].filter(Boolean).join(' ');
  }
  const childRef = childProps.ref;
  merged.ref = ref || childRef ? (node: HTMLElement | null) => (setRef(ref, node), setRef(childRef, node)) : undefined;
  return cloneElement(child as ReactElement<ChildProps>, merged);
}
