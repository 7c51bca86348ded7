import { describe, expect, it } from 'vitest';
import { snackbarRoot } from './snackbar-root';

describe('snackbarRoot', () => {
  it('is one region at the end of <body>, outside the app root', () => {
    const root = snackbarRoot();
    expect(root.parentElement).toBe(document.body);
    expect(snackbarRoot()).toBe(root);
    expect(document.querySelectorAll('#snackbars')).toHaveLength(1);
  });

  it('stays readable when a dialog hides the rest of the page (aria-hidden is taken off)', async () => {
    const root = snackbarRoot();
    root.setAttribute('aria-hidden', 'true');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(root.hasAttribute('aria-hidden')).toBe(false);
  });
});
