import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "./cn";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 font-semibold tracking-wide transition-colors disabled:pointer-events-none disabled:opacity-60",
  {
    variants: {
      variant: {
        primary: "bg-forest-700 text-white hover:bg-forest-800",
        accent: "bg-ember text-white hover:bg-[#7f3210]",
        outline: "border-2 border-forest-700 bg-transparent text-forest-800 hover:bg-forest-50",
        light: "border-2 border-white bg-transparent text-white hover:bg-white/15",
        ghost: "bg-transparent text-forest-800 hover:bg-forest-50",
      },
      size: {
        sm: "min-h-9 px-3 text-sm",
        md: "min-h-11 px-5 text-sm",
        lg: "min-h-12 px-7 text-base",
        icon: "size-11",
        /** A filter chip: small text, wider padding, used with shape "pill". */
        chip: "min-h-9 px-4 text-sm",
      },
      shape: {
        rounded: "rounded-md",
        pill: "rounded-full",
      },
    },
    defaultVariants: { variant: "primary", size: "md", shape: "rounded" },
  },
);

/**
 * A button in one of the site's styles. For a link that looks like a button, put
 * `buttonVariants(…)` on the link itself: no `asChild` slot, whose Radix code would otherwise
 * travel with the shell to every page (docs/decisions/022-cheaper-fresh-render.md).
 */
export function Button({ className, variant, size, shape, ...props }: ComponentProps<"button"> & VariantProps<typeof buttonVariants>) {
  return <button className={cn(buttonVariants({ variant, size, shape }), className)} {...props} />;
}
