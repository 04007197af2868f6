import type { ComponentProps, CSSProperties } from "react";
import { Toaster as Sonner } from "sonner";
import { useTheme } from "../theme/theme-provider";

export type ToasterProps = ComponentProps<typeof Sonner>;

/** App-wide toast outlet; follows the light/dark/system theme (spec: bottom-right, 4–7 s). */
export function Toaster(props: ToasterProps) {
  const { theme } = useTheme();
  return (
    <Sonner
      theme={theme}
      position="bottom-right"
      richColors
      closeButton
      duration={5000}
      className="toaster group"
      style={
        {
          "--normal-bg": "hsl(var(--popover))",
          "--normal-text": "hsl(var(--popover-foreground))",
          "--normal-border": "hsl(var(--border))",
        } as CSSProperties
      }
      {...props}
    />
  );
}
