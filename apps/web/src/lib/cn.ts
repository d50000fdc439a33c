import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. It does not merge conflicting Tailwind classes (tailwind-merge cost 7.5 kB and
 * a long first task on phones, issue 14): Tailwind orders utilities in its stylesheet, not by the
 * order they are written, so an element must never get two classes that set the same property.
 * Components offer variants, or leave a class to the caller, instead of letting it override one.
 */
export function cn(...values: ClassValue[]): string {
  return clsx(values);
}
