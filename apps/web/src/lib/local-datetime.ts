import { format } from 'date-fns';

/** ISO text to the value of a datetime-local input (the browser's time), and back. */
export function toLocalInput(iso: string | null): string {
  return iso ? format(new Date(iso), "yyyy-MM-dd'T'HH:mm") : '';
}

export function fromLocalInput(value: string): string | null {
  return value ? new Date(value).toISOString() : null;
}
