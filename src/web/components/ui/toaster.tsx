import { useEffect, type ComponentProps, type CSSProperties } from 'react';
import { Toaster as Sonner, toast, useSonner } from 'sonner';
import { MAX_OPEN_TOASTS, toastsToClose } from '../../lib/toast-limit';
import { useTheme } from '../theme/theme-provider';

export type ToasterProps = ComponentProps<typeof Sonner>;

/** Closes toasts past the newest three and older copies of a repeated one, so they never pile up over a form. */
function ToastLimit() {
  const { toasts } = useSonner();
  useEffect(() => {
    for (const id of toastsToClose(toasts)) toast.dismiss(id);
  }, [toasts]);
  return null;
}

/** App-wide toast outlet; follows the light/dark/system theme (spec: bottom-right, 4–7 s). Errors are red. */
export function Toaster(props: ToasterProps) {
  const { theme } = useTheme();
  return (
    <>
      <ToastLimit />
      <Sonner
        theme={theme}
        position="bottom-right"
        richColors
        closeButton
        duration={5000}
        visibleToasts={MAX_OPEN_TOASTS}
        className="toaster group"
        style={
          {
            '--normal-bg': 'hsl(var(--popover))',
            '--normal-text': 'hsl(var(--popover-foreground))',
            '--normal-border': 'hsl(var(--border))',
          } as CSSProperties
        }
        {...props}
      />
    </>
  );
}
