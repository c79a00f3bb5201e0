import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names (clsx). No class merging: callers never pass two classes that set the same
 * property (variants are built not to conflict, see ui/button.tsx), so tailwind-merge and its
 * ~9 KB gzip stay out of the shell.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
